import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { queryKeys } from '@/lib/api/query-keys';

export const FAQ_NAMESPACE = 'cloudFaq';

// The answers are long: they load with this page, not with the app's first script (the en-US catalogue in
// i18n/locales is bundled into every page, docs/decisions/017-adding-a-feature-or-a-module.md and issue #14).
const texts = import.meta.glob<Record<string, unknown>>('./texts/*.json', { import: 'default' });

/** Adds the FAQ namespace for en-US (the fallback) and the interface language, when written. */
export async function loadFaqTexts(language: string): Promise<string> {
  for (const culture of new Set(['en-US', language])) {
    const load = texts[`./texts/${culture}.json`];
    if (load && !i18next.hasResourceBundle(culture, FAQ_NAMESPACE))
      i18next.addResourceBundle(culture, FAQ_NAMESPACE, await load(), true, true);
  }
  return language;
}

/** The FAQ texts of the interface language: ready once `isSuccess`; a failed load is offered again. */
export function useFaqTexts(language: string) {
  return useQuery({
    queryKey: queryKeys.cloudFaqTexts(language),
    queryFn: () => loadFaqTexts(language),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
