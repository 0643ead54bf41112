import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/lib/ui/use-date-time';
import type { AccountView } from '../api/types';
import { FactList } from './fact-list';

/** The account's recent sign-ins, sessions, products, tickets and subscriptions, each a titled list. */
export function AccountLists({ view }: { view: AccountView }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const date = (iso: string | null | undefined) => (iso ? dateTime(iso) : '—');
  return (
    <Stack spacing={3}>
      <FactList
        title={t('account.signIns')}
        rows={view.signIns.map((event, i) => ({
          key: String(i),
          primary: `${t(`signInKinds.${event.kind}`, { defaultValue: event.kind })} · ${date(event.time)}`,
          secondary: [event.client, event.country].filter(Boolean).join(' · '),
        }))}
      />
      <FactList
        title={t('account.sessions')}
        rows={view.sessions.map((session) => ({
          key: session.id,
          primary: [session.client, session.device].filter(Boolean).join(' · ') || session.id,
          secondary: t('account.lastSeen', { when: date(session.lastSeen) }),
        }))}
      />
      <FactList
        title={t('account.products')}
        rows={view.registeredProducts.map((product) => ({
          key: String(product.id),
          primary: `${product.productName} · ${product.serialCode}`,
          secondary: [
            t('account.warranty', { until: date(product.warrantyEnd) }),
            product.openTransfer &&
              t('account.openTransfer', {
                to: product.openTransfer.toEmail,
                since: date(product.openTransfer.createDate),
              }),
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
      <FactList
        title={t('account.tickets')}
        rows={view.tickets.map((ticket) => ({
          key: String(ticket.id),
          primary: `#${ticket.id} ${ticket.subject}`,
          secondary: `${ticket.status} · ${date(ticket.createDate)}`,
        }))}
      />
      <FactList
        title={t('account.subscriptions')}
        rows={view.subscriptions.map((subscription) => ({
          key: subscription.id,
          primary: subscription.name,
          secondary: [subscription.status, subscription.renewDate && date(subscription.renewDate)]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
    </Stack>
  );
}
