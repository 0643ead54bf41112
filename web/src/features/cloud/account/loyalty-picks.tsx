import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useLoyalty } from '../api/get-loyalty';
import { usePickInstrument } from '../api/pick-instrument';
import { loyaltyActions } from './loyalty-actions';

/**
 * Play2-4Life (docs/product.md#loyalty-program): status, months to the next pick, the instruments to pick; after
 * the membership ended only the final choice of an unused pick.
 */
export function LoyaltyPicks() {
  const { t } = useTranslation('cloud');
  const loyalty = useLoyalty();
  const pick = usePickInstrument();
  const snackbar = useSnackbar();
  if (loyalty.isPending) return <CenteredSpinner />;
  if (loyalty.isError) return <QueryError error={loyalty.error} onRetry={() => loyalty.refetch()} />;
  const state = loyalty.data;
  const { canPick, canGiveBack, statusText } = loyaltyActions(state);
  const toggle = async (productCode: string, picked: boolean) => {
    try {
      await pick.mutateAsync({ productCode, pick: !picked });
      snackbar.show(picked ? t('loyalty.returned') : t('loyalty.picked'), 'success');
    } catch (error) {
      snackbar.show((error as Error).message, 'error');
    }
  };
  return (
    <Stack spacing={2}>
      <Typography>{t(`loyalty.status.${statusText}`)}</Typography>
      <Typography>
        {t('loyalty.summary', {
          paid: t('loyalty.paidMonths', { count: state.paidMonths }),
          earned: t('loyalty.picksEarned', { count: state.picksEarned }),
          remaining: t('loyalty.monthsRemaining', { count: state.monthsRemaining }),
        })}
      </Typography>
      <List aria-label={t('loyalty.instruments')}>
        {state.rewards.map((reward) => {
          const picked = state.picks.includes(reward.productCode);
          return (
            <ListItem
              key={reward.productCode}
              divider
              secondaryAction={
                (picked && canGiveBack) || (!picked && canPick) ? (
                  <Button
                    onClick={() => toggle(reward.productCode, picked)}
                    disabled={pick.isPending}
                    aria-label={t(picked ? 'loyalty.unpickName' : 'loyalty.pickName', { name: reward.name })}
                  >
                    {picked ? t('loyalty.unpick') : t('loyalty.pick')}
                  </Button>
                ) : null
              }
            >
              <ListItemText
                primary={reward.name}
                secondary={picked ? t('loyalty.yourPick') : reward.description}
                sx={{ pr: 10 }}
              />
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}
