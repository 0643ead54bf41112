import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import type { RegistrationFormInput, RegistrationFormValues } from './registration-form-schema';

/** The register and edit forms' rules, loaded with zod when a form is first used. */
export const registrationResolver = lazyZodResolver(() =>
  import('./registration-form-schema').then((m) => m.registrationFormSchema),
);

export const EMPTY_REGISTRATION: RegistrationFormInput = {
  product: null,
  serialCode: '',
  purchaseDate: '',
  purchaseMethod: undefined as unknown as RegistrationFormInput['purchaseMethod'],
  dealer: null,
};

/** The API payload for the form's values. */
export function toRegistrationPayload(values: RegistrationFormValues) {
  const dealer = values.dealer;
  return {
    product: { id: values.product!.id },
    serialCode: values.serialCode,
    purchaseDate: values.purchaseDate,
    purchaseMethod: { value: values.purchaseMethod },
    purchaseDealer:
      dealer === null || dealer === ''
        ? null
        : typeof dealer === 'string'
          ? { name: dealer }
          : { store: { id: dealer.id } },
    pending: false,
  };
}
