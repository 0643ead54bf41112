import type { UserRow } from './user-repo';

/** Where a sign-in came from: the client it was for and the caller's address and browser. */
export interface SignInContext {
  clientId: string;
  ip: string;
  userAgent: string;
}

/**
 * What other modules learn of sign-ins (the security centre's sessions, history and new-device alerts,
 * docs/product.md#security-centre). `app.ts` hands them in, so accounts depends on no module above it.
 */
export interface SignInHooks {
  /** A sign-in succeeded: its refresh-token family and browser session are open. */
  signedIn(
    user: UserRow,
    session: { familyId: string; browserSessionId: string },
    context: SignInContext,
  ): Promise<void>;
  /**
   * After the right password: for an account with two-step sign-in, the token of its second step (no session
   * is opened yet); undefined to sign in at once.
   */
  secondStep(user: UserRow, context: SignInContext): Promise<{ mfaToken: string } | undefined>;
  /** A sign-in was refused for a known or unknown address. */
  refused(email: string, kind: 'wrongPassword' | 'locked', context: SignInContext): Promise<void>;
  /** A password reset code was mailed to the account: someone asked to get into it that way. */
  codeSent(userId: string, context: SignInContext): Promise<void>;
}

export const noSignInHooks: SignInHooks = {
  signedIn: async () => {},
  secondStep: async () => undefined,
  refused: async () => {},
  codeSent: async () => {},
};
