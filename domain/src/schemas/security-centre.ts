import { userParamsSchema } from './user-params';
import { z } from './zod';

/** `users/{id}/sessions/{sessionId}`. */
export const sessionParamsSchema = userParamsSchema.extend({
  sessionId: z.uuid({ message: 'Invalid session.' }),
});

/** `GET users/{id}/signInHistory?cursor=`: the `nextCursor` of the previous page. */
export const signInHistoryQuerySchema = z.object({
  cursor: z.uuid({ message: 'Invalid cursor.' }).optional(),
});

/** `POST securityAlerts/wasntMe`: the token of a new-device alert's link (docs/product.md#new-device-alert). */
export const wasntMeBodySchema = z.object({
  token: z.string().trim().min(20, { message: 'Invalid link.' }).max(100, { message: 'Invalid link.' }),
});
export type WasntMeBody = z.infer<typeof wasntMeBodySchema>;
