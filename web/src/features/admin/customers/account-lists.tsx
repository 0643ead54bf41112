import type { AccountViewResponse } from '@backstage/domain';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/lib/ui/use-date-time';
import { FactList } from './fact-list';

const joined = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

/** The account's recent sign-ins, sessions, passkeys, products, tickets, subscriptions and orders. */
export function AccountLists({ view }: { view: AccountViewResponse }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const date = (iso: string | null) => (iso ? dateTime(iso) : '—');
  return (
    <Stack spacing={3}>
      <FactList
        title={t('account.signIns')}
        rows={view.signIns.map((event, i) => ({
          key: `${event.at} ${i}`,
          primary: joined(t(`signInKinds.${event.kind}`, { defaultValue: event.kind }), dateTime(event.at)),
          secondary: joined(event.client, event.device, event.browser, event.country),
        }))}
      />
      <FactList
        title={t('account.sessions')}
        rows={view.sessions.map((session) => ({
          key: session.id,
          primary: joined(session.client, session.device, session.browser) || session.id,
          secondary: joined(session.country, t('account.since', { when: dateTime(session.created) })),
        }))}
      />
      <FactList
        title={t('account.passkeyList')}
        rows={view.passkeys.map((passkey) => ({
          key: passkey.id,
          primary: passkey.name,
          secondary: joined(t('account.since', { when: dateTime(passkey.created) })),
        }))}
      />
      <FactList
        title={t('account.products')}
        rows={view.registeredProducts.map((product) => ({
          key: String(product.id),
          primary: joined(product.productName, product.serial),
          secondary: joined(
            t(`warranty.${product.warranty.status}`, { defaultValue: product.warranty.status }),
            product.warranty.endsOn && t('account.warranty', { until: product.warranty.endsOn }),
            product.openTransfer &&
              t('account.openTransfer', {
                to: product.openTransfer.recipientEmail,
                since: date(product.openTransfer.created),
              }),
          ),
        }))}
      />
      <FactList
        title={t('account.tickets')}
        rows={view.tickets.map((ticket) => ({
          key: String(ticket.id),
          primary: `#${ticket.id} ${ticket.subject}`,
          secondary: joined(ticket.status, dateTime(ticket.created)),
        }))}
      />
      <FactList
        title={t('account.subscriptions')}
        rows={view.subscriptions.map((subscription) => ({
          key: subscription.id,
          primary: subscription.plan,
          secondary: joined(
            subscription.status,
            dateTime(subscription.created),
            subscription.endsAt && date(subscription.endsAt),
          ),
        }))}
      />
      <FactList
        title={t('account.orders')}
        rows={view.orders.map((order) => ({
          key: order.id,
          primary: joined(order.description, `${order.amount} ${order.currency}`),
          secondary: joined(order.status, dateTime(order.created)),
        }))}
      />
    </Stack>
  );
}
