import { z } from 'zod';
import type { ProfileRow } from './profile-repo';
import { profileView } from './profile-view';
import { userResponseSchema } from './schemas';

/**
 * `GET me`'s body, written once per profile: `ProfileCache` answers the same object until the profile moves, so
 * the view, its check against the response schema and its JSON are made once instead of on every request
 * (docs/decisions/056-profiles-kept-by-version.md). The check is the one the route's serializer would make.
 */
export function meBodies(staffDomain: string): (profile: ProfileRow) => string {
  const bodies = new WeakMap<ProfileRow, string>();
  return (profile) => {
    let body = bodies.get(profile);
    if (body === undefined) {
      body = JSON.stringify(z.encode(userResponseSchema, profileView(profile, staffDomain)));
      bodies.set(profile, body);
    }
    return body;
  };
}
