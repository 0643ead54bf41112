/** restricted redirect (docs/product.md#restricted-redirect): the group's own sites, by origin. */
export const REDIRECT_ALLOWLIST: readonly string[] = [
  'https://www.roland.com',
  'https://proav.roland.com',
  'https://www.boss.info',
  'https://www.rolandcloud.com',
  'https://www.dwdrums.com',
  'https://www.pdpdrums.com',
  'https://www.lpmusic.com',
  'https://www.dwdrumshop.com',
  'https://www.slingerland.com',
];

/**
 * Control characters and whitespace (browsers drop tab and newline from a URL, so `/\t/evil.com` becomes
 * `//evil.com`) and backslashes (read as slashes, so `/\evil.com` is `//evil.com`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSAFE = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;
/** The same characters percent-encoded, and an encoded slash where a path's second slash would be. */
const UNSAFE_ENCODED = /%(?:[01][0-9a-f]|7f|5c)|^\/%2f/i;

/** A path of this site: one leading slash and nothing a browser could turn into another origin. */
export function isLocalPath(target: string | null | undefined): target is string {
  return (
    !!target &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !UNSAFE.test(target) &&
    !UNSAFE_ENCODED.test(target)
  );
}

/**
 * The URL when it is a path of this site or an https URL without credentials whose origin is on the
 * allowlist; anything else (other origins, look-alike hosts, `user@host`, `javascript:`, whitespace and
 * control characters, plain or encoded) gives the root path.
 */
export function restrictedRedirect(
  target: string | null | undefined,
  allowlist = REDIRECT_ALLOWLIST,
): string {
  if (!target || UNSAFE.test(target) || UNSAFE_ENCODED.test(target)) return '/';
  if (target.startsWith('/')) return isLocalPath(target) ? target : '/';
  try {
    const url = new URL(target);
    const plain = url.protocol === 'https:' && !url.username && !url.password;
    return plain && allowlist.includes(url.origin) ? url.toString() : '/';
  } catch {
    return '/';
  }
}
