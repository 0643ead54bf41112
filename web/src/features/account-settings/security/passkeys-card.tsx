import { MAX_PASSKEYS, type PasskeyResponse } from '@backstage/domain';
import { Alert, Button, List, Typography } from '@mui/material';
import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { useReauth } from '@/lib/reauth/use-reauth';
import { useDialogs } from '@/lib/ui/dialogs';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { SectionCard } from '@/lib/ui/section-card';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useAddPasskey } from './api/add-passkey';
import { useCreatePasskey } from './api/create-passkey';
import { usePasskeys } from './api/get-passkeys';
import { useRemovePasskey } from './api/remove-passkey';
import { useRenamePasskey } from './api/rename-passkey';
import { PasskeyNameDialog } from './passkey-name-dialog';
import { PasskeyRow } from './passkey-row';

const supportsWebAuthn = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * Passkeys (docs/product.md#passkeys): "Add a passkey" opens the browser's prompt, then the new passkey is
 * named; each can be renamed or removed (after a confirmation).
 */
export function PasskeysCard() {
  const { t } = useTranslation('security');
  const passkeys = usePasskeys();
  const create = useCreatePasskey();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const reauth = useReauth();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<RegistrationResponseJSON>();
  const [renaming, setRenaming] = useState<PasskeyResponse>();
  const list = passkeys.data?.data ?? [];

  // The browser's refusals (prompt dismissed, or this authenticator holds one already) and the server's, in
  // the interface language.
  const messageOf = (failure: Error) => {
    if (failure.name === 'NotAllowedError' || failure.name === 'AbortError') return t('passkeys.cancelled');
    if (failure.name === 'InvalidStateError') return t('passkeys.alreadyAdded');
    const code = failure instanceof ApiRequestError ? failure.code : undefined;
    if (code === 'PASSKEY_NOT_ADDED') return t('passkeys.notAdded');
    if (code === 'PASSKEY_CHALLENGE_EXPIRED') return t('passkeys.expired');
    if (code === 'PASSKEY_ALREADY_ADDED') return t('passkeys.alreadyAdded');
    if (code === 'PASSKEY_LIMIT_REACHED') return t('passkeys.limit', { max: MAX_PASSKEYS });
    return failure.message;
  };
  const startAdding = () => {
    setError(undefined);
    // Adding needs a recent re-authentication (docs/product.md#re-authentication): asked before the prompt.
    reauth.withReauth(() => create.mutateAsync()).then(setCreated, (failure) => setError(messageOf(failure)));
  };
  const save = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      snackbar.show(done, 'success');
      return undefined;
    } catch (failure) {
      return messageOf(failure as Error);
    }
  };
  const confirmRemove = (passkey: PasskeyResponse) =>
    dialogs.open({
      title: t('passkeys.removeTitle'),
      body: t('passkeys.removeText', { name: passkey.name }),
      actions: [
        { label: t('cancel') },
        {
          label: t('passkeys.remove'),
          primary: true,
          onClick: async () => {
            // Removing needs a recent re-authentication (docs/product.md#re-authentication).
            const work = () => reauth.withReauth(() => remove.mutateAsync(passkey.id));
            setError(await save(work, t('passkeys.removed')));
          },
        },
      ],
    });

  return (
    <SectionCard title={t('passkeys.title')} intro={t('passkeys.intro')}>
      {passkeys.isPending && <CenteredSpinner />}
      {passkeys.error && <QueryError error={passkeys.error} onRetry={() => passkeys.refetch()} />}
      {error && <Alert severity="error">{error}</Alert>}
      {passkeys.data && list.length === 0 && <Typography>{t('passkeys.none')}</Typography>}
      {list.length > 0 && (
        <List disablePadding aria-label={t('passkeys.title')}>
          {list.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRename={() => setRenaming(passkey)}
              onRemove={() => confirmRemove(passkey)}
            />
          ))}
        </List>
      )}
      {supportsWebAuthn() ? (
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          disabled={create.isPending || !passkeys.data}
          onClick={startAdding}
        >
          {t('passkeys.add')}
        </Button>
      ) : (
        <Typography color="text.secondary">{t('passkeys.unsupported')}</Typography>
      )}
      {created && (
        <PasskeyNameDialog
          title={t('passkeys.nameTitle')}
          initialName=""
          saveLabel={t('passkeys.save')}
          saved={t('passkeys.added')}
          onSave={(name) => reauth.withReauth(() => add.mutateAsync({ name, response: created }))}
          messageOf={messageOf}
          onClose={() => setCreated(undefined)}
        />
      )}
      {renaming && (
        <PasskeyNameDialog
          title={t('passkeys.renameTitle')}
          initialName={renaming.name}
          saveLabel={t('passkeys.save')}
          saved={t('passkeys.renamed')}
          onSave={(name) => rename.mutateAsync({ id: renaming.id, name })}
          messageOf={messageOf}
          onClose={() => setRenaming(undefined)}
        />
      )}
      {reauth.dialog}
    </SectionCard>
  );
}
