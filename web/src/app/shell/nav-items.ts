import type { RouteName } from '@backstage/domain';

/** A navigation entry: a route with a built screen, its label key and path. */
export interface NavItem {
  route: RouteName;
  labelKey: string;
  path: string;
  /** A shorter label where space is scarce (the phone's bottom bar). */
  shortLabelKey?: string;
}

// Only screens that exist are linked; later issues add Support here.
export const VISITOR_NAV: NavItem[] = [
  { route: 'HomeLogin', labelKey: 'nav.home', path: '/' },
  { route: 'Tools', labelKey: 'nav.tools', path: '/tools' },
  { route: 'Privacy', labelKey: 'nav.privacy', path: '/privacy' },
  { route: 'Policies', labelKey: 'nav.terms', path: '/policies' },
];

export const SIGNED_IN_NAV: NavItem[] = [
  { route: 'Home', labelKey: 'nav.home', path: '/' },
  { route: 'MyGear', labelKey: 'nav.myGear', path: '/mygear' },
  { route: 'MyFeed', labelKey: 'nav.myFeed', path: '/myfeed' },
  { route: 'Tools', labelKey: 'nav.tools', path: '/tools' },
  { route: 'Homes', labelKey: 'nav.homes', path: '/homes' },
  {
    route: 'AccountSettings',
    labelKey: 'nav.settings',
    shortLabelKey: 'nav.settingsShort',
    path: '/settings',
  },
  { route: 'Logout', labelKey: 'nav.signOut', path: '/logout' },
];

const MENU_ONLY: readonly RouteName[] = ['Logout', 'Tools', 'Homes'];
/**
 * The phone's bottom bar: the signed-in main destinations (docs/product.md#shell); signing out, Tools and Homes
 * stay in the menu.
 */
export const BOTTOM_NAV: NavItem[] = SIGNED_IN_NAV.filter((item) => !MENU_ONLY.includes(item.route));
