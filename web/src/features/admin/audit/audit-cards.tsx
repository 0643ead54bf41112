import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/lib/ui/use-date-time';
import type { AuditEntry } from '../api/types';
import { EntryCard, EntryCards } from '../entry-cards';
import { AuditAction, AuditCustomer, AuditStaff } from './audit-parts';

/** The log's entries on a phone: each a card of what was done and when, then the table's other columns. */
export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  return (
    <EntryCards label={t('audit.title')}>
      {entries.map((entry) => (
        <EntryCard
          key={entry.id}
          title={<AuditAction entry={entry} />}
          when={dateTime(entry.at)}
          facts={[
            { label: t('audit.staff'), value: <AuditStaff entry={entry} /> },
            { label: t('audit.customer'), value: <AuditCustomer entry={entry} /> },
            { label: t('audit.reason'), value: entry.reason ?? '—' },
            { label: t('audit.clientAddress'), value: entry.clientAddress || '—' },
          ]}
        />
      ))}
    </EntryCards>
  );
}
