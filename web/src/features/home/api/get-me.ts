import { apiRequest } from '../../../lib/api-client';

export interface Me {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** GET me: the signed-in user. */
export function getMe(): Promise<Me> {
  return apiRequest<Me>('me', { auth: 'id' });
}
