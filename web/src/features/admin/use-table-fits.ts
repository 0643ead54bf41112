import { useMediaQuery, useTheme } from '@mui/material';

/**
 * Whether a console table of six columns fits the screen (from the `lg` width); below it the list is drawn as
 * cards (`entry-cards.tsx`), so a phone or tablet never scrolls sideways.
 */
export function useTableFits(): boolean {
  // Read at once (noSsr): the app is drawn in the browser, and a phone should not get the table first.
  return useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
}
