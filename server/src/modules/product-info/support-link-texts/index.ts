import type { SupportLinkVariant } from '../support-link-types';
import { bgBG } from './bg-BG';
import { csCZ } from './cs-CZ';
import { daDK } from './da-DK';
import { deDE } from './de-DE';
import { elGR } from './el-GR';
import { enUS } from './en-US';
import { esES } from './es-ES';
import { esMX } from './es-MX';
import { etEE } from './et-EE';
import { fiFI } from './fi-FI';
import { frFR } from './fr-FR';
import { hrHR } from './hr-HR';
import { huHU } from './hu-HU';
import { itIT } from './it-IT';
import { jaJP } from './ja-JP';
import { koKR } from './ko-KR';
import { ltSrSP } from './Lt-sr-SP';
import { ltLT } from './lt-LT';
import { lvLV } from './lv-LV';
import { nbNO } from './nb-NO';
import { nlNL } from './nl-NL';
import { plPL } from './pl-PL';
import { ptBR } from './pt-BR';
import { ptPT } from './pt-PT';
import { roRO } from './ro-RO';
import { skSK } from './sk-SK';
import { slSI } from './sl-SI';
import { svSE } from './sv-SE';

/** The support links' texts of every culture with its own: base cultures whole, variants (es-MX) where they differ. */
export const SUPPORT_LINK_TEXTS: Readonly<Record<string, SupportLinkVariant>> = {
  'bg-BG': bgBG,
  'cs-CZ': csCZ,
  'da-DK': daDK,
  'de-DE': deDE,
  'el-GR': elGR,
  'en-US': enUS,
  'es-ES': esES,
  'es-MX': esMX,
  'et-EE': etEE,
  'fi-FI': fiFI,
  'fr-FR': frFR,
  'hr-HR': hrHR,
  'hu-HU': huHU,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'lt-LT': ltLT,
  'Lt-sr-SP': ltSrSP,
  'lv-LV': lvLV,
  'nb-NO': nbNO,
  'nl-NL': nlNL,
  'pl-PL': plPL,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  'ro-RO': roRO,
  'sk-SK': skSK,
  'sl-SI': slSI,
  'sv-SE': svSE,
};
