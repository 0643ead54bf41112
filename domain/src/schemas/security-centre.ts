import { z } from 'zod';

/** `users/{id}/sessions/{sessionId}`. */
export const sessionParamsSchema = z.object({
  id: z.string().max(64),
  sessionId: z.uuid({ message: 'Invalid session.' }),
});

/** `GET users/{id}/signInHistory?cursor=`: the `nextCursor` of the previous page. */
export const signInHistoryQuerySchema = z.object({
  cursor: z.uuid({ message: 'Invalid cursor.' }).optional(),
});
