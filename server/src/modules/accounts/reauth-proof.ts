import { REAUTH_HEADER, REAUTH_SECONDS } from '@backstage/domain';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { digest, newToken } from '../../lib/codes';

/**
 * Re-authentication proofs (docs/product.md#re-authentication, docs/decisions/060-*): what adding a passkey,
 * turning two-step off and changing the e-mail ask for besides a token, so a stolen token alone cannot take
 * the account over. A proof is a random value in the key-value store (shared by every process with Redis),
 * bound to the account and to the session (`sid`) whose token asked for it, and good for a few minutes.
 */
const proofKey = (token: string) => `reauth:${digest(token)}`;

interface Proof {
  userId: string;
  sid: string | null;
}

/** A new proof for the account and session, after its password or two-step code was checked. */
export async function issueReauthProof(deps: Pick<Deps, 'kv'>, userId: string, sid: string | undefined) {
  const reauthToken = newToken();
  const proof: Proof = { userId, sid: sid ?? null };
  await deps.kv.set(proofKey(reauthToken), JSON.stringify(proof), REAUTH_SECONDS);
  return { reauthToken, expiresIn: REAUTH_SECONDS };
}

/**
 * Refuses the call (403 `REAUTH_REQUIRED`, which the web app answers with its re-authentication dialog)
 * unless the request carries a live proof of the signed-in account and of the session of its token. Checked
 * before anything else the call spends (a challenge, a code), so the call can be repeated with a proof.
 */
export async function requireReauthentication(deps: Pick<Deps, 'kv'>, request: FastifyRequest) {
  const header = request.headers[REAUTH_HEADER];
  const token = typeof header === 'string' && header.length <= 100 ? header : undefined;
  const stored = token ? await deps.kv.get(proofKey(token)) : undefined;
  const proof = stored ? (JSON.parse(stored) as Proof) : undefined;
  const sid = request.bearer?.sid ?? null;
  if (!proof || proof.userId !== request.user?.id || proof.sid !== sid) throw new AppError('REAUTH_REQUIRED');
}
