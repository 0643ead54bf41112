// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const skSK: SupportMailFields = {
  receivedSubject: '{brand} podpora: prijali sme vašu požiadavku #{id}',
  answerSubject: '{brand} podpora: odpoveď na vašu požiadavku #{id}',
  greeting: 'Dobrý deň, {name},',
  received: 'ďakujeme, že ste kontaktovali podporu {brand}. Prijali sme vašu požiadavku #{id} „{subject}“.',
  promiseWorking:
    'Snažíme sa odpovedať do 48 pracovných hodín (pondelok až štvrtok 9:00–17:00, piatok 9:00–16:30).',
  promiseAcknowledge: 'Objednávky dielov potvrdzujeme do 72 hodín.',
  answered: 'Náš tím podpory odpovedal na vašu požiadavku #{id} „{subject}“:',
  action: 'Zobraziť moje požiadavky',
  signature: 'Podpora {brand}',
};
