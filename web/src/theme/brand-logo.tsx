import { BRAND_LABELS } from '@backstage/domain';
import { Box } from '@mui/material';
import { useBrand } from '@/lib/current-brand';

// Each brand's wordmark is set in type (no logo artwork): weight and tracking echo the brand's style.
const STYLE: Record<string, { weight: number; spacing: string; italic?: boolean; upper?: boolean }> = {
  roland: { weight: 800, spacing: '0.01em' },
  boss: { weight: 900, spacing: '0.08em', upper: true },
  proav: { weight: 700, spacing: '0.02em' },
  rvs: { weight: 600, spacing: '0.02em' },
  dw: { weight: 900, spacing: '0.04em', italic: true, upper: true },
};

/** The brand's name as a wordmark; `large` for hero areas. */
export function BrandLogo({ size = 'small' }: { size?: 'small' | 'large' }) {
  const { brand, themeName } = useBrand();
  const style = STYLE[themeName]!;
  return (
    <Box
      component="span"
      sx={{
        fontWeight: style.weight,
        letterSpacing: style.spacing,
        fontStyle: style.italic ? 'italic' : 'normal',
        textTransform: style.upper ? 'uppercase' : 'none',
        fontSize: size === 'large' ? { xs: '2rem', sm: '2.75rem' } : '1.25rem',
        lineHeight: 1,
        color: 'primary.main',
        whiteSpace: 'nowrap',
      }}
    >
      {BRAND_LABELS[brand]}
    </Box>
  );
}
