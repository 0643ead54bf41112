import { AppError } from './app-error';

/** What a request could not reach. */
export type Dependency = 'database' | 'redis' | 'capacity';

/**
 * A 503 `SERVICE_NOT_AVAILABLE` for a part the request needs that is away (database, Redis) or too busy;
 * `cause` is logged, never sent. `retryAfter` (seconds) becomes the `Retry-After` header.
 */
export class UnavailableError extends AppError {
  constructor(
    readonly dependency: Dependency,
    override readonly cause?: unknown,
    readonly retryAfter = 5,
  ) {
    super('SERVICE_NOT_AVAILABLE');
  }
}
