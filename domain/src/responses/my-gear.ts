import { SURVEY_NAMES } from '../enums';
import { REGISTRATION_STATUSES } from '../schemas/registered-product';
import { temporaryDataPurposeSchema } from '../schemas/temporary-data';
import { z } from '../schemas/zod';
import { QUESTION_TYPES } from '../survey-answers';
import { WARRANTY_STATUSES } from '../warranty';
import { masterValueSchema, pageResponse } from './common';

/** A questionnaire in one culture's texts (`GET questionnaires`, `questionnaires/{id}`). */
export const questionnaireResponseSchema = z.object({
  id: z.number().int(),
  name: z.enum(SURVEY_NAMES),
  cultureCode: z.string().describe('The culture of the texts'),
  title: z.string(),
  description: z.string(),
  labels: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cultureCodeIds: z.array(z.number().int()).optional().describe('Absent: offered in every culture'),
  questions: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(QUESTION_TYPES),
      required: z.boolean(),
      text: z.string(),
      options: z.array(z.object({ id: z.number().int(), text: z.string() })),
    }),
  ),
});
export type QuestionnaireResponse = z.infer<typeof questionnaireResponseSchema>;
export const questionnaireListResponseSchema = z.object({
  data: z.array(questionnaireResponseSchema),
  total: z.number().int(),
});

/** The answers of a user to a questionnaire about one registered product. */
export const answerInfoResponseSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.string() }),
  questionnaire: z.object({ id: z.number().int(), name: z.string() }),
  registeredProduct: z.object({ id: z.number().int() }),
  createDate: z.string(),
  answeredDate: z.string().optional(),
  answers: z.array(
    z.object({
      questionId: z.number().int(),
      optionIds: z.array(z.number().int()),
      text: z.string().optional(),
    }),
  ),
});
export type AnswerInfoResponse = z.infer<typeof answerInfoResponseSchema>;
export const answerInfoListResponseSchema = z.object({ data: z.array(answerInfoResponseSchema) });

/** docs/product.md#warranty: where the unit's warranty stands (it follows the unit, not the owner). */
export const warrantyResponseSchema = z.object({
  status: z.enum(WARRANTY_STATUSES).describe('unknown only while the purchase date is missing'),
  endsOn: z.string().nullable().describe('The last day covered, YYYY-MM-DD; null when unknown'),
  months: z.number().int().describe('Months of cover in all, extra months for registering included'),
  extendedByRegistration: z.boolean(),
});
export type WarrantyResponse = z.infer<typeof warrantyResponseSchema>;

const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  countryCode: z.string(),
});

/** Registered product (docs/product.md#registered-product) as returned; fields not known yet (pending) are absent. */
export const registeredProductResponseSchema = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    modelCode: z.string(),
    brand: z.object({ value: z.string() }),
    categoryId: z.number().int().optional().describe('registration category: picks the product survey'),
    partsNeedInternalAccess: z
      .boolean()
      .describe(
        'parts ordered and fitted by the service network only (docs/product.md#parts-internal-access)',
      ),
  }),
  serialCode: z.string().optional(),
  purchaseDate: z.string().optional().describe('YYYY-MM-DD'),
  purchaseMethod: masterValueSchema.optional(),
  purchaseDealer: z.object({ store: storeSchema.optional(), name: z.string() }).optional(),
  status: z.enum(REGISTRATION_STATUSES),
  ownership: z
    .literal('disputed')
    .optional()
    .describe(
      'present while another account holds this product and serial: pending, no warranty, support told (docs/product.md#unit-ownership)',
    ),
  createDate: z.string(),
  warranty: warrantyResponseSchema,
  answerInfos: z.array(answerInfoResponseSchema),
});
export type RegisteredProductResponse = z.infer<typeof registeredProductResponseSchema>;
export const registeredProductListResponseSchema = pageResponse(registeredProductResponseSchema);
export type RegisteredProductListResponse = z.infer<typeof registeredProductListResponseSchema>;

/** `GET temporaryData/{id}/{purpose}`: what is stored for a purpose (`body` null: nothing). */
export const temporaryDataResponseSchema = z.object({
  purpose: temporaryDataPurposeSchema,
  body: z.record(z.string(), z.unknown()).nullable().describe('null: nothing stored'),
  expiresAt: z.string().optional(),
});
export type TemporaryDataResponse = z.infer<typeof temporaryDataResponseSchema>;

/** A unit the app client reported (`app/{userId}/devices`). */
export const deviceResponseSchema = z.object({
  id: z.number().int(),
  pcode: z.string(),
  productVer: z.string(),
  modelCode: z.string().describe('First 6 characters of pcode'),
  serial: z.string().describe('The rest of pcode'),
  productCode: z
    .string()
    .describe('For a dongle the second comma-separated part of productVer, else the model code'),
});
export type DeviceResponse = z.infer<typeof deviceResponseSchema>;
export const deviceListResponseSchema = z.object({ data: z.array(deviceResponseSchema) });
