import { UnavailableError } from '../lib/unavailable';

// SQLSTATE classes and codes that mean the server is away, not that the statement is wrong: 08 connection
// exception, 53 insufficient resources (disk full, too many connections), 57P01-57P03 shutdown or start-up,
// 58 system error (I/O).
const UNAVAILABLE_SQLSTATE = /^(08|53|58)[0-9A-Z]{3}$|^57P0[1-3]$/;

// Socket and driver errors `pg` raises with no SQLSTATE when the connection cannot be made or is lost.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Cannot use a pool after calling end|Query read timeout/i;

/** True when a `pg` error means PostgreSQL cannot be reached (as opposed to a statement it refused). */
export function isPostgresUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
  return typeof code !== 'string' && DRIVER_MESSAGES.test(error.message);
}

/**
 * True when a PGlite error means the embedded database itself failed (closed, aborted WebAssembly, disk
 * I/O), as opposed to a statement it refused: those carry a SQLSTATE of their own.
 */
export function isPgliteUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return UNAVAILABLE_SQLSTATE.test(code);
  return error.name === 'RuntimeError' || /PGlite is closed|Aborted|ENOSPC|EIO/i.test(error.message);
}

/** Rethrows a lost database as a 503 `UnavailableError`; any other error as it is. */
export const unavailableOr =
  (test: (error: unknown) => boolean) =>
  (error: unknown): never => {
    if (test(error)) throw new UnavailableError('database', error);
    throw error;
  };
