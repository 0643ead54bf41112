import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST users/migrate: an old-portal account with a new password. */
export function migrate(input: {
  email: string;
  password: string;
  cultureCode: string;
}): Promise<{ email: string }> {
  return apiRequest('users/migrate', { body: { ...input, signupSource: 'backstage' } });
}

export const useMigrate = () => useMutation({ mutationFn: migrate });
