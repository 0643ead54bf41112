// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const huHU = {
  resetTwoStep: {
    subject: 'A {brand} ügyfélszolgálata visszaállította kétlépcsős bejelentkezését',
    done: 'Kérésére a {brand} ügyfélszolgálata kikapcsolta fiókja kétlépcsős bejelentkezését: a hitelesítő alkalmazás és a helyreállító kódok már nem működnek. A kétlépcsős bejelentkezést a beállítások Biztonság lapján kapcsolhatja be újra.',
  },
  removePasskey: {
    subject: 'A {brand} ügyfélszolgálata eltávolított egy azonosítókulcsot a fiókjából',
    done: 'Kérésére a {brand} ügyfélszolgálata eltávolította a(z) „{passkey}” nevű azonosítókulcsot a fiókjából.',
  },
  signOutEverywhere: {
    subject: 'A {brand} ügyfélszolgálata mindenhonnan kiléptette Önt',
    done: 'Kérésére a {brand} ügyfélszolgálata minden eszközön kiléptette fiókját. Jelentkezzen be újra a jelszavával.',
  },
  frame: {
    greeting: 'Kedves {name}!',
    reason: 'Megadott indok: {reason}',
    notYou: 'Ha nem Ön kérte, változtassa meg jelszavát, és lépjen kapcsolatba az ügyfélszolgálattal.',
    action: 'Biztonsági beállítások megnyitása',
    signature: 'A {brand} ügyfélszolgálata',
  },
} satisfies CultureStaffMailTexts;
