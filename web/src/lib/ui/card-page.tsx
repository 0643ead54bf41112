import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container';
import { usePageTitle } from './use-page-title';

/** A narrow page of one task: its title (the h1 and the document's) over one outlined card. */
export function CardPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <PageContainer narrow>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent>{children}</CardContent>
      </Card>
    </PageContainer>
  );
}
