import type { SessionResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  type Credentials,
  clearCredentials,
  readCredentials,
  saveCredentials,
  tokenClaims,
} from '@/lib/credentials';

export interface SignInInput {
  email: string;
  password: string;
}

const userOf = (credentials: Credentials | null) =>
  credentials ? tokenClaims(credentials.idToken)['custom:user_id'] : undefined;

/** POST signin; keeps the tokens. Signing in as another user than the stored one forgets the old user's data. */
export async function signIn(input: SignInInput): Promise<void> {
  const credentials = await apiRequest<SessionResponse>('signin', { body: input });
  const previous = userOf(readCredentials());
  if (previous && previous !== userOf(credentials)) clearCredentials();
  saveCredentials(credentials);
}

/** Signs in from a form. */
export const useSignIn = () => useMutation({ mutationFn: signIn });
