import { SIGNUP_SOURCE_PURPOSES, type SignupSourcePurpose } from '@backstage/domain';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** What a sign-up records when it did not start from one of the purposes' pages. */
const DEFAULT_SOURCE = 'backstage';

/**
 * Remembers why the visitor is about to sign up (PassLogin: `pass_login`, CheckIn: `check_in`;
 * docs/product.md#backstage-pass) until the account is created in this browser.
 */
export function rememberSignupSource(purpose: SignupSourcePurpose): void {
  writeStored(STORAGE_KEYS.signupSource, purpose);
}

/** The signup source the next sign-up sends. */
export function signupSource(): string {
  const stored = readStored(STORAGE_KEYS.signupSource);
  return SIGNUP_SOURCE_PURPOSES.includes(stored as SignupSourcePurpose) ? stored! : DEFAULT_SOURCE;
}

/** After the account is created: later sign-ups in this browser start from nothing. */
export function forgetSignupSource(): void {
  writeStored(STORAGE_KEYS.signupSource, null);
}
