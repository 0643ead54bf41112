import { type FormEvent, useRef, useState } from 'react';
import { SIGN_IN_INPUTS, type SignInFormValues } from './sign-in-fields';
import { useValidationText } from './validation-text';

export type SignInField = keyof SignInFormValues;
type FieldErrors = Partial<Record<SignInField, string>>;
/** The form's fields, in the order they are drawn and checked. */
export const SIGN_IN_FIELDS = Object.keys(SIGN_IN_INPUTS) as SignInField[];

/** The rules of docs/product.md#sign-in, loaded on the first submit with zod (as `signInResolver`). */
async function validate(values: SignInFormValues): Promise<FieldErrors> {
  const { signInFormSchema } = await import('./sign-in-schema');
  const result = signInFormSchema.safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path[0] as SignInField] ??= issue.message;
  return errors;
}

/**
 * The sign-in page's two fields without a form library: react-hook-form took the page past its
 * script goal (docs/decisions/053-sign-in-page-form-without-a-library.md, bench/README.md). It behaves as the app's
 * react-hook-form forms do: the fields are read from the inputs (what was typed before the page was adopted
 * counts), checked on submit and then on every change, the first wrong field takes the focus, and a field's
 * value outlives its input (the two-step code replaces the form and may hand back to it).
 */
export function useSignInForm(onValid: (values: SignInFormValues) => Promise<void>) {
  const inputs = useRef<Partial<Record<SignInField, HTMLInputElement>>>({});
  const kept = useRef<SignInFormValues>({ email: '', password: '' });
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rootError, setRootError] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const text = useValidationText();

  const current = (name: SignInField) => inputs.current[name]?.value ?? kept.current[name];
  const values = (): SignInFormValues => ({ email: current('email'), password: current('password') });
  const check = async () => {
    const found = await validate(values());
    setErrors(found);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setRootError(undefined);
    setSubmitting(true);
    try {
      const found = await check();
      const wrong = SIGN_IN_FIELDS.find((name) => found[name]);
      if (wrong) return inputs.current[wrong]?.focus();
      await onValid(values());
    } finally {
      setSubmitting(false);
    }
  };

  /** An input's props: its name, type and autofill token, its value kept across remounts, its error. */
  const field = (name: SignInField) => ({
    ...SIGN_IN_INPUTS[name],
    name,
    defaultValue: kept.current[name] || undefined,
    inputRef: (input: HTMLInputElement | null) => {
      if (input) inputs.current[name] = input;
      else if (inputs.current[name]) {
        kept.current[name] = inputs.current[name].value;
        delete inputs.current[name];
      }
    },
    onChange: () => {
      if (submitted.current) void check();
    },
    error: !!errors[name],
    helperText: text(errors[name]),
  });

  return {
    field,
    submit,
    isSubmitting,
    rootError,
    setRootError,
    focus: (name: SignInField) => inputs.current[name]?.focus(),
    /** Empties a field, with its error. */
    clear: (name: SignInField) => {
      kept.current[name] = '';
      if (inputs.current[name]) inputs.current[name].value = '';
      setErrors(({ [name]: _cleared, ...others }) => others);
    },
  };
}
