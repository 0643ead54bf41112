import { Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AuditEntry } from '../api/types';

// What an entry says, drawn alike in the table and in the phone's cards.

/** The staff member by the address they had then, their role under it. */
export function AuditStaff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {entry.staffEmail}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {t(`roles.${entry.role}`, { defaultValue: entry.role })}
      </Box>
    </>
  );
}

/** What was done, and what it touched (a passkey, a culture, the roles given) under it. */
export function AuditAction({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {t(`auditActions.${entry.action}`)}
      </Box>
      {entry.detail && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {entry.detail}
        </Box>
      )}
    </>
  );
}

/**
 * The customer account an entry is about, by the address it has now (its id once the account is gone), linked
 * to its account view; a dash for an event about no account (a publish of texts).
 */
export function AuditCustomer({ entry }: { entry: AuditEntry }) {
  if (!entry.userId) return <>—</>;
  return (
    <Link
      component={RouterLink}
      to={`/admin/customers/${encodeURIComponent(entry.userId)}`}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {entry.userEmail ?? entry.userId}
    </Link>
  );
}
