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
