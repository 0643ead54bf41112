import type { CultureStaffMailTexts } from '../staff-mail-types';
import { bgBG } from './bg-BG';
import { csCZ } from './cs-CZ';
import { daDK } from './da-DK';
import { deCH } from './de-CH';
import { deDE } from './de-DE';
import { elGR } from './el-GR';
import { esES } from './es-ES';
import { etEE } from './et-EE';
import { fiFI } from './fi-FI';
import { frFR } from './fr-FR';
import { hrHR } from './hr-HR';
import { huHU } from './hu-HU';
import { itIT } from './it-IT';
import { koKR } from './ko-KR';
import { srLatn } from './Lt-sr-SP';
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

/** The staff-action mail texts of every culture beyond en-US and ja-JP (those two are in ../staff-mail-texts.ts). */
export const STAFF_MAIL_TEXTS_BY_CULTURE: Readonly<Record<string, CultureStaffMailTexts>> = {
  'bg-BG': bgBG,
  'cs-CZ': csCZ,
  'da-DK': daDK,
  'de-CH': deCH,
  'de-DE': deDE,
  'el-GR': elGR,
  'es-ES': esES,
  'et-EE': etEE,
  'fi-FI': fiFI,
  'fr-FR': frFR,
  'hr-HR': hrHR,
  'hu-HU': huHU,
  'it-IT': itIT,
  'ko-KR': koKR,
  'lt-LT': ltLT,
  'Lt-sr-SP': srLatn,
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
