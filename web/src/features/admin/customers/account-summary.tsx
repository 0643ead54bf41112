import type { AccountViewResponse } from '@backstage/domain';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/lib/ui/section-card';
import { useDateTime } from '@/lib/ui/use-date-time';
import { useCustomerName } from './use-customer-name';

/** The profile and the account's state: activated, locked until when, two-step on or off, passkeys. */
export function AccountSummary({ view }: { view: AccountViewResponse }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const nameOf = useCustomerName();
  const { profile, state } = view;
  const facts: [string, string][] = [
    [t('account.email'), profile.email],
    [t('account.country'), profile.country ?? '—'],
    [t('account.culture'), profile.cultureCode],
    [t('account.created'), dateTime(profile.created)],
    [
      t('account.state'),
      state.status === 'locked' && state.lockedUntil
        ? t('account.lockedUntil', { until: dateTime(state.lockedUntil) })
        : t(`state.${state.status}`),
    ],
    [t('account.twoStep'), state.twoStep ? t('on') : t('off')],
    [t('account.passkeys'), String(state.passkeys)],
  ];
  return (
    <SectionCard title={nameOf(profile)}>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {facts.map(([term, value]) => (
          <Stack key={term} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
            <Typography component="dt" sx={{ minWidth: 200, fontWeight: 'bold' }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
