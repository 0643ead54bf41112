import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ButtonLink {
  to: string;
  label: ReactNode;
}

/**
 * A row of ways on from a screen, as buttons that wrap on a phone: the first is the way most take (contained)
 * unless `noMain`, the others outlined.
 */
export function LinkButtons({ links, noMain = false }: { links: ButtonLink[]; noMain?: boolean }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
      {links.map((link, index) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          variant={index === 0 && !noMain ? 'contained' : 'outlined'}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
