import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDateTime } from '@/lib/ui/use-date-time';
import type { AuditEntry } from '../api/types';

/** The log's entries: when, who in which role, what, on which account, and the reason given. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('audit.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('audit.at')}</TableCell>
            <TableCell>{t('audit.staff')}</TableCell>
            <TableCell>{t('audit.action')}</TableCell>
            <TableCell>{t('audit.customer')}</TableCell>
            <TableCell>{t('audit.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{dateTime(entry.at)}</TableCell>
              <TableCell>
                {entry.staffEmail} ({t(`roles.${entry.role}`, { defaultValue: entry.role })})
              </TableCell>
              <TableCell>
                {t(`auditActions.${entry.action}`)}
                {entry.detail && ` · ${entry.detail}`}
              </TableCell>
              <TableCell>
                {entry.userId ? (
                  <Link component={RouterLink} to={`/admin/customers/${encodeURIComponent(entry.userId)}`}>
                    {entry.userId}
                  </Link>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.reason ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
