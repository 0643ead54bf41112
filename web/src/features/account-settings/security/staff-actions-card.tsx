import { Alert, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { SectionCard } from '@/lib/ui/section-card';
import { useDateTime } from '@/lib/ui/use-date-time';
import { useStaffActions } from './api/get-staff-actions';

/**
 * "Roland support reset your two-step sign-in · 28 Nov 2026 · reason given: …": every action the maker's staff
 * took on the account, with the reason they gave (docs/product.md#staff-console).
 */
export function StaffActionsCard() {
  const { t } = useTranslation('security');
  const actions = useStaffActions();
  const dateTime = useDateTime();
  return (
    <SectionCard title={t('staffActions.title')} intro={t('staffActions.intro')}>
      {actions.isPending && <CenteredSpinner />}
      {actions.error && <QueryError error={actions.error} onRetry={() => actions.refetch()} />}
      {actions.isSuccess && actions.data.length === 0 && (
        <Alert severity="info">{t('staffActions.empty')}</Alert>
      )}
      {actions.isSuccess && actions.data.length > 0 && (
        <List disablePadding aria-label={t('staffActions.title')}>
          {actions.data.map((entry, index) => (
            <ListItem
              key={`${entry.at} ${entry.action}`}
              disableGutters
              divider={index < actions.data.length - 1}
            >
              <ListItemText
                primary={`${t(`staffActions.kinds.${entry.action}`)} · ${dateTime(entry.at)}`}
                secondary={t('staffActions.reason', { reason: entry.reason })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
