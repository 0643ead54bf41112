// The oidc module: a standard OpenID Connect provider on the portal's accounts, sessions and keys (ADR 063).
export { clientName } from './clients';
export { connectedApps } from './connected-apps-service';
export { registerOidcCors } from './cors';
export { oidcRoutes } from './routes';
export { browserBoundSessions, signedInClients } from './session-service';
