import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/lib/ui/use-date-time';
import type { AuditEntry } from '../api/types';
import { AuditAction, AuditCustomer, AuditStaff } from './audit-parts';

/**
 * The log's entries on a phone: a list of cards, each what was done and when, then the table's other columns as
 * a definition list, so nothing needs sideways scrolling.
 */
export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  return (
    <Stack component="ul" aria-label={t('audit.title')} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Card key={entry.id} component="li" variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography component="div" sx={{ '& > :first-of-type': { fontWeight: 600 } }}>
              <AuditAction entry={entry} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {dateTime(entry.at)}
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
              <Field label={t('audit.staff')}>
                <AuditStaff entry={entry} />
              </Field>
              <Field label={t('audit.customer')}>
                <AuditCustomer entry={entry} />
              </Field>
              <Field label={t('audit.reason')}>{entry.reason ?? '—'}</Field>
              <Field label={t('audit.clientAddress')}>{entry.clientAddress || '—'}</Field>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
