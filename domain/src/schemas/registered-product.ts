import { DEFAULT_MY_GEAR_SORT, MY_GEAR_SORT_METHODS, PURCHASE_METHOD_VALUES } from '../enums';
import type { FieldError } from '../errors';
import { MESSAGE_CODES } from './messages';
import { purchaseDateSchema, serialCodeSchema } from './product';
import { pagingQuerySchema, rowIdSchema } from './row-id';
import { z } from './zod';

/** A registration is pending until its serial, purchase date and method are given (docs/product.md#product-registration "Continue"). */
export const REGISTRATION_STATUSES = ['pending', 'registered'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

const blankToUndefined = (input: unknown) =>
  typeof input === 'string' && input.trim() === '' ? undefined : input;

/** The catalogue product: `{ id }`, `{ slug }` or `{ modelCode }` (a bare number is an id, a bare string a model code). */
export const productRefSchema = z.preprocess(
  (input) =>
    typeof input === 'number' ? { id: input } : typeof input === 'string' ? { modelCode: input } : input,
  z
    .object(
      {
        id: rowIdSchema.optional(),
        slug: z.string().trim().min(1).max(100).optional(),
        modelCode: z.string().trim().min(1).max(50).optional(),
      },
      { error: MESSAGE_CODES.productRequired },
    )
    .refine(
      (ref) => ref.id !== undefined || ref.slug !== undefined || ref.modelCode !== undefined,
      MESSAGE_CODES.productRequired,
    ),
);
export type ProductRef = z.infer<typeof productRefSchema>;

/** purchase method (docs/product.md#enumerations): `{ id }`, `{ value }` or the bare value. */
export const purchaseMethodRefSchema = z.preprocess(
  (input) =>
    typeof input === 'string' ? { value: input } : typeof input === 'number' ? { id: input } : input,
  z
    .object({
      id: z.number().int().positive().max(1000).optional(),
      value: z.enum(PURCHASE_METHOD_VALUES).optional(),
    })
    .refine((ref) => ref.id !== undefined || ref.value !== undefined, MESSAGE_CODES.purchaseMethodRequired),
);

/** The dealer: a store of the master list (`{ store: { id } }` or its id) or a name typed freely. */
export const purchaseDealerSchema = z.preprocess(
  (input) =>
    typeof input === 'string'
      ? { name: input }
      : typeof input === 'number'
        ? { store: { id: input } }
        : input,
  z
    .object({
      store: z.object({ id: rowIdSchema }).optional(),
      name: z.string().trim().max(200, MESSAGE_CODES.purchaseDealerInvalid).optional(),
    })
    .refine((dealer) => dealer.store !== undefined || !!dealer.name, MESSAGE_CODES.purchaseDealerInvalid),
);

// purchaseDateSchema may report a malformed date twice (format, then calendar): one message is enough.
const purchaseDateOnce = z.string({ error: MESSAGE_CODES.purchaseDateInvalid }).superRefine((value, ctx) => {
  const issue = purchaseDateSchema.safeParse(value).error?.issues[0];
  if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
});

const fields = {
  serialCode: z.preprocess(blankToUndefined, serialCodeSchema.nullish()),
  purchaseDate: z.preprocess(blankToUndefined, purchaseDateOnce.nullish()),
  purchaseMethod: purchaseMethodRefSchema.nullish(),
  /** Null clears the dealer (it is optional); absent leaves it as it is. */
  purchaseDealer: purchaseDealerSchema.nullish(),
  /** True keeps the registration pending; false requires it complete; absent: complete when all is given. */
  pending: z.boolean().optional(),
};

/** The values that complete a registration (docs/product.md#serial-numbers serial, purchase date; purchase method, docs/product.md#enumerations). */
export interface RegistrationCompleteness {
  serialCode?: unknown;
  purchaseDate?: unknown;
  purchaseMethod?: unknown;
}

/** The completing fields still missing, as field errors (none: the registration is complete). */
export function missingRegistrationFields(values: RegistrationCompleteness): FieldError[] {
  const required: [keyof RegistrationCompleteness, string][] = [
    ['serialCode', MESSAGE_CODES.serialRequired],
    ['purchaseDate', MESSAGE_CODES.purchaseDateRequired],
    ['purchaseMethod', MESSAGE_CODES.purchaseMethodRequired],
  ];
  return required.filter(([field]) => values[field] == null).map(([field, message]) => ({ field, message }));
}

/** docs/product.md#my-gear-calls `POST users/{id}/registeredProducts`: the product plus what is known so far. */
export const registeredProductPayloadSchema = z
  .object({ product: productRefSchema, ...fields })
  .superRefine((value, ctx) => {
    // With `pending: false` the registration must be complete now; otherwise what is missing keeps it pending.
    if (value.pending !== false) return;
    for (const { field, message } of missingRegistrationFields(value))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type RegisteredProductPayload = z.infer<typeof registeredProductPayloadSchema>;

/**
 * docs/product.md#my-gear-calls `PUT registeredProducts/{id}`: edit or complete ("Continue"); absent fields stay as they are, so
 * whether it is complete is known only with the stored values (`missingRegistrationFields` on the merge).
 */
export const registeredProductUpdateSchema = z.object({ product: productRefSchema.optional(), ...fields });
export type RegisteredProductUpdate = z.infer<typeof registeredProductUpdateSchema>;

/** Query of `GET users/{id}/registeredProducts`: a sort method (docs/product.md#my-gear-list) and paging (perPage -1: all, docs/product.md#my-gear-calls). */
export const myGearListQuerySchema = pagingQuerySchema.extend({
  sort: z.enum(MY_GEAR_SORT_METHODS).default(DEFAULT_MY_GEAR_SORT),
});
