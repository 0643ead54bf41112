import { z } from 'zod';

// Route-only shapes (params); request bodies and answers come from @backstage/domain.
export const subscriptionParams = z.object({ subscriptionId: z.uuid() });
export const keyParams = z.object({ key: z.string().min(1).max(100) });
export const keyQuery = z.object({ productCode: z.string().min(1).max(64).optional() });
export const clockBody = z.object({ advanceDays: z.number().min(0).max(3660) });
export const clockResponse = z.object({
  now: z.string(),
  run: z.object({ renewed: z.number(), retried: z.number(), expired: z.number() }),
});
