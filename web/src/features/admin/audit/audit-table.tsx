import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/lib/ui/use-date-time';
import type { AuditEntry } from '../api/types';
import { AuditAction, AuditCustomer, AuditStaff } from './audit-parts';

/** The log's entries as a table (wide screens): when, who in which role, what, on which account, why, from where. */
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
            <TableCell>{t('audit.clientAddress')}</TableCell>
          </TableRow>
        </TableHead>
        {/* Each column keeps room to be read; the six fit from the `lg` width (audit-entries.tsx). */}
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(entry.at)}</TableCell>
              <TableCell sx={{ minWidth: '11rem' }}>
                <AuditStaff entry={entry} />
              </TableCell>
              <TableCell sx={{ minWidth: '9rem' }}>
                <AuditAction entry={entry} />
              </TableCell>
              <TableCell sx={{ minWidth: '11rem' }}>
                <AuditCustomer entry={entry} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: '14rem' }}>
                {entry.reason ?? '—'}
              </TableCell>
              {/* An address is read whole: an IPv6 /64 prefix is 24 characters at most. */}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.clientAddress || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
