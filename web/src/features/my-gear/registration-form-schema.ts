import {
  MESSAGE_CODES,
  PURCHASE_METHOD_VALUES,
  purchaseDateSchema,
  serialCodeSchema,
} from '@backstage/domain';
import { z } from '@backstage/domain/schemas/zod';

/** The register/edit form: the domain's serial and purchase-date rules with the form's own shapes. */
export const registrationFormSchema = z.object({
  product: z
    .object({
      id: z.number(),
      slug: z.string(),
      name: z.string(),
      modelCode: z.string(),
      brand: z.object({ value: z.string() }),
    })
    .nullable()
    .refine((product) => product !== null, MESSAGE_CODES.productRequired),
  serialCode: serialCodeSchema,
  purchaseDate: z.string().min(1, MESSAGE_CODES.purchaseDateRequired).pipe(purchaseDateSchema),
  purchaseMethod: z.enum(PURCHASE_METHOD_VALUES, { error: MESSAGE_CODES.purchaseMethodRequired }),
  /** A store of the master list (its id) or a dealer name typed freely; optional. */
  dealer: z.union([z.object({ id: z.number(), name: z.string() }), z.string().trim().max(200)]).nullable(),
});
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;
