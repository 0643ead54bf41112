import { Alert } from '@mui/material';

/** What a tab says when the product has nothing published in it (never invented content). */
export function EmptyTab({ children }: { children: string }) {
  return (
    <Alert severity="info" variant="outlined">
      {children}
    </Alert>
  );
}
