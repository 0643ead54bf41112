import { Card, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/**
 * A titled section drawn as an outlined card, its content stacked: a card of a tab (an h2 under the page's
 * h1), or a page that is one card (`heading="h1"`: the sign-out question).
 */
export function SectionCard({
  title,
  heading = 'h2',
  intro,
  children,
}: {
  title: string;
  heading?: 'h1' | 'h2';
  intro?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={titleId} variant={heading}>
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
