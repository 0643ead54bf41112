import { useMediaQuery, useTheme } from '@mui/material';
import type { AuditEntry } from '../api/types';
import { AuditCards } from './audit-cards';
import { AuditTable } from './audit-table';

/** The log's entries: a table where its six columns fit (a wide screen), one card per entry on a phone or tablet. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  // Read at once (noSsr): the app is drawn in the browser, and a phone should not get the table first.
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  return wide ? <AuditTable entries={entries} /> : <AuditCards entries={entries} />;
}
