import { REAUTH_HEADER, type ReauthResponse } from '@backstage/domain';
import { ApiRequestError } from '@/lib/api-client';
import { forgottenOnReload } from '@/lib/page-load-state';

// The last proof, in memory only: it is good for a few minutes and for this sign-in alone (the server binds it
// to the session), so nothing is gained by keeping it across a reload.
let proof: { token: string; until: number } | undefined;
forgottenOnReload(() => {
  proof = undefined;
});

// Sent no later than this before its end, so a call does not reach the server just after it lapsed.
const MARGIN_MS = 10_000;

/** Keeps the proof `POST users/{id}/reauth` answered (docs/product.md#re-authentication). */
export function keepReauthProof(answer: ReauthResponse): void {
  proof = { token: answer.reauthToken, until: Date.now() + answer.expiresIn * 1000 - MARGIN_MS };
}

/**
 * The header that carries the proof to a call that needs one (docs/product.md#re-authentication). The server
 * spends a proof on the call that uses it, so it is handed out once; a refused call gets it back on the server,
 * but not here, and the user is asked again.
 */
export function reauthHeaders(): Record<string, string> {
  const live = proof && proof.until > Date.now() ? proof : undefined;
  proof = undefined;
  return live ? { [REAUTH_HEADER]: live.token } : {};
}

/**
 * Whether the server refused a call for want of a recent re-authentication: a destructive change, or a staff
 * console session idle for 30 minutes, which the proof starts again (docs/product.md#staff-console).
 */
export const needsReauth = (error: unknown): boolean =>
  error instanceof ApiRequestError &&
  (error.code === 'REAUTH_REQUIRED' || error.code === 'STAFF_SESSION_EXPIRED');

/** The user closed the re-authentication dialog: the action was not taken. */
export class ReauthCancelled extends Error {
  override name = 'ReauthCancelled';
}
