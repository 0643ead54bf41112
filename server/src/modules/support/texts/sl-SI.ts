// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const slSI: SupportMailFields = {
  receivedSubject: 'Podpora {brand}: prejeli smo vašo zahtevo #{id}',
  answerSubject: 'Podpora {brand}: odgovor na vašo zahtevo #{id}',
  greeting: 'Pozdravljeni, {name},',
  received: 'hvala, ker ste se obrnili na podporo {brand}. Prejeli smo vašo zahtevo #{id} »{subject}«.',
  promiseWorking:
    'Prizadevamo si odgovoriti v 48 delovnih urah (od ponedeljka do četrtka 9.00–17.00, v petek 9.00–16.30).',
  promiseAcknowledge: 'Naročila delov potrdimo v 72 urah.',
  answered: 'Naša ekipa za podporo je odgovorila na vašo zahtevo #{id} »{subject}«:',
  action: 'Oglejte si svoje zahteve',
  signature: 'Podpora {brand}',
};
