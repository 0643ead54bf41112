import { RCM_SUCCESS_CODE } from './constants';

/**
 * The maker's mobile app opens RegisterByApp, MigrationByApp and MembershipsRCM in a web view or the system
 * browser (docs/product.md#app-client-screens, docs/decisions/042-app-client-screens-homes-and-tools.md,
 * docs/decisions/043-memberships-for-the-app-client.md). On their end screen the member goes back to the app by
 * this deep link, which the app registers; nothing from the address bar decides where it leads (no open
 * redirect), and it carries no personal data.
 */
export const APP_DEEP_LINK = 'rolandbackstage://backstage';

/**
 * The flows that end in the app: sign-up and reactivation (RegisterByApp, MigrationByApp), an address that
 * already has an account (sent back to sign in there), and a membership bought or started (MembershipsRCM).
 */
export const APP_FLOWS = ['signup', 'migration', 'exists', 'membership'] as const;
export type AppFlow = (typeof APP_FLOWS)[number];

/**
 * The deep link back to the app after a flow: the app signs the member in itself. A membership also carries
 * the gateway's success code (docs/product.md#cloud-plans), the same the app reads from the gateway's answers.
 */
export function appReturnUrl(flow: AppFlow): string {
  const query = new URLSearchParams({ done: flow });
  if (flow === 'membership') query.set('code', RCM_SUCCESS_CODE);
  return `${APP_DEEP_LINK}?${query}`;
}

/**
 * The query by which the app opens a screen that is also the portal's (MembershipsRCM at `/cloud/memberships`):
 * `?client=app` shows it in app chrome and keeps the flag through sign-in and checkout (ADR 043).
 */
export const APP_CLIENT_PARAM = 'client';
export const APP_CLIENT_VALUE = 'app';

/** Whether a query (`?client=app&…`) asks for the app client's view. */
export function isAppClient(search: string | URLSearchParams): boolean {
  return new URLSearchParams(search).get(APP_CLIENT_PARAM) === APP_CLIENT_VALUE;
}

/** A local path (which may have a query of its own) in the app client's view; unchanged when `appClient` is false. */
export function forAppClient(path: string, appClient = true): string {
  if (!appClient) return path;
  const [base = '', query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(APP_CLIENT_PARAM, APP_CLIENT_VALUE);
  return `${base}?${params}`;
}
