// The WebAuthn library is loaded on the first passkey call, not at start: importing it cost ~0.4 s of CPU of a
// warm start, and most processes never see a passkey call (docs/decisions/044-prepared-hot-statements-and-deferred-start.md).
let loading: Promise<typeof import('@simplewebauthn/server')> | undefined;

/** `@simplewebauthn/server`, imported once on first use. */
export const webauthn = () => {
  loading ??= import('@simplewebauthn/server');
  return loading;
};
