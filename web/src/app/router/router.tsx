import { APP_SUPPORT_PAGES, routeByName } from '@backstage/domain';
import { BrowserRouter, HashRouter, Navigate, type RouteObject, useParams, useRoutes } from 'react-router';
import type { PublicConfig } from '@/lib/public-config';
import { useSignedIn } from '@/lib/use-signed-in';
import { GuardedLayout } from './guarded-layout';
import {
  AccountDetailsPage,
  AccountSettingsPage,
  AdminPage,
  AppSupportPage,
  CheckInPage,
  CloudContactPage,
  CloudFaqPage,
  CloudHomePage,
  ContactUsPage,
  DeleteAccountPage,
  EmailChangePage,
  EntitlementKeyPage,
  EulaOtaPage,
  GearTransferPage,
  HelpCentrePage,
  HomeLoginPage,
  HomePage,
  HomesPage,
  LogoutPage,
  MaintenancePage,
  MembershipsPage,
  MyFeedPage,
  MyGearPage,
  NotFoundPage,
  OAuth2ConsentPage,
  OAuth2LogoutPage,
  OAuth2RedirectPage,
  PassLoginPage,
  PoliciesPage,
  PrivacyPage,
  ProductSurvey1Page,
  ProductSurvey2Page,
  ProductsPage,
  QrLandingPage,
  QuestionnairePage,
  RegistrationPage,
  ResetPasswordPage,
  SecurityAlertPage,
  SupportPage,
  ThankYouKeyPage,
  ThankYouPage,
  ToolsPage,
} from './screens';

/**
 * '/' is Home when signed in and the home before login otherwise (docs/product.md#routes). It follows the sign-in state
 * itself: signing in on '/' navigates to '/' again, which leaves this route's element as it was.
 */
function RootPage() {
  return useSignedIn() ? <HomePage /> : <HomeLoginPage />;
}

/** `/help-desk/{id}` → `/admin/help-desk/{id}`. */
function HelpDeskMoved() {
  const { ticketId } = useParams();
  return <Navigate to={`/admin/help-desk${ticketId ? `/${ticketId}` : ''}`} replace />;
}

// Screens built so far; the domain route table names the rest, which later issues add here. The build's
// prerender (docs/decisions/046-prerendered-public-pages.md) renders the same table.
export const appRoutes: RouteObject[] = [
  {
    element: <GuardedLayout />,
    children: [
      { index: true, element: <RootPage /> },
      // With ?client=app (ADR 043) the sign-in alone, in app chrome, for a purchase started in MembershipsRCM.
      { path: 'login', element: <HomeLoginPage /> },
      ...['signup-login', 'signup', 'migration', 'activation'].map((path) => ({
        path,
        element: <RegistrationPage />,
      })),
      // The app client's registration and reactivation: app chrome, ending on the way back to the app
      // (docs/product.md#app-client-screens).
      ...['app/signup', 'app/migration'].map((path) => ({
        path,
        element: <RegistrationPage byApp />,
      })),
      { path: 'homes', element: <HomesPage /> },
      { path: 'tools', element: <ToolsPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'email-change', element: <EmailChangePage /> },
      { path: 'security-alert', element: <SecurityAlertPage /> },
      { path: 'delete-account', element: <DeleteAccountPage /> },
      { path: 'oauth2/redirect', element: <OAuth2RedirectPage /> },
      { path: 'oauth2/logout', element: <OAuth2LogoutPage /> },
      { path: 'oauth2/consent', element: <OAuth2ConsentPage /> },
      { path: 'settings/:tab?', element: <AccountSettingsPage /> },
      { path: 'mygear/:tab?', element: <MyGearPage /> },
      { path: 'gear-transfer/:id', element: <GearTransferPage /> },
      { path: 'myfeed/:tab?', element: <MyFeedPage /> },
      { path: 'support/:tab?', element: <SupportPage /> },
      { path: 'contact-us', element: <ContactUsPage /> },
      ...APP_SUPPORT_PAGES.map((app) => ({
        path: routeByName(app.route).path.slice(1),
        element: <AppSupportPage app={app} />,
      })),
      { path: 'hc/login', element: <HelpCentrePage /> },
      // The help desk's first address opens it in the staff console (docs/product.md#help-desk).
      { path: 'help-desk/:ticketId?', element: <HelpDeskMoved /> },
      { path: 'admin/:section?/:id?', element: <AdminPage /> },
      { path: 'pass-login', element: <PassLoginPage /> },
      { path: 'check-in', element: <CheckInPage /> },
      { path: 'products/:slug/:tab?', element: <ProductsPage /> },
      { path: 'questionnaire/:id', element: <QuestionnairePage /> },
      { path: 'product-survey-1', element: <ProductSurvey1Page /> },
      { path: 'product-survey-2', element: <ProductSurvey2Page /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'eula/ota', element: <EulaOtaPage /> },
      { path: 'qr', element: <QrLandingPage /> },
      { path: 'policies', element: <PoliciesPage /> },
      { path: 'maintenance', element: <MaintenancePage /> },
      { path: 'cloud', element: <CloudHomePage /> },
      // Memberships, and MembershipsRCM when the app opens it with ?client=app (docs/product.md#app-client-screens).
      { path: 'cloud/memberships', element: <MembershipsPage /> },
      { path: 'cloud/account/:tab?', element: <AccountDetailsPage /> },
      { path: 'cloud/entitlement-key', element: <EntitlementKeyPage /> },
      { path: 'thank-you', element: <ThankYouPage /> },
      { path: 'thank-you-key', element: <ThankYouKeyPage /> },
      // ContactUs at its Roland Cloud path (docs/product.md#cloud-contact); '/contact-us' is the support area's.
      { path: 'cloud/contact-us', element: <CloudContactPage /> },
      { path: 'cloud/faq', element: <CloudFaqPage /> },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The screen of `appRoutes` at the router's address. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * History or hash routing under /backstage, as configured. React Router's declarative mode: the app loads no data
 * through the router, and its data router would weigh on every page for nothing (docs/decisions/072-*.md).
 */
export function AppRouter({ mode }: { mode: PublicConfig['routerMode'] }) {
  return mode === 'hash' ? (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  ) : (
    <BrowserRouter basename="/backstage">
      <AppRoutes />
    </BrowserRouter>
  );
}
