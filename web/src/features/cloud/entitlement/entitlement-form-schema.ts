import { entitlementSchema } from '@backstage/domain';
import { z } from '@backstage/domain/schemas/zod';

const [byKey, byHardware] = entitlementSchema.options;

/** The entitlement form: the domain's key or hardware rules, by the mode the member picked. */
export const entitlementFormSchema = z.discriminatedUnion('mode', [
  byKey.extend({ mode: z.literal('key') }),
  byHardware.extend({ mode: z.literal('hardware') }),
]);
export type EntitlementFormValues = z.output<typeof entitlementFormSchema>;
