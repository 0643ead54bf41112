import type { GearTransferResponse } from '@backstage/domain';
import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatDay } from '../use-format-day';
import { useCloseTransferAction } from './use-close-transfer-action';

/**
 * My Gear's "Transfers" (docs/product.md#gear-transfer): the open transfers the user sends (cancel) and is
 * offered (see and accept, or decline); absent when there are none.
 */
export function TransfersSection({ transfers }: { transfers: readonly GearTransferResponse[] }) {
  const { t } = useTranslation('myGear');
  if (transfers.length === 0) return null;
  const outgoing = transfers.filter((x) => x.direction === 'outgoing');
  const incoming = transfers.filter((x) => x.direction === 'incoming');
  return (
    <Stack component="section" aria-labelledby="transfers-title" spacing={2}>
      <Typography id="transfers-title" variant="h2">
        {t('transfers.title')}
      </Typography>
      {incoming.length > 0 && <TransferList heading={t('transfers.incoming')} transfers={incoming} />}
      {outgoing.length > 0 && <TransferList heading={t('transfers.outgoing')} transfers={outgoing} />}
    </Stack>
  );
}

function TransferList({
  heading,
  transfers,
}: {
  heading: string;
  transfers: readonly GearTransferResponse[];
}) {
  return (
    <Stack spacing={1}>
      <Typography variant="h3" component="h3">
        {heading}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={heading}>
        {transfers.map((transfer) => (
          <li key={transfer.id}>
            <TransferCard transfer={transfer} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function TransferCard({ transfer }: { transfer: GearTransferResponse }) {
  const { t } = useTranslation('myGear');
  const day = useFormatDay();
  const close = useCloseTransferAction();
  const name = transfer.product.name;
  const until = day(transfer.expiresOn);
  const outgoing = transfer.direction === 'outgoing';
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography sx={{ fontWeight: 600 }}>
          {transfer.serialCode ? `${name} (${transfer.serialCode})` : name}
        </Typography>
        <Typography color="text.secondary">
          {outgoing
            ? t('transfers.to', { email: transfer.recipientEmail, date: until })
            : t('transfers.from', { name: transfer.fromFirstName, date: until })}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        {!outgoing && (
          <Button
            component={RouterLink}
            to={`/gear-transfer/${transfer.id}`}
            variant="contained"
            aria-label={t('transfers.openFor', { name })}
          >
            {t('transfers.open')}
          </Button>
        )}
        <Button
          onClick={() => close.run(transfer)}
          disabled={close.pending}
          aria-label={t(outgoing ? 'transfer.cancelFor' : 'transfers.declineFor', { name })}
        >
          {t(outgoing ? 'transfer.cancel' : 'accept.decline')}
        </Button>
      </CardActions>
    </Card>
  );
}
