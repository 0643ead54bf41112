import { Card, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** One card of the settings tab: a titled section (h2 under the tab's h1), like the sign-in cards. */
export function SettingsCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={titleId} variant="h2">
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
