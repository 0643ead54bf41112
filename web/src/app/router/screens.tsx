import { lazy } from 'react';
import { lazyScreen } from './lazy-screen';

// The home before sign-in is drawn with the app: its code is in the first screen's chunk (web/chunk-groups.ts)
// and its page is prerendered. Adopting that page must not suspend: Preact keeps only the first element of a
// suspended part of the server's HTML, and the feature cards jumped away and back (desktop CLS 0.25, ADR 051).
export { default as HomeLoginPage } from '@/features/home-login/home-login-page';

// Every other screen is its own chunk, loaded when first visited. The first pages use only the texts the app
// carries.
export const PrivacyPage = lazyScreen(() => import('@/features/privacy/privacy-page'));
export const PoliciesPage = lazyScreen(() => import('@/features/policies/policies-page'));
export const MaintenancePage = lazy(() => import('@/features/maintenance/maintenance-page'));
export const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page'));
export const HomePage = lazyScreen(() => import('@/features/home/home-page'));
export const HomesPage = lazyScreen(() => import('@/features/homes/homes-page'));
export const ToolsPage = lazyScreen(() => import('@/features/tools/tools-page'));
export const RegistrationPage = lazyScreen(() => import('@/features/registration/registration-page'));
export const ResetPasswordPage = lazyScreen(() => import('@/features/reset-password/reset-password-page'));
export const LogoutPage = lazyScreen(() => import('@/features/logout/logout-page'));
export const AccountSettingsPage = lazyScreen(
  () => import('@/features/account-settings/account-settings-page'),
);
export const EmailChangePage = lazyScreen(() => import('@/features/account-settings/email-change-page'));
export const SecurityAlertPage = lazyScreen(
  () => import('@/features/account-settings/security/security-alert-page'),
);
export const OAuth2RedirectPage = lazyScreen(() => import('@/features/oauth2/oauth2-redirect-page'));
export const OAuth2LogoutPage = lazyScreen(() => import('@/features/oauth2/oauth2-logout-page'));
export const DeleteAccountPage = lazyScreen(() => import('@/features/account-settings/delete-account-page'));
export const EulaOtaPage = lazyScreen(() => import('@/features/eula-ota/eula-ota-page'));
export const MyGearPage = lazyScreen(() => import('@/features/my-gear/my-gear-page'));
export const MyFeedPage = lazyScreen(() => import('@/features/my-feed/my-feed-page'));
export const ProductsPage = lazyScreen(() => import('@/features/products/products-page'));
export const QrLandingPage = lazyScreen(() => import('@/features/my-gear/qr-landing-page'));
const surveyPages = () => import('@/features/my-gear/surveys/product-survey-pages');
export const QuestionnairePage = lazyScreen(() =>
  surveyPages().then((m) => ({ default: m.QuestionnairePage })),
);
export const ProductSurvey1Page = lazyScreen(() =>
  surveyPages().then((m) => ({ default: m.ProductSurvey1Page })),
);
export const ProductSurvey2Page = lazyScreen(() =>
  surveyPages().then((m) => ({ default: m.ProductSurvey2Page })),
);
export const SupportPage = lazyScreen(() => import('@/features/support/support-page'));
export const ContactUsPage = lazyScreen(() => import('@/features/support/contact-us-page'));
export const AppSupportPage = lazyScreen(() => import('@/features/support/app-support-page'));
export const HelpDeskPage = lazyScreen(() => import('@/features/help-desk/help-desk-page'));
export const CheckInPage = lazyScreen(() => import('@/features/backstage-pass/check-in-page'));
export const PassLoginPage = lazyScreen(() => import('@/features/backstage-pass/pass-login-page'));
export const HelpCentrePage = lazyScreen(() => import('@/features/help-centre/help-centre-page'));
const cloud = {
  home: () => import('@/features/cloud/home/cloud-home-page'),
  memberships: () => import('@/features/cloud/memberships/memberships-page'),
  account: () => import('@/features/cloud/account/account-details-page'),
  key: () => import('@/features/cloud/entitlement/entitlement-key-page'),
  thanks: () => import('@/features/cloud/thank-you/thank-you-page'),
  thanksKey: () => import('@/features/cloud/thank-you/thank-you-key-page'),
  contact: () => import('@/features/cloud/contact/contact-page'),
  faq: () => import('@/features/cloud/faq/faq-page'),
};
export const CloudHomePage = lazyScreen(cloud.home);
export const MembershipsPage = lazyScreen(cloud.memberships);
export const AccountDetailsPage = lazyScreen(cloud.account);
export const EntitlementKeyPage = lazyScreen(cloud.key);
export const ThankYouPage = lazyScreen(cloud.thanks);
export const ThankYouKeyPage = lazyScreen(cloud.thanksKey);
export const CloudContactPage = lazyScreen(cloud.contact);
export const CloudFaqPage = lazyScreen(cloud.faq);
