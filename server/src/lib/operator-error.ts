/**
 * A problem at start that the operator fixes in the configuration (a wrong KEYS_ENCRYPTION_KEY): `main.ts`
 * prints its message as one line and exits, without a stack trace that would bury it.
 */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

/** The one line to print for a failed start, or undefined when the failure is a bug (its stack is wanted). */
export function operatorMessage(error: unknown): string | undefined {
  return error instanceof OperatorError ? `Cannot start: ${error.message}` : undefined;
}
