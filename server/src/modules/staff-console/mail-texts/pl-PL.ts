// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const plPL = {
  resetTwoStep: {
    subject: 'Pomoc techniczna {brand} zresetowała Twoje logowanie dwuetapowe',
    done: 'na Twoją prośbę pomoc techniczna {brand} wyłączyła logowanie dwuetapowe Twojego konta: aplikacja uwierzytelniająca i kody odzyskiwania przestały działać. Włącz ponownie logowanie dwuetapowe na karcie Bezpieczeństwo w ustawieniach.',
  },
  removePasskey: {
    subject: 'Pomoc techniczna {brand} usunęła klucz dostępu z Twojego konta',
    done: 'na Twoją prośbę pomoc techniczna {brand} usunęła klucz dostępu „{passkey}” z Twojego konta.',
  },
  signOutEverywhere: {
    subject: 'Pomoc techniczna {brand} wylogowała Cię wszędzie',
    done: 'na Twoją prośbę pomoc techniczna {brand} wylogowała Twoje konto na wszystkich urządzeniach. Zaloguj się ponownie hasłem.',
  },
  frame: {
    greeting: 'Witaj {name},',
    reason: 'Podany powód: {reason}',
    notYou: 'Jeśli to nie była Twoja prośba, zmień hasło i skontaktuj się z pomocą techniczną.',
    action: 'Otwórz ustawienia bezpieczeństwa',
    signature: 'Pomoc techniczna {brand}',
  },
} satisfies CultureStaffMailTexts;
