import { ERRORS, type ErrorCode, type FieldError } from '@backstage/domain';

/** An error a client caused or may see: a catalogue code, its status and text, optional field errors. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: FieldError[],
  ) {
    super(ERRORS[code].message);
    this.statusCode = ERRORS[code].status;
  }
}

/**
 * ATTEMPT_LIMIT_EXCEEDED (429) naming the limit that refused: the rate-limit metric counts refusals by `rule`, a
 * fixed name such as `sign-in-lockout` or a budget key's first part (never the part naming the user or address).
 */
export class LimitError extends AppError {
  constructor(readonly rule: string) {
    super('ATTEMPT_LIMIT_EXCEEDED');
  }
}
