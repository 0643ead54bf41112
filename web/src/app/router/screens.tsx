import { lazy } from 'react';

// The home before sign-in is drawn with the app: its page is prerendered, and its code comes in the first
// screen's chunk (prerender/chunk-groups.ts) rather than in a request of its own after it.
export { default as HomeLoginPage } from '@/features/home-login/home-login-page';

// Every other screen is its own chunk, loaded when first visited; it suspends for its texts as it draws.
export const PrivacyPage = lazy(() => import('@/features/privacy/privacy-page'));
export const PoliciesPage = lazy(() => import('@/features/policies/policies-page'));
export const MaintenancePage = lazy(() => import('@/features/maintenance/maintenance-page'));
export const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page'));
export const HomePage = lazy(() => import('@/features/home/home-page'));
export const HomesPage = lazy(() => import('@/features/homes/homes-page'));
export const ToolsPage = lazy(() => import('@/features/tools/tools-page'));
export const RegistrationPage = lazy(() => import('@/features/registration/registration-page'));
export const ResetPasswordPage = lazy(() => import('@/features/reset-password/reset-password-page'));
export const LogoutPage = lazy(() => import('@/features/logout/logout-page'));
export const AccountSettingsPage = lazy(() => import('@/features/account-settings/account-settings-page'));
export const EmailChangePage = lazy(() => import('@/features/account-settings/email-change-page'));
export const SecurityAlertPage = lazy(
  () => import('@/features/account-settings/security/security-alert-page'),
);
export const OAuth2RedirectPage = lazy(() => import('@/features/oauth2/oauth2-redirect-page'));
export const OAuth2LogoutPage = lazy(() => import('@/features/oauth2/oauth2-logout-page'));
export const OAuth2ConsentPage = lazy(() => import('@/features/oauth2/oauth2-consent-page'));
export const DeleteAccountPage = lazy(() => import('@/features/account-settings/delete-account-page'));
export const EulaOtaPage = lazy(() => import('@/features/eula-ota/eula-ota-page'));
export const MyGearPage = lazy(() => import('@/features/my-gear/my-gear-page'));
export const GearTransferPage = lazy(() => import('@/features/my-gear/transfers/gear-transfer-page'));
export const MyFeedPage = lazy(() => import('@/features/my-feed/my-feed-page'));
export const ProductsPage = lazy(() => import('@/features/products/products-page'));
export const QrLandingPage = lazy(() => import('@/features/my-gear/qr-landing-page'));
const surveyPages = () => import('@/features/my-gear/surveys/product-survey-pages');
export const QuestionnairePage = lazy(() => surveyPages().then((m) => ({ default: m.QuestionnairePage })));
export const ProductSurvey1Page = lazy(() => surveyPages().then((m) => ({ default: m.ProductSurvey1Page })));
export const ProductSurvey2Page = lazy(() => surveyPages().then((m) => ({ default: m.ProductSurvey2Page })));
export const SupportPage = lazy(() => import('@/features/support/support-page'));
export const ContactUsPage = lazy(() => import('@/features/support/contact-us-page'));
export const AppSupportPage = lazy(() => import('@/features/support/app-support-page'));
// The staff console, help desk included: its code loads only when staff open it (docs/product.md#staff-console).
export const AdminPage = lazy(() => import('@/features/admin/admin-page'));
export const CheckInPage = lazy(() => import('@/features/backstage-pass/check-in-page'));
export const PassLoginPage = lazy(() => import('@/features/backstage-pass/pass-login-page'));
export const HelpCentrePage = lazy(() => import('@/features/help-centre/help-centre-page'));
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
export const CloudHomePage = lazy(cloud.home);
export const MembershipsPage = lazy(cloud.memberships);
export const AccountDetailsPage = lazy(cloud.account);
export const EntitlementKeyPage = lazy(cloud.key);
export const ThankYouPage = lazy(cloud.thanks);
export const ThankYouKeyPage = lazy(cloud.thanksKey);
export const CloudContactPage = lazy(cloud.contact);
export const CloudFaqPage = lazy(cloud.faq);
