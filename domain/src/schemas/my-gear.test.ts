import { describe, expect, it } from 'vitest';
import { answerErrors, type QuestionRule } from '../survey-answers';
import {
  messageText,
  missingRegistrationFields,
  myGearListQuerySchema,
  registeredProductPayloadSchema,
  registeredProductUpdateSchema,
  signedOutTemporaryDataSchema,
  TEMPORARY_DATA_BODY_SCHEMAS,
} from '.';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${messageText(issue.message)}`) ?? [];

describe('registered product payload (docs/product.md#registered-product, docs/product.md#validation-messages)', () => {
  it('takes the product by id, slug or model code, and the method and dealer by value or id', () => {
    const parsed = registeredProductPayloadSchema.parse({
      product: 'FP-30X',
      serialCode: '1234567890123456',
      purchaseDate: '2024-05-01',
      purchaseMethod: 'Online',
      purchaseDealer: 12,
    });
    expect(parsed).toMatchObject({
      product: { modelCode: 'FP-30X' },
      serialCode: '0123456',
      purchaseMethod: { value: 'Online' },
      purchaseDealer: { store: { id: 12 } },
    });
    expect(registeredProductPayloadSchema.parse({ product: 7 }).product).toEqual({ id: 7 });
    expect(registeredProductPayloadSchema.parse({ product: { slug: 'fp-30x' } }).product).toEqual({
      slug: 'fp-30x',
    });
  });

  it('refuses short serials, future dates, unknown methods and a missing product', () => {
    const result = registeredProductPayloadSchema.safeParse({
      product: {},
      serialCode: 'ABC123',
      purchaseDate: '2999-01-01',
      purchaseMethod: 'Stolen',
      purchaseDealer: '',
    });
    expect(messages(result)).toEqual([
      'product: Product is required',
      'serialCode: Serial number must be 7 to 8 characters',
      'purchaseDate: Purchase date must be a valid date',
      // zod's own message, as a code the client words (ADR 018).
      'purchaseMethod.value: Invalid option',
      'purchaseDealer: Purchase dealer must be valid',
    ]);
  });

  it('requires the completing fields only when pending is false', () => {
    expect(registeredProductPayloadSchema.safeParse({ product: 1, serialCode: '' }).success).toBe(true);
    expect(messages(registeredProductPayloadSchema.safeParse({ product: 1, pending: false }))).toEqual([
      'serialCode: Serial number is required',
      'purchaseDate: Purchase Date is required',
      'purchaseMethod: Purchase method is required',
    ]);
    // An update completes what is stored, so only the merge can tell what is missing.
    expect(registeredProductUpdateSchema.safeParse({ pending: false }).success).toBe(true);
    expect(missingRegistrationFields({ serialCode: 'A123456', purchaseDate: '2024-01-01' })).toEqual([
      { field: 'purchaseMethod', message: 'purchaseMethodRequired' },
    ]);
  });

  it('sorts by the four methods of docs/product.md#my-gear-list, newest purchase first by default, all rows by default', () => {
    expect(myGearListQuerySchema.parse({})).toEqual({ sort: 'purchaseDateDesc', page: 1, perPage: -1 });
    expect(myGearListQuerySchema.parse({ sort: 'productNameAsc', perPage: '12' }).perPage).toBe(12);
    expect(myGearListQuerySchema.safeParse({ sort: 'price' }).success).toBe(false);
    expect(myGearListQuerySchema.safeParse({ perPage: '0' }).success).toBe(false);
  });
});

describe('questionnaire answers (docs/product.md#survey-answers "Questionnaire answer required")', () => {
  const questions: QuestionRule[] = [
    { id: 1, type: 'single', required: true, options: [{ id: 11 }, { id: 12 }] },
    { id: 2, type: 'multiple', required: true, options: [{ id: 21 }, { id: 22 }] },
    { id: 3, type: 'text', required: false, options: [] },
  ];

  it('accepts complete answers, optional ones left out', () => {
    expect(
      answerErrors(questions, [
        { questionId: 1, optionIds: [12] },
        { questionId: 2, optionIds: [21, 22] },
      ]),
    ).toEqual([]);
  });

  it('names every required question left unanswered', () => {
    expect(
      answerErrors(questions, [
        { questionId: 2, optionIds: [] },
        { questionId: 3, text: '' },
      ]),
    ).toEqual([
      { field: 'questions.1', message: 'answerRequired' },
      { field: 'questions.2', message: 'answerRequired' },
    ]);
  });

  it('refuses options of another question, two options for a single choice and unknown questions', () => {
    expect(
      answerErrors(questions, [
        { questionId: 1, optionIds: [11, 12] },
        { questionId: 2, optionIds: [11] },
        { questionId: 3, optionIds: [21] },
        { questionId: 9, optionIds: [11] },
      ]),
    ).toEqual([
      { field: 'questions.9', message: 'Unknown question' },
      { field: 'questions.1', message: 'invalidOption' },
      { field: 'questions.2', message: 'invalidOption' },
      { field: 'questions.3', message: 'invalidOption' },
    ]);
  });
});

describe('temporary data (docs/product.md#temporary-data)', () => {
  it('keeps a redirect path inside the site', () => {
    const schema = TEMPORARY_DATA_BODY_SCHEMAS.RedirectPathAfterSignup;
    expect(schema.safeParse({ path: '/mygear?tab=register_product#x' }).success).toBe(true);
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example', 'mygear', '/a b'])
      expect(schema.safeParse({ path }).success, path).toBe(false);
  });

  it('takes e-mail, purpose and a small JSON object, checking the body by purpose', () => {
    const ok = {
      email: ' Fan@Example.com ',
      purpose: 'ProductRegistrationUsingQR',
      body: { modelCode: 'TD-07KV' },
    };
    expect(signedOutTemporaryDataSchema.parse(ok).email).toBe('Fan@Example.com');
    expect(signedOutTemporaryDataSchema.safeParse({ ...ok, body: { big: 'x'.repeat(4100) } }).success).toBe(
      false,
    );
    expect(signedOutTemporaryDataSchema.safeParse({ ...ok, purpose: 'Other' }).success).toBe(false);
    expect(signedOutTemporaryDataSchema.safeParse({ ...ok, body: [1] }).success).toBe(false);
    expect(
      messages(
        signedOutTemporaryDataSchema.safeParse({ ...ok, purpose: 'RedirectPathAfterSignup', body: {} }),
      ),
    ).toEqual(['body.path: This field is required']);
  });
});
