import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// Intl needs a BCP 47 tag; the list spells Serbian (Latin) "Lt-sr-SP".
const bcp47 = (culture: string) => (culture === 'Lt-sr-SP' ? 'sr-Latn-RS' : culture);

/** Country names in the interface language, from the ISO code; the English name when Intl cannot tell. */
export function useCountryName(): (country: { code: string; name: string }) => string {
  const { i18n } = useTranslation();
  const culture = i18n.language;
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([bcp47(culture), 'en'], { type: 'region' });
    } catch {
      names = undefined;
    }
    return (country) => names?.of(country.code) ?? country.name;
  }, [culture]);
}
