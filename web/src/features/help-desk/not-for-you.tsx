import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';

/** The desk's failures: "not for your account" when the server refuses a non-staff account, else a retry hint. */
export function DeskError({ error }: { error: unknown }) {
  const { t } = useTranslation('helpDesk');
  // docs/product.md#staff-access: the server answers 403 NOT_ROLAND_ACCOUNT to anyone off the maker's domain.
  const refused = error instanceof ApiRequestError && error.code === 'NOT_ROLAND_ACCOUNT';
  return (
    <Alert severity={refused ? 'info' : 'error'} role="alert">
      {t(refused ? 'notForYou' : 'failed')}
    </Alert>
  );
}
