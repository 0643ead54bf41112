import type { GearTransferResponse } from '@backstage/domain';
import { Alert, Button, Card, CardContent, CardMedia, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { productImageUrl } from '@/lib/product-image';
import { useQueryParam } from '@/lib/query-params';
import { FormField } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { SubmitButton } from '@/lib/ui/submit-button';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useFormatDay } from '../use-format-day';
import { WarrantyText } from '../warranty-text';
import { useAcceptTransfer } from './api/accept-transfer';
import { useGearTransfer } from './api/get-gear-transfer';
import { useCloseTransferAction } from './use-close-transfer-action';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/gear-transfer').then((m) => m.gearTransferAcceptSchema),
);

/**
 * The acceptance screen `/gear-transfer/{id}?code=` (docs/product.md#gear-transfer): what is handed over and
 * by whom (first name only), the mailed code, Accept or Decline. Reached from the mail, also after sign-up.
 */
export default function GearTransferPage() {
  const { t } = useTranslation('myGear');
  usePageTitle(t('accept.title'));
  const { id = '' } = useParams();
  const transfer = useGearTransfer(id);
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <Typography variant="h1">{t('accept.title')}</Typography>
        {transfer.isPending ? (
          <CenteredSpinner />
        ) : transfer.error ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <QueryError error={transfer.error} severity="warning" onRetry={() => transfer.refetch()} />
            <Button component={RouterLink} to="/mygear/my_gear">
              {t('accept.toMyGear')}
            </Button>
          </Stack>
        ) : transfer.data.direction === 'outgoing' ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="info">
              {t('accept.yours', { name: transfer.data.product.name, email: transfer.data.recipientEmail })}
            </Alert>
            <Button component={RouterLink} to="/mygear/my_gear">
              {t('accept.toMyGear')}
            </Button>
          </Stack>
        ) : (
          <AcceptCard transfer={transfer.data} />
        )}
      </Stack>
    </PageContainer>
  );
}

function AcceptCard({ transfer }: { transfer: GearTransferResponse }) {
  const { t } = useTranslation('myGear');
  const day = useFormatDay();
  const navigate = useNavigate();
  const accept = useAcceptTransfer();
  const decline = useCloseTransferAction();
  const form = useForm<{ code: string }>({ resolver, defaultValues: { code: useQueryParam('code') ?? '' } });
  const name = transfer.product.name;
  const submit = useFormSubmit(form, {
    send: (payload) => accept.mutateAsync({ id: transfer.id, payload }),
    success: t('accept.accepted', { name }),
    failure: t('accept.failed'),
    onSuccess: () => navigate('/mygear/my_gear'),
  });
  const declineIt = async () => {
    if (await decline.run(transfer)) navigate('/mygear/my_gear');
  };
  const { errors, isSubmitting } = form.formState;
  return (
    <Card variant="outlined" component="section" aria-labelledby="transfer-heading">
      <CardMedia
        component="img"
        image={productImageUrl(transfer.product.slug)}
        alt=""
        sx={{ height: 180, objectFit: 'contain', bgcolor: 'action.hover' }}
      />
      <CardContent>
        <FormStack onSubmit={submit} resolver={resolver} spacing={2}>
          <Typography id="transfer-heading" variant="h2">
            {t('accept.heading', { name: transfer.fromFirstName, product: name })}
          </Typography>
          <Stack spacing={0.5}>
            <Typography color="text.secondary">{transfer.product.brand.value}</Typography>
            {transfer.serialCode && (
              <Typography>{t('list.serial', { serial: transfer.serialCode })}</Typography>
            )}
            {transfer.purchaseDate && (
              <Typography>{t('list.purchased', { date: day(transfer.purchaseDate) })}</Typography>
            )}
            <WarrantyText warranty={transfer.warranty} />
            <Typography color="text.secondary">
              {t('accept.until', { date: day(transfer.expiresOn) })}
            </Typography>
          </Stack>
          <Typography>{t('accept.what')}</Typography>
          {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
          <FormField
            form={form}
            name="code"
            label={t('accept.code')}
            helperText={t('accept.codeHelp')}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <SubmitButton pending={isSubmitting}>{t('accept.accept')}</SubmitButton>
            <Button onClick={declineIt} disabled={decline.pending}>
              {t('accept.decline')}
            </Button>
          </Stack>
        </FormStack>
      </CardContent>
    </Card>
  );
}
