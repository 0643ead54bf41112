// The security centre: the account's sessions, sign-in history, and the sign-in hooks that record them.

export { deletePasskey } from './passkey-repo';
export { securityCentreRoutes } from './routes';
export { listSessions } from './sessions-service';
export { liftSignInLock, signInLockEnd } from './sign-in-lock';
export { signInRecorder } from './sign-in-recorder';
export { clearTwoStepBudget } from './two-step-budget';
export { removeTotp } from './two-step-repo';
export { webauthn as loadWebauthn } from './webauthn';
