import { isMessageCode, messageCodeOf } from '@backstage/domain';
import { useTranslation } from 'react-i18next';

/**
 * A form error in the interface language: a domain message code (the schemas' messages, a server field
 * error's `code`) is worded by the `validation` catalogue; any other message (already worded, or zod's own)
 * is shown as it is.
 */
export function useValidationText(): (message: unknown) => string | undefined {
  const { t } = useTranslation('validation');
  return (message) => {
    if (typeof message !== 'string') return undefined;
    return isMessageCode(message) ? t(message) : message;
  };
}

/** What to put on a field for a server field error: its message code when it has one, so it is translated. */
export function serverFieldMessage(field: { message: string; code?: string }): string {
  return field.code ?? messageCodeOf(field.message) ?? field.message;
}
