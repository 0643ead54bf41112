import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, REGISTRATION_STEPS } from './registration-steps';

describe('registration steps (docs/product.md#registration-steps)', () => {
  it('steps registration forward and back, not below 1', () => {
    expect(nextStep(REGISTRATION_STEPS.verify)).toBe(2);
    expect(previousStep(1)).toBe(1);
    expect(previousStep(3)).toBe(2);
    expect(nextStep(5)).toBe(5);
  });

  it('numbers the steps as the spec does', () =>
    expect(REGISTRATION_STEPS).toEqual({
      verify: 1,
      activation: 2,
      login: 3,
      productInterest: 4,
      finish: 5,
    }));
});
