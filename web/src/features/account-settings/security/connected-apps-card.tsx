import { Alert, List, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/lib/ui/dialogs';
import { CenteredSpinner } from '@/lib/ui/progress';
import { SectionCard } from '@/lib/ui/section-card';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useConnectedApps } from './api/get-connected-apps';
import { useRemoveConnectedApp } from './api/remove-connected-app';
import { ConnectedAppRow } from './connected-app-row';

/** "Connected apps" (ADR 088): the sites and apps the account let in, and "Remove access" (confirmed). */
export function ConnectedAppsCard() {
  const { t } = useTranslation('security');
  const apps = useConnectedApps();
  const remove = useRemoveConnectedApp();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const [error, setError] = useState<string>();
  const list = apps.data?.data ?? [];
  const confirmRemove = (clientId: string, name: string) =>
    dialogs.open({
      title: t('connectedApps.removeTitle', { name }),
      body: t('connectedApps.removeText', { name }),
      actions: [
        { label: t('cancel') },
        {
          label: t('connectedApps.remove'),
          primary: true,
          onClick: async () => {
            setError(undefined);
            try {
              await remove.mutateAsync(clientId);
              snackbar.show(t('connectedApps.removed', { name }), 'success');
            } catch (failure) {
              setError((failure as Error).message);
            }
          },
        },
      ],
    });
  return (
    <SectionCard title={t('connectedApps.title')} intro={t('connectedApps.intro')}>
      {apps.isPending && <CenteredSpinner />}
      {apps.error && <Alert severity="error">{apps.error.message}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {apps.isSuccess && list.length === 0 && <Typography>{t('connectedApps.none')}</Typography>}
      {list.length > 0 && (
        <List disablePadding aria-label={t('connectedApps.title')}>
          {list.map((app) => (
            <ConnectedAppRow
              key={app.clientId}
              app={app}
              onRemove={() => confirmRemove(app.clientId, app.clientName)}
            />
          ))}
        </List>
      )}
    </SectionCard>
  );
}
