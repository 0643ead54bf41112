import type { RouteName } from '@backstage/domain';

/** A navigation entry: a route with a built screen, its label key and path. */
export interface NavItem {
  route: RouteName;
  labelKey: string;
  path: string;
}

// Only screens that exist are linked; later issues add My Feed and Support here.
export const VISITOR_NAV: NavItem[] = [
  { route: 'HomeLogin', labelKey: 'nav.home', path: '/' },
  { route: 'Privacy', labelKey: 'nav.privacy', path: '/privacy' },
  { route: 'Policies', labelKey: 'nav.terms', path: '/policies' },
];

export const SIGNED_IN_NAV: NavItem[] = [
  { route: 'Home', labelKey: 'nav.home', path: '/' },
  { route: 'MyGear', labelKey: 'nav.myGear', path: '/mygear' },
  { route: 'AccountSettings', labelKey: 'nav.settings', path: '/settings' },
  { route: 'Logout', labelKey: 'nav.signOut', path: '/logout' },
];
