import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One row of the security lists (sessions, passkeys): what it is on the left, its actions on the right (below
 * on phones). A rule between rows, none above the first: a divider element inside the list would not be a
 * list item.
 */
export function ListRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{
        py: 1.5,
        alignItems: { sm: 'center' },
        justifyContent: 'space-between',
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
      aria-label={label}
    >
      {children}
    </Stack>
  );
}
