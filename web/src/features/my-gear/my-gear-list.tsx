import {
  DEFAULT_MY_GEAR_SORT,
  MY_GEAR_SORT_METHODS,
  type MyGearSortMethod,
  type RegisteredProductResponse,
} from '@backstage/domain';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisteredProducts } from '@/lib/api/get-registered-products';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';
import { useDialogs } from '@/lib/ui/dialogs';
import { CenteredSpinner } from '@/lib/ui/progress';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useUnregisterProduct } from './api/unregister-product';
import { RegisteredProductGrid } from './registered-product-grid';
import { forgetSurvey } from './surveys/survey-prompts';
import { useDueSurvey } from './surveys/use-due-survey';
import { UnregisteredSuggestions } from './unregistered-suggestions';
import { usePendingRegistrationPrompt } from './use-pending-registration-prompt';
import { useUnregisteredSuggestions } from './use-unregistered-suggestions';

// The dialogs load when one opens: most visits open neither (issue #14, signed-in routes ≤ 260 KiB).
const EditRegistrationDialog = lazy(() =>
  import('./edit-registration-dialog').then((m) => ({ default: m.EditRegistrationDialog })),
);
const SurveyDialog = lazy(() => import('./surveys/survey-dialog').then((m) => ({ default: m.SurveyDialog })));

const storedSort = (): MyGearSortMethod => {
  const value = readStored(STORAGE_KEYS.myGearSort);
  return MY_GEAR_SORT_METHODS.includes(value as MyGearSortMethod)
    ? (value as MyGearSortMethod)
    : DEFAULT_MY_GEAR_SORT;
};

/** My Gear: the registered products in one of the four sort orders of docs/product.md#my-gear-list. */
export function MyGearList({ onRegister }: { onRegister(): void }) {
  const { t } = useTranslation('myGear');
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const unregisterProduct = useUnregisterProduct();
  const [sort, setSort] = useState(storedSort);
  const [editing, setEditing] = useState<RegisteredProductResponse>();
  const list = useRegisteredProducts(sort);
  const due = useDueSurvey(list.data);
  const suggestions = useUnregisteredSuggestions(list.data);
  // One dialog at a time: the survey of a new registration first, then the pending-registration prompt.
  usePendingRegistrationPrompt(due.registration ? undefined : list.data, setEditing);

  const confirmUnregister = (registration: RegisteredProductResponse) =>
    dialogs.open({
      title: t('unregister.title', { name: registration.product.name }),
      body: t('unregister.body'),
      actions: [
        { label: t('unregister.keep') },
        {
          label: t('unregister.confirm'),
          primary: true,
          onClick: async () => {
            try {
              await unregisterProduct.mutateAsync(registration.id);
              forgetSurvey(registration.id);
              snackbar.show(t('unregister.done', { name: registration.product.name }), 'success');
            } catch (error) {
              snackbar.show((error as Error).message, 'error');
            }
          },
        },
      ],
    });

  if (list.isPending) return <CenteredSpinner />;
  if (list.error) return <Alert severity="error">{list.error.message}</Alert>;
  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}
      >
        <Typography>{t('list.count', { count: list.data.length })}</Typography>
        <TextField
          select
          size="small"
          label={t('list.sort')}
          value={sort}
          onChange={(event) => {
            const next = event.target.value as MyGearSortMethod;
            setSort(next);
            writeStored(STORAGE_KEYS.myGearSort, next);
          }}
          sx={{ minWidth: 220 }}
        >
          {MY_GEAR_SORT_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {t(`sort.${method}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.data.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('list.empty')}</Typography>
          <Button variant="contained" onClick={onRegister}>
            {t('register.title')}
          </Button>
        </Stack>
      ) : (
        <RegisteredProductGrid
          key={sort}
          registrations={list.data}
          onEdit={setEditing}
          onUnregister={confirmUnregister}
        />
      )}
      <UnregisteredSuggestions suggestions={suggestions} />
      <Suspense fallback={null}>
        {due.registration && due.survey && (
          <SurveyDialog
            key={due.registration.id}
            survey={due.survey}
            registeredProductId={due.registration.id}
            productName={due.registration.product.name}
            onLater={due.putOff}
            onSent={due.sent}
          />
        )}
        {editing && <EditRegistrationDialog registration={editing} onClose={() => setEditing(undefined)} />}
      </Suspense>
    </Stack>
  );
}
