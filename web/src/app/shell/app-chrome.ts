import type { RouteName } from '@backstage/domain';

// The app client's screens (docs/product.md#app-client-screens): the wordmark without a link, no menu and a
// footer without links. RegisterByApp and MigrationByApp always; the sign-in, the memberships (MembershipsRCM,
// ADR 043) and ThankYou only when the maker's app opened them with `?client=app`.
const ALWAYS: readonly RouteName[] = ['RegisterByApp', 'MigrationByApp'];
const WHEN_THE_APP_OPENED_IT: readonly RouteName[] = ['HomeLogin', 'MembershipsRCM', 'ThankYou'];

/** Whether the screen of `route` is drawn in the app client's chrome; `appClient`: the address has `?client=app`. */
export function inAppChrome(route: RouteName, appClient: boolean): boolean {
  return ALWAYS.includes(route) || (appClient && WHEN_THE_APP_OPENED_IT.includes(route));
}
