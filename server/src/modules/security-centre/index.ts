// The security centre: the account's sessions, sign-in history, and the sign-in hooks that record them.
export { securityCentreRoutes } from './routes';
export { signInRecorder } from './sign-in-recorder';
export { webauthn as loadWebauthn } from './webauthn';
