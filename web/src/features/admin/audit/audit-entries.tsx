import type { AuditEntry } from '../api/types';
import { useTableFits } from '../use-table-fits';
import { AuditCards } from './audit-cards';
import { AuditTable } from './audit-table';

/** The log's entries: a table where its six columns fit (a wide screen), one card per entry on a phone or tablet. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  return useTableFits() ? <AuditTable entries={entries} /> : <AuditCards entries={entries} />;
}
