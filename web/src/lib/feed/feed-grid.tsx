import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Feed cards in columns: one on a phone, two on a tablet, three on a desktop. */
export function FeedGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
