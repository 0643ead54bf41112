import type { BrandPalette } from '@backstage/domain';
import { createTheme, darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';

const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Hiragino Sans"',
  '"Noto Sans JP"',
  '"Yu Gothic"',
  'sans-serif',
].join(',');

// Headings wrap at phrase boundaries in Japanese (auto-phrase) and without orphans everywhere, so a
// headline never leaves a lone word or a split word-phrase on its last line.
const HEADING_WRAP = { wordBreak: 'auto-phrase', textWrap: 'pretty' } as const;

/**
 * The shade a filled button takes on hover (MUI's `dark`). MUI always darkens, which drops dark text on a
 * light brand colour (DW's gold) below 4.5:1; this picks whichever of the darker and lighter shade keeps
 * the button's text readable.
 */
function hoverShade(main: string, text: string): string {
  const darker = darken(main, 0.2);
  const lighter = lighten(main, 0.2);
  return getContrastRatio(darker, text) >= getContrastRatio(lighter, text) ? darker : lighter;
}

const themes = new WeakMap<BrandPalette, Theme>();

/** The MUI theme of a brand palette, made once per palette. */
export function muiTheme(palette: BrandPalette): Theme {
  let theme = themes.get(palette);
  if (!theme) {
    theme = makeTheme(palette);
    themes.set(palette, theme);
  }
  return theme;
}

function makeTheme(palette: BrandPalette): Theme {
  return createTheme({
    palette: {
      mode: palette.mode,
      // WCAG AA for text on the status colours MUI picks itself (error, warning, info, success buttons):
      // MUI's default threshold of 3 puts white on dark mode's light red (3.7:1).
      contrastThreshold: 4.5,
      primary: {
        main: palette.primary,
        dark: hoverShade(palette.primary, palette.onPrimary),
        contrastText: palette.onPrimary,
      },
      secondary: {
        main: palette.secondary,
        dark: hoverShade(palette.secondary, palette.onSecondary),
        contrastText: palette.onSecondary,
      },
      background: { default: palette.background, paper: palette.surface },
      text: { primary: palette.text, secondary: palette.textMuted },
    },
    typography: {
      fontFamily: FONT_STACK,
      h1: {
        fontSize: 'clamp(2rem, 5vw, 3.25rem)',
        fontWeight: 800,
        letterSpacing: '-0.02em',
        ...HEADING_WRAP,
      },
      h2: { fontSize: 'clamp(1.5rem, 3vw, 2rem)', fontWeight: 700, ...HEADING_WRAP },
      h3: { fontSize: '1.25rem', fontWeight: 700, ...HEADING_WRAP },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover', color: 'inherit' } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'default' } },
    },
  });
}

/** CSS variables of a palette, for plain CSS and for tests to read. */
export function cssVariables(palette: BrandPalette): Record<string, string> {
  return {
    '--bs-primary': palette.primary,
    '--bs-on-primary': palette.onPrimary,
    '--bs-secondary': palette.secondary,
    '--bs-background': palette.background,
    '--bs-surface': palette.surface,
    '--bs-text': palette.text,
    '--bs-text-muted': palette.textMuted,
  };
}
