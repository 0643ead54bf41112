import { z } from '@backstage/domain/schemas/zod';

/** A staff action's reason, free text (docs/product.md#staff-console). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** The reason's rule with its messages in the interface language (loaded when the dialog is first used). */
export const staffActionFormSchema = (messages: { tooShort: string; tooLong: string }) =>
  z.object({
    reason: z.string().trim().min(REASON_MIN, messages.tooShort).max(REASON_MAX, messages.tooLong),
  });

export type StaffActionForm = z.input<ReturnType<typeof staffActionFormSchema>>;
