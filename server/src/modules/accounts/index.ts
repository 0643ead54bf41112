// The accounts module: sign-up, activation, sign-in sessions, passwords, e-mail changes, deletion.

export {
  type AuthenticationMethod,
  browserSessionId,
  browserSessionUser,
  browserSignIn,
  closeBrowserSession,
  endBrowserSession,
  endOtherBrowserSessions,
  listBrowserSessions,
  openBrowserSession,
} from './browser-session';
export type { BrowserSignIn } from './browser-session-repo';
export { type CodeFlow, takeCodeTry } from './code-budget';
export {
  isEmailChange,
  requestEmailChange,
  requestPasswordReset,
  signOutAndStartReset,
} from './credential-service';
export { type DeletionHooks, noDeletionHooks } from './deletion-hooks';
export { importLegacyUsers, parseLegacyCsv } from './legacy-import';
export { issueReauthProof, requireReauthentication } from './reauth-proof';
export { resendActivation } from './registration-service';
export { accountRoutes } from './routes';
export { issueSession, signOutEverywhere, startSession } from './session-service';
export { signInClient } from './sign-in-client';
export { noSignInHooks, type SignInContext, type SignInHooks } from './sign-in-hooks';
export { acceptsToken, endAllTokens, endOtherSessionTokens, endSessionTokens } from './token-ends';
export { findUser, findUserWithEmail } from './user-lookup';
export { findUserByEmail, lockUser, type UserRow } from './user-repo';
