import { z } from './zod';

/**
 * `users/{id}/…`: the account a path names, which `authenticate({ owner: 'id' })` holds to the caller. Longer
 * than any user id can be is no account at all.
 */
export const userParamsSchema = z.object({ id: z.string().max(64) });
