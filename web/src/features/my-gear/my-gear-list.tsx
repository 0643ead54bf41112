import type { RegisteredProductResponse } from '@backstage/domain';
import { DEFAULT_MY_GEAR_SORT } from '@backstage/domain';
import { Button, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisteredProducts } from '@/lib/api/get-registered-products';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';
import { useDialogs } from '@/lib/ui/dialogs';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useUnregisterProduct } from './api/unregister-product';
import { RegisteredProductGrid } from './registered-product-grid';
import { forgetSurvey } from './surveys/survey-prompts';
import { useDueSurvey } from './surveys/use-due-survey';
import { useGearTransfers } from './transfers/api/get-gear-transfers';
import { useCloseTransferAction } from './transfers/use-close-transfer-action';
import { UnregisteredSuggestions } from './unregistered-suggestions';
import { usePendingRegistrationPrompt } from './use-pending-registration-prompt';
import { useUnregisteredSuggestions } from './use-unregistered-suggestions';
import { apiOrderOf, GEAR_ORDERS, type GearOrder, visibleGear } from './visible-gear';

// The dialogs load when one opens: most visits open neither (issue #14, signed-in routes ≤ 260 KiB).
const EditRegistrationDialog = lazy(() =>
  import('./edit-registration-dialog').then((m) => ({ default: m.EditRegistrationDialog })),
);
const SurveyDialog = lazy(() => import('./surveys/survey-dialog').then((m) => ({ default: m.SurveyDialog })));
const HandOnDialog = lazy(() =>
  import('./transfers/hand-on-dialog').then((m) => ({ default: m.HandOnDialog })),
);
// Most visits have no open transfer: the section loads when there is one (issue #27).
const TransfersSection = lazy(() =>
  import('./transfers/transfers-section').then((m) => ({ default: m.TransfersSection })),
);

const storedSort = (): GearOrder => {
  const value = readStored(STORAGE_KEYS.myGearSort);
  return GEAR_ORDERS.includes(value as GearOrder) ? (value as GearOrder) : DEFAULT_MY_GEAR_SORT;
};

/** My Gear: the registered products in one of the four sort orders of docs/product.md#my-gear-list. */
export function MyGearList({ onRegister }: { onRegister(): void }) {
  const { t } = useTranslation('myGear');
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const unregisterProduct = useUnregisterProduct();
  const closeTransfer = useCloseTransferAction();
  const [sort, setSort] = useState(storedSort);
  const [onlyInWarranty, setOnlyInWarranty] = useState(false);
  const [editing, setEditing] = useState<RegisteredProductResponse>();
  const [handingOn, setHandingOn] = useState<RegisteredProductResponse>();
  const list = useRegisteredProducts(apiOrderOf(sort));
  const transfers = useGearTransfers();
  const shown = useMemo(
    () => visibleGear(list.data ?? [], sort, onlyInWarranty),
    [list.data, sort, onlyInWarranty],
  );
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
  if (list.error) return <QueryError error={list.error} onRetry={() => list.refetch()} />;
  return (
    <Stack spacing={3}>
      {/* Open transfers first: an offered product waits for an answer (docs/product.md#gear-transfer). */}
      {!!transfers.data?.length && (
        <Suspense fallback={null}>
          <TransfersSection transfers={transfers.data} />
        </Suspense>
      )}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}
      >
        <Typography>{t('list.count', { count: list.data.length })}</Typography>
        <FormControlLabel
          control={
            <Switch checked={onlyInWarranty} onChange={(event) => setOnlyInWarranty(event.target.checked)} />
          }
          label={t('list.inWarrantyOnly')}
        />
        <TextField
          select
          size="small"
          label={t('list.sort')}
          value={sort}
          onChange={(event) => {
            const next = event.target.value as GearOrder;
            setSort(next);
            writeStored(STORAGE_KEYS.myGearSort, next);
          }}
          sx={{ minWidth: 220 }}
        >
          {GEAR_ORDERS.map((method) => (
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
      ) : shown.length === 0 ? (
        <Typography>{t('list.noneInWarranty')}</Typography>
      ) : (
        <RegisteredProductGrid
          key={`${sort}-${onlyInWarranty}`}
          registrations={shown}
          transfers={transfers.data}
          onEdit={setEditing}
          onUnregister={confirmUnregister}
          onHandOn={setHandingOn}
          onCancelTransfer={closeTransfer.run}
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
        {handingOn && <HandOnDialog registration={handingOn} onClose={() => setHandingOn(undefined)} />}
      </Suspense>
    </Stack>
  );
}
