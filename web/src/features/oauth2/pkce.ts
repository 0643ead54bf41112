const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A PKCE verifier and its S256 challenge, plus a state value, from the browser's CSPRNG. */
export async function newPkce(): Promise<{ verifier: string; challenge: string; state: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return {
    verifier,
    challenge: base64url(digest),
    state: base64url(crypto.getRandomValues(new Uint8Array(16))),
  };
}
