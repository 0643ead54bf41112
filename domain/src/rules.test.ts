import { describe, expect, it } from 'vitest';
import { MASTER_ITEMS, MASTER_REFRESH_SECONDS } from './constants';
import {
  GENDERS,
  INTERESTS,
  PHONE_TYPES,
  PURCHASE_METHODS,
  SUBSCRIPTION_STATUS,
  SUBSCRIPTION_TYPE,
} from './enums';
import { apiError, ERRORS, errorText } from './errors';
import { MASKED_EMAIL, MASKED_UUID, sanitizeLogEvent, sanitizeLogValue } from './log-sanitize';
import { isInMaintenance } from './maintenance';
import { PROGRESS_HIDDEN, progressHide, progressShow } from './progress';
import { REGISTRATION_CATEGORIES } from './registration-categories';
import { nextStep, previousStep, REGISTRATION_STEPS } from './registration-steps';
import { normalizeTag } from './tags';
import { orderTicketAddress } from './ticket-address';

describe('enumerations (spec §3)', () => {
  it('lists the spec values', () => {
    expect(GENDERS.map((g) => g.value)).toEqual(['Male', 'Female', 'Prefer not to say']);
    expect(PHONE_TYPES.map((p) => p.value)).toEqual(['Mobile', 'Home', 'Work']);
    expect(PURCHASE_METHODS.map((p) => p.value)).toEqual([
      'In a store',
      'Online',
      'Catalog/Phone Order',
      'Secondhand',
    ]);
    expect(INTERESTS).toHaveLength(12);
    expect(INTERESTS[0]).toEqual({ id: 1, value: 'Pianos' });
    expect(SUBSCRIPTION_TYPE.Partner).toBe(4);
    expect(SUBSCRIPTION_STATUS.NonRenew).toBe(8);
  });

  it('has registration categories 1, 3–21 and 23 with their brands', () => {
    expect(REGISTRATION_CATEGORIES.map((c) => c.id)).toEqual([
      1,
      ...Array.from({ length: 19 }, (_, i) => i + 3),
      23,
    ]);
    for (const c of REGISTRATION_CATEGORIES)
      expect(c.brand).toBe(c.id >= 12 && c.id <= 21 ? 'Boss' : 'Roland');
    expect(new Set(REGISTRATION_CATEGORIES.map((c) => c.guid)).size).toBe(21);
  });
});

describe('constants (spec §9)', () => {
  it('gives every master item a refresh time', () => {
    expect(MASTER_ITEMS.every((item) => MASTER_REFRESH_SECONDS[item] > 0)).toBe(true);
    expect(MASTER_REFRESH_SECONDS.products).toBe(600);
    expect(MASTER_REFRESH_SECONDS.questionnaireLabels).toBe(259_200);
  });

  it('knows the maintenance window', () => {
    expect(isInMaintenance(new Date('2019-07-30T02:45:00Z'))).toBe(true);
    expect(isInMaintenance(new Date('2019-07-30T08:59:59Z'))).toBe(true);
    expect(isInMaintenance(new Date('2019-07-30T09:00:00Z'))).toBe(false);
    expect(isInMaintenance(new Date('2019-07-30T02:44:59Z'))).toBe(false);
  });
});

describe('errors (spec §8)', () => {
  it('carries the catalogue texts', () => {
    expect(apiError('INCORRECT_CREDENTIALS')).toEqual({
      code: 'INCORRECT_CREDENTIALS',
      message: 'Incorrect username or password.',
    });
    expect(ERRORS.ATTEMPT_LIMIT_EXCEEDED).toEqual({
      status: 429,
      message: 'Attempt limit exceeded. Please try again later.',
    });
    expect(ERRORS.NOT_ACTIVATED.message).toBe('Account has not been activated.');
  });

  it('takes the text from response message, then error, then the own message', () => {
    expect(errorText({ response: { data: { message: 'A', error: 'B' } }, message: 'C' })).toBe('A');
    expect(errorText({ response: { data: { error: 'B' } }, message: 'C' })).toBe('B');
    expect(errorText({ message: 'C' })).toBe('C');
    expect(errorText(42)).toBe('Exception error occurred.');
  });
});

describe('state rules (spec §4)', () => {
  it('steps registration forward and back, not below 1', () => {
    expect(nextStep(REGISTRATION_STEPS.verify)).toBe(2);
    expect(previousStep(1)).toBe(1);
    expect(previousStep(3)).toBe(2);
    expect(nextStep(5)).toBe(5);
  });

  it('counts nested progress requests', () => {
    const twice = progressShow(progressShow(PROGRESS_HIDDEN));
    expect(progressHide(twice)).toEqual({ count: 1, visible: true });
    expect(progressHide(progressHide(twice))).toEqual({ count: 0, visible: false });
    expect(progressHide(PROGRESS_HIDDEN)).toEqual({ count: 0, visible: false });
  });
});

describe('tickets and logs (spec §5)', () => {
  it('normalises tags', () => expect(normalizeTag('  Product  Support\tUS ')).toBe('product_support_us'));

  it('orders address parts by the flag', () => {
    const address = {
      postalCode: '90210',
      stateProvince: 'CA',
      city: 'LA',
      addressLine1: '1 Main St',
      addressLine2: '',
    };
    expect(orderTicketAddress(address, true)).toEqual(['90210', 'CA', 'LA', '1 Main St']);
    expect(orderTicketAddress(address, false)).toEqual(['1 Main St', 'LA', 'CA', '90210']);
  });

  it('masks e-mails, encoded e-mails and UUIDs; non-primitives become null', () => {
    expect(sanitizeLogValue('user a.b@example.com here')).toBe(`user ${MASKED_EMAIL} here`);
    expect(sanitizeLogValue('/x?email=a%40example.com')).toBe(`/x?email=${MASKED_EMAIL}`);
    expect(sanitizeLogValue('/users/0b7c1a52-2f0e-4c1e-9d43-8f6a3c2b1d00/phones')).toBe(
      `/users/${MASKED_UUID}/phones`,
    );
    expect(sanitizeLogEvent({ a: 1, b: true, c: { x: 1 }, d: [1], e: undefined })).toEqual({
      a: 1,
      b: true,
      c: null,
      d: null,
      e: null,
    });
  });
});
