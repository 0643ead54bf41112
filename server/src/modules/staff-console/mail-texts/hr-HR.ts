// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const hrHR = {
  resetTwoStep: {
    subject: 'Podrška {brand} poništila je vašu prijavu u dva koraka',
    done: 'na vaš je zahtjev podrška {brand} isključila prijavu u dva koraka za vaš račun: aplikacija za autentifikaciju i kodovi za oporavak više ne vrijede. Ponovno uključite prijavu u dva koraka na kartici Sigurnost u postavkama.',
  },
  removePasskey: {
    subject: 'Podrška {brand} uklonila je pristupni ključ s vašeg računa',
    done: 'na vaš je zahtjev podrška {brand} uklonila pristupni ključ „{passkey}” s vašeg računa.',
  },
  signOutEverywhere: {
    subject: 'Podrška {brand} odjavila vas je svugdje',
    done: 'na vaš je zahtjev podrška {brand} odjavila vaš račun na svim uređajima. Ponovno se prijavite svojom lozinkom.',
  },
  frame: {
    greeting: 'Pozdrav, {name},',
    reason: 'Navedeni razlog: {reason}',
    notYou: 'Ako to niste zatražili, promijenite lozinku i obratite se podršci.',
    action: 'Otvori sigurnosne postavke',
    signature: 'Podrška {brand}',
  },
} satisfies CultureStaffMailTexts;
