import { apiRequest } from './api-client';
import {
  type Credentials,
  clearCredentials,
  readCredentials,
  saveCredentials,
  tokenClaims,
} from './credentials';

export interface SignInInput {
  email: string;
  password: string;
}

const userOf = (credentials: Credentials | null) =>
  credentials ? tokenClaims(credentials.idToken)['custom:user_id'] : undefined;

/** POST signin; keeps the tokens. Signing in as another user than the stored one forgets the old user's data. */
export async function signIn(input: SignInInput): Promise<void> {
  const credentials = await apiRequest<Credentials>('signin', { body: input });
  const previous = userOf(readCredentials());
  if (previous && previous !== userOf(credentials)) clearCredentials();
  saveCredentials(credentials);
}
