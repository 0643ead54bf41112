// The WebAuthn library is not loaded with this module (its load is CPU-heavy, docs/decisions/044-*): a started
// server loads it while getting ready, since loading it in a passkey call held every other request up
// (docs/decisions/062-*); tests that never see a passkey load it on first use.
let loading: Promise<typeof import('@simplewebauthn/server')> | undefined;

/** `@simplewebauthn/server`, imported once on first use. */
export const webauthn = () => {
  loading ??= import('@simplewebauthn/server');
  return loading;
};
