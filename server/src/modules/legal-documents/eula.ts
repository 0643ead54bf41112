import { normalizeCultureCode } from '@backstage/domain';
import { EULA_TEXTS, EULA_VERSION, type EulaCulture, type EulaSection } from './eula-texts';
import { countryParam, jurisdictionOf } from './regions';

export interface EulaQuery {
  culture_code?: string;
  country?: string;
}

export interface Eula {
  /** The culture of the text served: the one asked for when it has a text, else en-US. */
  cultureCode: EulaCulture;
  /** The country whose governing-law clause is included (English name), '' when unknown. */
  country: string;
  version: string;
  title: string;
  sections: EulaSection[];
}

const hasText = (cultureCode: string): cultureCode is EulaCulture => Object.hasOwn(EULA_TEXTS, cultureCode);

/** docs/product.md#eula `eula/ota/`: the update licence in the caller's language with their country's governing law. */
export function otaEula(query: EulaQuery): Eula {
  const country = countryParam(query.country);
  const askedCultureCode = normalizeCultureCode(query.culture_code);
  const cultureCode = hasText(askedCultureCode) ? askedCultureCode : 'en-US';
  const text = EULA_TEXTS[cultureCode];
  return {
    cultureCode,
    country: country?.name ?? '',
    version: EULA_VERSION,
    title: text.title,
    sections: [...text.sections, text.governingLaw[jurisdictionOf(country)], ...text.closing],
  };
}
