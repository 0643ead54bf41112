import { useValidationText } from '../validation-text';

/** A field's error in the interface language (a message code is worded; any other text shown as it is). */
export function ValidationMessage({ message }: { message: unknown }) {
  return <>{useValidationText()(message)}</>;
}
