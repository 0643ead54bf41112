import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

/** One of a card's facts: a column of the table, under its header's words. */
export interface CardFact {
  label: string;
  value: ReactNode;
}

/**
 * A console list's rows on a screen too narrow for its table (`use-table-fits.ts`): one card each, so nothing
 * needs sideways scrolling. Named like the table it stands for.
 */
export function EntryCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Stack>
  );
}

/** One row as a card: what it is (its first part bold), when, then the table's other columns as a definition list. */
export function EntryCard({ title, when, facts }: { title: ReactNode; when: string; facts: CardFact[] }) {
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography
          component="div"
          sx={{ '& > :first-of-type': { fontWeight: 600 }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {when}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.5,
            mt: 1,
            mb: 0,
            typography: 'body2',
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
