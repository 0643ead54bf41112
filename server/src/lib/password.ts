import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline; @node-rs/argon2 runs it on the libuv thread pool, off the event loop.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The argon2id hash of a password (never trimmed). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Checked against for unknown e-mails so a wrong address costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** True when the password matches the hash; with no hash, spends the same time and answers false. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-Aa1');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
