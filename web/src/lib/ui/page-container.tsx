import { Container } from '@mui/material';
import type { ReactNode } from 'react';

/** A page's content column; `narrow` for reading and single forms. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <Container maxWidth={narrow ? 'md' : 'lg'} sx={{ py: { xs: 3, md: 6 } }}>
      {children}
    </Container>
  );
}
