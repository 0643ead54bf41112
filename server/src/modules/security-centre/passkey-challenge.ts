import { PASSKEY_CHALLENGE_SECONDS } from '@backstage/domain';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { digest } from '../../lib/codes';

/**
 * What a challenge was handed out for: adding a passkey to an account, or a sign-in (for one account when the
 * options named an address, for any otherwise).
 */
export type PasskeyChallenge =
  | { purpose: 'register'; userId: string }
  | { purpose: 'signIn'; userId?: string };

const challengeKey = (challenge: string) => `passkey-challenge:${digest(challenge)}`;

/** The relying party: the site's host name and origin, from `PUBLIC_URL` (docs/product.md#passkeys). */
export function relyingParty(config: Pick<Config, 'PUBLIC_URL'>) {
  const url = new URL(config.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Backstage' };
}

/** Keeps a challenge just handed out, for 5 minutes, like the other single-use tokens (key-value store). */
export async function keepChallenge(deps: Pick<Deps, 'kv'>, challenge: string, what: PasskeyChallenge) {
  await deps.kv.set(challengeKey(challenge), JSON.stringify(what), PASSKEY_CHALLENGE_SECONDS);
}

/** The challenge a browser's answer signed: `challenge` of its base64url `clientDataJSON`. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spends the challenge a browser's answer signed: it must have been handed out for this purpose within 5
 * minutes and not spent before (even by a request running at the same time), else "expired".
 */
export async function spendChallenge<P extends PasskeyChallenge['purpose']>(
  deps: Pick<Deps, 'kv'>,
  clientDataJSON: string,
  purpose: P,
): Promise<{ challenge: string; what: Extract<PasskeyChallenge, { purpose: P }> }> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) throw new AppError('PASSKEY_NOT_VERIFIED');
  const key = challengeKey(challenge);
  const stored = await deps.kv.get(key);
  const what = stored ? (JSON.parse(stored) as PasskeyChallenge) : undefined;
  if (what?.purpose !== purpose) throw new AppError('PASSKEY_CHALLENGE_EXPIRED');
  if (!(await deps.kv.setIfAbsent(`${key}:spent`, '1', PASSKEY_CHALLENGE_SECONDS)))
    throw new AppError('PASSKEY_CHALLENGE_EXPIRED');
  await deps.kv.del(key);
  return { challenge, what: what as Extract<PasskeyChallenge, { purpose: P }> };
}
