// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const slSI = {
  resetTwoStep: {
    subject: 'Podpora {brand} je ponastavila vašo prijavo v dveh korakih',
    done: 'na vašo zahtevo je podpora {brand} izklopila prijavo v dveh korakih za vaš račun: aplikacija za preverjanje pristnosti in obnovitvene kode ne delujejo več. Prijavo v dveh korakih znova vklopite na zavihku Varnost v nastavitvah.',
  },
  removePasskey: {
    subject: 'Podpora {brand} je z vašega računa odstranila ključ za dostop',
    done: 'na vašo zahtevo je podpora {brand} z vašega računa odstranila ključ za dostop »{passkey}«.',
  },
  signOutEverywhere: {
    subject: 'Podpora {brand} vas je odjavila povsod',
    done: 'na vašo zahtevo je podpora {brand} vaš račun odjavila na vseh napravah. Znova se prijavite z geslom.',
  },
  frame: {
    greeting: 'Pozdravljeni, {name},',
    reason: 'Navedeni razlog: {reason}',
    notYou: 'Če tega niste zahtevali, spremenite geslo in se obrnite na podporo.',
    action: 'Odpri varnostne nastavitve',
    signature: 'Podpora {brand}',
  },
} satisfies CultureStaffMailTexts;
