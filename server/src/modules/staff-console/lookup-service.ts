import {
  type AccountViewResponse,
  STAFF_SEARCH_PAGE,
  type StaffUserSearchResponse,
  SUBSCRIPTION_STATUS,
  SUBSCRIPTION_TYPE,
} from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { signInLockEnd } from '../security-centre';
import { warrantyCalculator } from '../warranty';
import {
  customerOrders,
  customerPasskeys,
  customerSubscriptions,
  customerTickets,
  customerUnits,
  findCustomer,
  recentSignIns,
} from './account-view-repo';
import {
  type FoundUserRow,
  usersByEmailPrefix,
  usersByName,
  usersBySerial,
  usersByTicket,
} from './lookup-repo';
import { customerSessions } from './sessions-bridge';

const nameOf = <T extends Record<string, number>>(values: T, value: number) =>
  Object.entries(values).find(([, v]) => v === value)?.[0] ?? String(value);

/**
 * Locked while wrong passwords or wrong two-step codes keep the account from signing in, until the later of
 * the two ends (docs/product.md#account-view); else activated or not.
 */
async function stateOf(deps: Deps, row: Pick<FoundUserRow, 'id' | 'email' | 'status'>) {
  const lockedUntil = await signInLockEnd(deps, row);
  if (lockedUntil) return { status: 'locked' as const, lockedUntil };
  return { status: row.status === 'active' ? ('active' as const) : ('unactivated' as const), lockedUntil };
}

const encodeCursor = (email: string) => Buffer.from(email, 'utf8').toString('base64url');
const decodeCursor = (cursor: string | undefined) => {
  if (!cursor) return '';
  const email = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!email || email.length > 254) throw new AppError('INVALID_PARAMETERS');
  return email;
};

/**
 * `GET admin/users?query=` (docs/product.md#customer-lookup): an address or its start; without an @ also a
 * name's start (first, last, or `first last`), a serial code, and for digits a ticket number. By address, 20 a page.
 */
export async function searchCustomers(
  deps: Deps,
  query: string,
  cursor: string | undefined,
): Promise<StaffUserSearchResponse> {
  const after = decodeCursor(cursor);
  const limit = STAFF_SEARCH_PAGE + 1;
  const searches: Promise<FoundUserRow[]>[] = [];
  const oneWord = !/\s/.test(query);
  if (oneWord) searches.push(usersByEmailPrefix(deps.db, query, after, limit));
  if (!query.includes('@')) {
    if (/^\d{1,9}$/.test(query)) searches.push(usersByTicket(deps.db, Number(query), after, limit));
    if (!/^\d+$/.test(query)) searches.push(usersByName(deps.db, query, after, limit));
    if (oneWord && query.length <= 40) searches.push(usersBySerial(deps.db, query, after, limit));
  }
  const found = new Map<string, FoundUserRow>();
  for (const rows of await Promise.all(searches)) for (const row of rows) found.set(row.id, row);
  const sorted = [...found.values()].sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  const page = sorted.slice(0, STAFF_SEARCH_PAGE);
  const data = await Promise.all(
    page.map(async (row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      state: (await stateOf(deps, row)).status,
    })),
  );
  const next = sorted.length > STAFF_SEARCH_PAGE ? encodeCursor(page[page.length - 1]!.email) : null;
  return { data, next };
}

/** `GET admin/users/{id}`: the account view support acts from (docs/product.md#account-view). */
export async function accountView(deps: Deps, userId: string): Promise<AccountViewResponse> {
  const customer = await findCustomer(deps.db, userId);
  if (!customer) throw new AppError('STAFF_USER_NOT_FOUND');
  const [signIns, passkeys, units, tickets, subscriptions, orders, sessions, warranty, state] =
    await Promise.all([
      recentSignIns(deps.db, userId),
      customerPasskeys(deps.db, userId),
      customerUnits(deps.db, userId),
      customerTickets(deps.db, userId),
      customerSubscriptions(deps.db, userId),
      customerOrders(deps.db, userId),
      customerSessions(deps, userId),
      warrantyCalculator(deps),
      stateOf(deps, customer),
    ]);
  const iso = (date: Date) => new Date(date).toISOString();
  return {
    profile: {
      id: customer.id,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      cultureCode: customer.cultureCode,
      country: customer.country,
      brand: customer.brand,
      created: iso(customer.created),
    },
    state: {
      status: state.status,
      lockedUntil: state.lockedUntil?.toISOString() ?? null,
      twoStep: customer.twoStep,
      passkeys: passkeys.length,
    },
    signIns: signIns.map((row) => ({ ...row, at: iso(row.at) })),
    sessions,
    passkeys: passkeys.map((row) => ({
      id: row.id,
      name: row.name,
      created: iso(row.created),
      lastUsed: row.lastUsed ? iso(row.lastUsed) : null,
    })),
    registeredProducts: units.map((unit) => {
      const cover = warranty.of({
        brand: unit.brand,
        categoryId: unit.categoryId,
        purchaseDate: unit.purchaseDate,
        registeredAt: unit.createDate,
      });
      return {
        id: unit.id,
        productName: unit.productName,
        serial: unit.serial,
        status: unit.status,
        purchaseDate: unit.purchaseDate,
        warranty: { status: cover.status, endsOn: cover.endsOn },
        openTransfer: unit.transferId
          ? {
              id: unit.transferId,
              recipientEmail: unit.recipientEmail!,
              created: iso(unit.transferCreated!),
              expiresAt: iso(unit.transferExpires!),
            }
          : null,
      };
    }),
    tickets: tickets.map((row) => ({ ...row, created: iso(row.created) })),
    subscriptions: subscriptions.map((row) => ({
      id: row.id,
      plan: row.offerId ?? nameOf(SUBSCRIPTION_TYPE, row.type),
      status: nameOf(SUBSCRIPTION_STATUS, row.status),
      created: iso(row.created),
      endsAt: row.endsAt ? iso(row.endsAt) : null,
    })),
    orders: orders.map((row) => ({
      id: row.id,
      kind: row.kind,
      description: row.description,
      amount: (row.amountCents / 100).toFixed(2),
      currency: row.currency,
      status: row.status,
      created: iso(row.created),
    })),
  };
}
