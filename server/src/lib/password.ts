import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { type BoundedQueue, boundedQueue } from './bounded-queue';
import { hashRefusals } from './metrics';

// OWASP's argon2id baseline; @node-rs/argon2 runs it on the libuv thread pool, off the event loop.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface HashingLimits {
  /** Hashes computed at once: by default one core fewer than the machine has, so requests keep a core. */
  concurrency: number;
  /** Hashes allowed to wait; past it sign-up, sign-in and password changes answer 503 at once. */
  queue: number;
  /** A hash that waited this long is refused rather than started. */
  maxWaitMs: number;
}

export const defaultHashingLimits = (): HashingLimits => ({
  concurrency: Math.max(1, availableParallelism() - 1),
  queue: 64,
  maxWaitMs: 2_000,
});

// One line for the whole process: the hashes share its cores and thread pool, whichever app asks.
const lineFor = (limits: HashingLimits) =>
  boundedQueue({ ...limits, limit: limits.queue, onRefuse: () => hashRefusals.inc() });
let hashing: BoundedQueue = lineFor(defaultHashingLimits());

/** Sets how many hashes run at once and how many may wait (from the configuration, at start). */
export function limitPasswordHashing(limits: HashingLimits): BoundedQueue {
  hashing = lineFor(limits);
  return hashing;
}

/** The hashing line now: hashes running and waiting (the management listener's metrics). */
export function hashingLine(): { active: number; waiting: number } {
  return { active: hashing.active, waiting: hashing.waiting };
}

/**
 * Refuses (503, Retry-After) when the hashing line is full, before the request reads the database: under a
 * sign-in storm a refused sign-in then costs no query, and the queries of cheap reads do not wait behind them.
 */
export function assertHashingRoom(): void {
  hashing.assertRoom();
}

/** The argon2id hash of a password (never trimmed). */
export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, OPTIONS));
}

// Checked against for unknown e-mails so a wrong address costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** True when the password matches the hash; with no hash, spends the same time and answers false. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password-Aa1', OPTIONS);
    const known = await dummyHash;
    await hashing.run(() => verify(known, password).catch(() => false));
    return false;
  }
  return hashing.run(() => verify(passwordHash, password).catch(() => false));
}
