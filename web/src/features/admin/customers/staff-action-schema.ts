import { purchaseDateSchema } from '@backstage/domain/schemas/product';
import { z } from '@backstage/domain/schemas/zod';
import { staffReasonSchema } from '@backstage/domain/staff-console/requests';

/** The action dialog's form: the reason, by the rule the server checks (3 to 500 characters once trimmed). */
export const staffActionFormSchema = z.object({ reason: staffReasonSchema });

/** A purchase-date correction's form: the reason and the new date, a past day as registrations take it. */
export const purchaseDateFormSchema = staffActionFormSchema.extend({ purchaseDate: purchaseDateSchema });

export type StaffActionForm = z.input<typeof purchaseDateFormSchema>;
