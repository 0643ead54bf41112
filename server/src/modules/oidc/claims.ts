import type { Deps } from '../../deps';
import { getProfile } from '../profile';

/** What the token endpoint and UserInfo know of the account. */
export interface ClaimsUser {
  id: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The claims the granted scopes allow (OpenID Connect Core §5.4): `email` gives the address and whether it
 * was confirmed, `profile` the names and the culture code as `locale`. `sub` is the account id, which never
 * changes.
 */
export async function scopedClaims(deps: Deps, user: ClaimsUser, scope: string) {
  const scopes = scope.split(' ');
  const email = scopes.includes('email') ? { email: user.email, email_verified: user.emailVerified } : {};
  if (!scopes.includes('profile')) return { sub: user.id, ...email };
  const profile = await getProfile(deps, user.id);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return {
    sub: user.id,
    ...email,
    ...(name && { name }),
    ...(profile.firstName && { given_name: profile.firstName }),
    ...(profile.lastName && { family_name: profile.lastName }),
    ...(profile.cultureCode.value && { locale: profile.cultureCode.value }),
  };
}
