import { z } from '@backstage/domain/schemas/zod';
import { staffReasonSchema } from '@backstage/domain/staff-console/requests';

/** The action dialog's form: the reason, by the rule the server checks (3 to 500 characters once trimmed). */
export const staffActionFormSchema = z.object({ reason: staffReasonSchema });

export type StaffActionForm = z.input<typeof staffActionFormSchema>;
