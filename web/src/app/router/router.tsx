import { createBrowserRouter, createHashRouter, Navigate, type RouteObject } from 'react-router';
import { isSignedIn } from '../../lib/credentials';
import type { PublicConfig } from '../../lib/public-config';
import { GuardedLayout } from './guarded-layout';
import {
  AccountSettingsPage,
  DeleteAccountPage,
  EmailChangePage,
  HomeLoginPage,
  HomePage,
  LogoutPage,
  MaintenancePage,
  NotFoundPage,
  OAuth2LogoutPage,
  OAuth2RedirectPage,
  PoliciesPage,
  PrivacyPage,
  RegistrationPage,
  ResetPasswordPage,
} from './screens';

/** '/' is Home when signed in and the home before login otherwise (spec §2). */
function RootPage() {
  return isSignedIn() ? <HomePage /> : <HomeLoginPage />;
}

// Screens built so far; the domain route table names the rest, which later issues add here.
const routes: RouteObject[] = [
  {
    element: <GuardedLayout />,
    children: [
      { index: true, element: <RootPage /> },
      { path: 'login', element: <HomeLoginPage /> },
      ...['signup-login', 'signup', 'migration', 'activation'].map((path) => ({
        path,
        element: <RegistrationPage />,
      })),
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'email-change', element: <EmailChangePage /> },
      { path: 'delete-account', element: <DeleteAccountPage /> },
      { path: 'oauth2/redirect', element: <OAuth2RedirectPage /> },
      { path: 'oauth2/logout', element: <OAuth2LogoutPage /> },
      // Only the account part of Settings exists yet, so its tab bar waits for the profile and interests tabs.
      { path: 'settings/:tab?', element: <AccountSettingsPage />, handle: { hideTabs: true } },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'policies', element: <PoliciesPage /> },
      { path: 'maintenance', element: <MaintenancePage /> },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** History or hash routing under /backstage, as configured. */
export function createAppRouter(config: PublicConfig) {
  return config.routerMode === 'hash'
    ? createHashRouter(routes)
    : createBrowserRouter(routes, { basename: '/backstage' });
}
