// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const srLatn = {
  resetTwoStep: {
    subject: 'Podrška {brand} je resetovala vašu prijavu u dva koraka',
    done: 'Na vaš zahtev, podrška {brand} je isključila prijavu u dva koraka za vaš nalog: aplikacija za autentifikaciju i kodovi za oporavak više ne važe. Ponovo uključite prijavu u dva koraka na kartici Bezbednost u podešavanjima.',
  },
  removePasskey: {
    subject: 'Podrška {brand} je uklonila pristupni ključ sa vašeg naloga',
    done: 'Na vaš zahtev, podrška {brand} je uklonila pristupni ključ „{passkey}” sa vašeg naloga.',
  },
  signOutEverywhere: {
    subject: 'Podrška {brand} vas je odjavila svuda',
    done: 'Na vaš zahtev, podrška {brand} je odjavila vaš nalog na svim uređajima. Ponovo se prijavite svojom lozinkom.',
  },
  frame: {
    greeting: 'Zdravo, {name},',
    reason: 'Navedeni razlog: {reason}',
    notYou: 'Ako to niste zatražili, promenite lozinku i obratite se podršci.',
    action: 'Otvori bezbednosna podešavanja',
    signature: 'Podrška {brand}',
  },
} satisfies CultureStaffMailTexts;
