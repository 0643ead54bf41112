/**
 * The maker's mobile app opens RegisterByApp and MigrationByApp in a web view or the system browser
 * (docs/product.md#app-client-screens, docs/decisions/042-app-client-screens-homes-and-tools.md). On their end screen the
 * member goes back to the app by this deep link, which the app registers; nothing from the address bar decides
 * where it leads (no open redirect), and it carries no personal data.
 */
export const APP_DEEP_LINK = 'rolandbackstage://backstage';

export type AppFlow = 'signup' | 'migration' | 'exists';

/** The deep link back to the app after a flow: the app signs the member in itself. */
export function appReturnUrl(flow: AppFlow): string {
  return `${APP_DEEP_LINK}?done=${flow}`;
}
