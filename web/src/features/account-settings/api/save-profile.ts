import type { PhoneType, ProfileForm, UserResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { updateProfile } from '@/lib/api/update-profile';
import { toPayload } from '../profile-tab/profile-form-values';
import { removePhone } from './remove-phone';
import { savePhone } from './save-phone';

/**
 * Saves the profile, then brings the phones in line with the form: removed ones first (so three can be
 * swapped for three), then new and changed ones. Blank phone rows are ignored.
 */
export async function saveProfile(stored: UserResponse, values: ProfileForm): Promise<void> {
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

/** Saves the profile tab against the stored profile; whatever got saved before a failure is read back. */
export function useSaveProfile(stored: UserResponse) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileForm) => saveProfile(stored, values),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile() }),
  });
}
