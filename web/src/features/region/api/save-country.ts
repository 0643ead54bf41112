import { useMutation } from '@tanstack/react-query';
import { useUpdateProfile } from '@/lib/api/update-profile';
import { STORAGE_KEYS, writeStored } from '@/lib/storage';

/**
 * Saves the country chosen in the Latin-America selector: PUT users/{id} `{ country }` when signed in (the
 * cached profile follows), and in this browser either way.
 */
export function useSaveCountry(signedIn: boolean) {
  const updateProfile = useUpdateProfile();
  return useMutation({
    mutationFn: async (country: string) => {
      if (signedIn) await updateProfile.mutateAsync({ country });
      writeStored(STORAGE_KEYS.country, country);
    },
  });
}
