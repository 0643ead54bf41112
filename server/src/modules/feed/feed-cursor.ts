import { AppError } from '../../lib/app-error';

// The cursor is the position of the next item, base64url-encoded so clients treat it as opaque.
const PREFIX = 'o:';

/** The cursor of the page that starts at this position. */
export const encodeCursor = (offset: number) => Buffer.from(`${PREFIX}${offset}`).toString('base64url');

/** The position a cursor names; "Invalid parameters." for one the server did not hand out. */
export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^o:(0|[1-9][0-9]{0,5})$/.exec(text);
  if (!match) throw new AppError('INVALID_PARAMETERS', [{ field: 'cursor', message: 'Invalid parameters.' }]);
  return Number(match[1]);
}
