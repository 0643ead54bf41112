import { REAUTH_HEADER, REAUTH_SECONDS } from '@backstage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { digest, newToken } from '../../lib/codes';

/**
 * Re-authentication proofs (docs/product.md#re-authentication, docs/decisions/060-*): what adding a passkey,
 * turning two-step off and changing the e-mail ask for besides a token, so a stolen token alone cannot take
 * the account over. A proof is a random value in the key-value store (shared by every process with Redis),
 * bound to the account and to the session (`sid`) whose token asked for it, good for a few minutes and for one
 * action: the call that checks it spends it in the same step (docs/decisions/073-*), so one proof cannot start
 * two changes, whichever process answers.
 */
const proofKey = (token: string) => `reauth:${digest(token)}`;

interface Proof {
  userId: string;
  sid: string | null;
  /** When it lapses (ms); absent in proofs issued before proofs were single use. */
  until?: number;
}

/** A new proof for the account and session, after its password or two-step code was checked. */
export async function issueReauthProof(deps: Pick<Deps, 'kv'>, userId: string, sid: string | undefined) {
  const reauthToken = newToken();
  const proof: Proof = { userId, sid: sid ?? null, until: Date.now() + REAUTH_SECONDS * 1000 };
  await deps.kv.set(proofKey(reauthToken), JSON.stringify(proof), REAUTH_SECONDS);
  return { reauthToken, expiresIn: REAUTH_SECONDS };
}

/**
 * Refuses the call (403 `REAUTH_REQUIRED`, which the web app answers with its re-authentication dialog)
 * unless the request carries a live proof of the signed-in account and of the session of its token, and
 * spends that proof. Checked before anything else the call spends (a challenge, a code), so the call can be
 * repeated with a new proof.
 */
export async function requireReauthentication(
  deps: Pick<Deps, 'kv'>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const header = request.headers[REAUTH_HEADER];
  const token = typeof header === 'string' && header.length <= 100 ? header : undefined;
  const key = token ? proofKey(token) : undefined;
  const stored = key ? await deps.kv.get(key) : undefined;
  const proof = stored ? (JSON.parse(stored) as Proof) : undefined;
  const sid = request.bearer?.sid ?? null;
  if (!key || !proof || proof.userId !== request.user?.id || proof.sid !== sid)
    throw new AppError('REAUTH_REQUIRED');
  // Spent only by its own session (another's token does not burn the owner's proof), and in one step: of two
  // calls with the same proof at once, one gets it.
  if (!(await deps.kv.take(key))) throw new AppError('REAUTH_REQUIRED');
  // A refused call changed nothing, so its proof goes back for the next try (a mistyped code, a taken
  // address) for what is left of its minutes; a call that succeeded has used it up.
  reply.raw.once('finish', () => {
    const seconds = Math.floor(((proof.until ?? Date.now()) - Date.now()) / 1000);
    if (reply.statusCode < 400 || seconds < 1) return;
    deps.kv
      .set(key, stored!, seconds)
      .catch((err: unknown) => request.log.warn({ err }, 'reauth proof kept'));
  });
}
