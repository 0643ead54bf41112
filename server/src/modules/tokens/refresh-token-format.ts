import { newToken } from '../../lib/codes';

// docs/decisions/095-one-row-per-refresh-family.md: a refresh token names its family, so a rotation finds the
// family's row by its primary key. The family id's bytes come first in base64url, then the random part; no dot
// in either (an access token has two: RFC 7009's revocation tells the two kinds apart by that).
const FAMILY_CHARS = 22;
const TOKEN_CHARS = FAMILY_CHARS + 43;

/** A new refresh token of the family `familyId` (a UUID). */
export function newRefreshToken(familyId: string): string {
  return Buffer.from(familyId.replaceAll('-', ''), 'hex').toString('base64url') + newToken();
}

/** The family a refresh token names, or undefined when it names none (an older token, or not a token). */
export function familyNamedBy(token: string): string | undefined {
  if (token.length !== TOKEN_CHARS || !/^[\w-]+$/.test(token)) return undefined;
  const hex = Buffer.from(token.slice(0, FAMILY_CHARS), 'base64url').toString('hex');
  if (hex.length !== 32) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
