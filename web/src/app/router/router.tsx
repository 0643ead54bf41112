import { createBrowserRouter, createHashRouter, Navigate, type RouteObject } from 'react-router';
import type { PublicConfig } from '../../lib/public-config';
import { GuardedLayout } from './guarded-layout';
import { HomeLoginPage, MaintenancePage, NotFoundPage, PoliciesPage, PrivacyPage } from './screens';

// Screens built so far; the domain route table names the rest, which later issues add here.
const routes: RouteObject[] = [
  {
    element: <GuardedLayout />,
    children: [
      { index: true, element: <HomeLoginPage /> },
      { path: 'login', element: <HomeLoginPage /> },
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
