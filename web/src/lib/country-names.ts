import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// Intl needs a BCP 47 tag; the culture list spells Serbian (Latin) "Lt-sr-SP".
const bcp47 = (culture: string) => (culture === 'Lt-sr-SP' ? 'sr-Latn-RS' : culture);

/**
 * Country names in the interface language (or `culture`), from the ISO code; the English name when Intl
 * cannot tell. Stored values stay the English names of docs/product.md#regions.
 */
export function useCountryName(culture?: string): (country: { code: string; name: string }) => string {
  const { i18n } = useTranslation();
  const language = culture ?? i18n.language;
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([bcp47(language), 'en'], { type: 'region' });
    } catch {
      names = undefined;
    }
    return (country) => {
      try {
        return names?.of(country.code) ?? country.name;
      } catch {
        return country.name;
      }
    };
  }, [language]);
}
