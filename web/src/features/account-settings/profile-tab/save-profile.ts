import type { PhoneType, ProfileForm } from '@backstage/domain';
import type { Profile } from '../../../lib/profile';
import { removePhone } from '../api/remove-phone';
import { savePhone } from '../api/save-phone';
import { updateProfile } from '../api/update-profile';
import { toPayload } from './profile-form-values';

/**
 * Saves the profile, then brings the phones in line with the form: removed ones first (so three can be
 * swapped for three), then new and changed ones. Blank phone rows are ignored.
 */
export async function saveProfile(stored: Profile, values: ProfileForm): Promise<void> {
  await updateProfile(toPayload(values));
  const wanted = (values.phones ?? []).filter(
    (phone): phone is { id?: number; number: string; type: PhoneType } => !!phone.number && !!phone.type,
  );
  const kept = new Set(wanted.map((phone) => phone.id));
  for (const phone of stored.phones) if (!kept.has(phone.id)) await removePhone(phone.id);
  for (const phone of wanted) {
    const before = stored.phones.find((p) => p.id === phone.id);
    if (!before || before.number !== phone.number.trim() || before.type.value !== phone.type)
      await savePhone(phone);
  }
}
