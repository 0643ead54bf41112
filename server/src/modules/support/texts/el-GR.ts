// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { SupportMailFields } from '../support-mail-fields';

export const elGR: SupportMailFields = {
  receivedSubject: '{brand} Υποστήριξη: λάβαμε το αίτημά σας #{id}',
  answerSubject: '{brand} Υποστήριξη: απάντηση στο αίτημά σας #{id}',
  greeting: 'Γεια σας, {name},',
  received:
    'Σας ευχαριστούμε που επικοινωνήσατε με την Υποστήριξη {brand}. Λάβαμε το αίτημά σας #{id} «{subject}».',
  promiseWorking:
    'Στόχος μας είναι να απαντάμε μέσα σε 48 εργάσιμες ώρες (Δευτέρα έως Πέμπτη 9:00–17:00, Παρασκευή 9:00–16:30).',
  promiseAcknowledge: 'Επιβεβαιώνουμε τις παραγγελίες ανταλλακτικών μέσα σε 72 ώρες.',
  answered: 'Η ομάδα υποστήριξής μας απάντησε στο αίτημά σας #{id} «{subject}»:',
  action: 'Δείτε τα αιτήματά σας',
  signature: 'Υποστήριξη {brand}',
};
