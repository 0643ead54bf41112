import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { digest } from '../../lib/codes';

/** The name authenticator apps show above the account. */
const ISSUER = 'Backstage';
/** Codes of the time step before and after the current one are accepted too (clock drift). */
const TOLERANCE_SECONDS = 30;
/** The standard TOTP period authenticator apps use. */
const PERIOD_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (secret: string, email: string): string =>
  generateURI({ issuer: ISSUER, label: email, secret });

/** The time step a code belongs to, when it is right for the secret and newer than the last one used. */
export async function matchingTimeStep(secret: string, code: string, afterTimeStep: number) {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterTimeStep > 0 ? { afterTimeStep } : {}),
    });
    // epoch is the start of the matched period: its time step is epoch / period.
    return result.valid && 'epoch' in result ? Math.floor(result.epoch / PERIOD_SECONDS) : undefined;
  } catch {
    return undefined;
  }
}

// Crockford-like alphabet without look-alikes (0/O, 1/I/L): codes are read off paper and typed.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A recovery code as shown: `XXXXX-XXXXX` (about 49 bits, from the CSPRNG). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The digest a recovery code is stored as: case and the hyphen do not matter. */
export const recoveryCodeDigest = (code: string): string =>
  digest(code.trim().toUpperCase().replace('-', ''));
