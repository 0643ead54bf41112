// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const csCZ: SupportMailFields = {
  receivedSubject: '{brand} podpora: přijali jsme váš požadavek #{id}',
  answerSubject: '{brand} podpora: odpověď na váš požadavek #{id}',
  greeting: 'Dobrý den, {name},',
  received: 'děkujeme, že jste kontaktovali podporu {brand}. Přijali jsme váš požadavek #{id} „{subject}“.',
  promiseWorking:
    'Snažíme se odpovědět do 48 pracovních hodin (pondělí až čtvrtek 9:00–17:00, pátek 9:00–16:30).',
  promiseAcknowledge: 'Objednávky dílů potvrzujeme do 72 hodin.',
  answered: 'Náš tým podpory odpověděl na váš požadavek #{id} „{subject}“:',
  action: 'Zobrazit mé požadavky',
  signature: 'Podpora {brand}',
};
