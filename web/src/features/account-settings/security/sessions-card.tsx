import { Alert, Button, List } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/lib/ui/dialogs';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { SectionCard } from '@/lib/ui/section-card';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useEndOtherSessions } from './api/end-other-sessions';
import { useEndSession } from './api/end-session';
import { useSessions } from './api/get-sessions';
import { SessionRow } from './session-row';

/** Where the account is signed in (docs/product.md#security-centre): sign one out, or all but this one. */
export function SessionsCard() {
  const { t } = useTranslation('security');
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const [error, setError] = useState<string>();
  const run = async (work: () => Promise<unknown>, done: string) => {
    setError(undefined);
    try {
      await work();
      snackbar.show(done, 'success');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const list = sessions.data?.data ?? [];
  const others = list.filter((session) => !session.current);
  return (
    <SectionCard title={t('sessions.title')} intro={t('sessions.intro')}>
      {sessions.isPending && <CenteredSpinner />}
      {sessions.error && <QueryError error={sessions.error} onRetry={() => sessions.refetch()} />}
      {error && <Alert severity="error">{error}</Alert>}
      {list.length > 0 && (
        <List disablePadding aria-label={t('sessions.title')}>
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={endSession.isPending}
              onSignOut={() => run(() => endSession.mutateAsync(session.id), t('sessions.signedOut'))}
            />
          ))}
        </List>
      )}
      {others.length > 0 && (
        <Button
          variant="outlined"
          color="error"
          sx={{ alignSelf: 'flex-start' }}
          disabled={endOthers.isPending}
          onClick={() =>
            dialogs.open({
              title: t('sessions.othersConfirmTitle'),
              body: t('sessions.othersConfirmText', { count: others.length }),
              actions: [
                { label: t('cancel') },
                {
                  label: t('sessions.signOutOthers'),
                  primary: true,
                  onClick: () => run(() => endOthers.mutateAsync(), t('sessions.othersSignedOut')),
                },
              ],
            })
          }
        >
          {t('sessions.signOutOthers')}
        </Button>
      )}
    </SectionCard>
  );
}
