import { z } from '../schemas/zod';

/** `GET backstagePass/codes/{code}`: a code that can still be redeemed and what it is for. */
export const passCodeResponseSchema = z.object({
  code: z.string(),
  event: z.string(),
  expiresAt: z.string().nullable(),
});
export type PassCodeResponse = z.infer<typeof passCodeResponseSchema>;

/** `POST backstagePass/codes/{code}/redeem`: the code is now the caller's. */
export const passRedemptionResponseSchema = passCodeResponseSchema.extend({ redeemedAt: z.string() });
export type PassRedemptionResponse = z.infer<typeof passRedemptionResponseSchema>;

/** `POST checkIns`: the check-in (the first one when repeated). */
export const checkInResponseSchema = z.object({ event: z.string(), checkedInAt: z.string() });
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

/** `GET checkIns`: the caller's check-ins, newest first. */
export const checkInListResponseSchema = z.object({ data: z.array(checkInResponseSchema) });
