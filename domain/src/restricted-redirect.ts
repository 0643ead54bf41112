/** Spec §4 restricted redirect: the group's own sites, by origin. */
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

/** The URL when its origin is on the allowlist (or it is a path of this site), else the root path. */
export function restrictedRedirect(
  target: string | null | undefined,
  allowlist = REDIRECT_ALLOWLIST,
): string {
  if (!target) return '/';
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return target;
  try {
    const url = new URL(target);
    return allowlist.includes(url.origin) ? url.toString() : '/';
  } catch {
    return '/';
  }
}
