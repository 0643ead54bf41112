/** registration steps (docs/product.md#registration-steps) (the cloud flow uses the same numbers). */
export const REGISTRATION_STEPS = {
  verify: 1,
  activation: 2,
  login: 3,
  productInterest: 4,
  finish: 5,
} as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[keyof typeof REGISTRATION_STEPS];

/** The step after this one (never past finish). */
export function nextStep(step: number): number {
  return Math.min(step + 1, REGISTRATION_STEPS.finish);
}

/** The step before this one, never below 1. */
export function previousStep(step: number): number {
  return Math.max(step - 1, REGISTRATION_STEPS.verify);
}
