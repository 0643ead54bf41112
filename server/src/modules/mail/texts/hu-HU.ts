// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const huHU = {
  activation: {
    subject: '{brand} Backstage: aktiválja fiókját',
    greeting: 'Kedves {name}!',
    body: 'Köszönjük, hogy létrehozta {brand} Backstage-fiókját. Az aktiváláshoz nyissa meg az alábbi linket. A link 24 óráig érvényes.',
    action: 'Fiókom aktiválása',
    code: 'Vagy adja meg ezt az aktiváló kódot: {code}',
    ignore: 'Ha nem Ön hozta létre ezt a fiókot, figyelmen kívül hagyhatja ezt az e-mailt.',
  },
  passwordReset: {
    subject: '{brand} Backstage: állítsa vissza jelszavát',
    greeting: 'Kedves {name}!',
    body: 'Kérés érkezett {brand} Backstage-fiókja jelszavának visszaállítására. Új jelszó választásához nyissa meg az alábbi linket. A link 1 óráig érvényes.',
    action: 'Jelszavam visszaállítása',
    code: 'Vagy adja meg ezt a kódot: {code}',
    ignore: 'Ha nem Ön kérte, jelszava változatlan marad, és figyelmen kívül hagyhatja ezt az e-mailt.',
  },
  emailChange: {
    subject: '{brand} Backstage: erősítse meg új e-mail-címét',
    greeting: 'Kedves {name}!',
    body: 'Nyissa meg az alábbi linket, hogy ezt a címet használja {brand} Backstage-fiókjához. Addig továbbra is a jelenlegi címével jelentkezik be. A link 24 óráig érvényes.',
    action: 'Új e-mail-címem megerősítése',
    code: 'Vagy adja meg ezt a kódot: {code}',
    ignore: 'Ha nem Ön kérte ezt a módosítást, figyelmen kívül hagyhatja ezt az e-mailt.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: e-mail-címe módosítás alatt áll',
    greeting: 'Kedves {name}!',
    body: 'Valaki azt kérte, hogy {brand} Backstage-fiókja e-mail-címe erre változzon: {newEmail}. A módosítás csak akkor lép életbe, ha az új címről megerősítik.',
    action: 'Tovább a Backstage-re',
    code: '',
    ignore: 'Ha nem Ön volt, most változtassa meg jelszavát, és lépjen kapcsolatba az ügyfélszolgálattal.',
  },
  newDevice: {
    subject: '{brand} Backstage: új bejelentkezés erről az eszközről: {device}',
    greeting: 'Kedves {name}!',
    body: 'Az imént bejelentkeztek {brand} Backstage-fiókjába egy olyan eszközről és helyről, amelyet az elmúlt 90 napban nem használtak: {device}, {place}, {time}. Ha Ön volt, nincs teendője.',
    action: 'Nem én voltam: kiléptetés mindenhonnan és a jelszavam visszaállítása',
    code: '',
    ignore:
      'A link 7 napig érvényes. Fiókja minden munkamenetét kilépteti, és e-mailt küld Önnek a jelszó visszaállításához.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: azonosítókulcsot adtak a fiókjához',
    greeting: 'Kedves {name}!',
    body: '{brand} Backstage-fiókjához „{passkey}” nevű azonosítókulcsot adtak hozzá erről az eszközről: {device} ({time}). Ezzel jelszó és kétlépcsős bejelentkezési kód nélkül lehet bejelentkezni. Ha Ön volt, nincs teendője.',
    action: 'Nem én voltam: kiléptetés mindenhonnan és a jelszavam visszaállítása',
    code: '',
    ignore:
      'A link 7 napig érvényes. Fiókja minden munkamenetét kilépteti, és e-mailt küld Önnek a jelszó visszaállításához. Ezután távolítsa el az azonosítókulcsot a beállítások Biztonság lapján.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: a kétlépcsős bejelentkezést kikapcsolták',
    greeting: 'Kedves {name}!',
    body: '{brand} Backstage-fiókjában kikapcsolták a kétlépcsős bejelentkezést erről az eszközről: {device} ({time}). A bejelentkezéshez most már elég a jelszava. Ha Ön volt, nincs teendője.',
    action: 'Nem én voltam: kiléptetés mindenhonnan és a jelszavam visszaállítása',
    code: '',
    ignore:
      'A link 7 napig érvényes. Fiókja minden munkamenetét kilépteti, és e-mailt küld Önnek a jelszó visszaállításához.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: a kétlépcsős bejelentkezést bekapcsolták',
    greeting: 'Kedves {name}!',
    body: '{brand} Backstage-fiókjában bekapcsolták a kétlépcsős bejelentkezést erről az eszközről: {device} ({time}). A bejelentkezéshez mostantól az adott hitelesítő alkalmazás kódja is kell. Ha Ön volt, nincs teendője.',
    action:
      'Nem én voltam: kiléptetés mindenhonnan, a hitelesítő alkalmazás eltávolítása és a jelszavam visszaállítása',
    code: '',
    ignore:
      'A link 7 napig érvényes. Fiókja minden munkamenetét kilépteti, kikapcsolja ezt a kétlépcsős bejelentkezést a helyreállító kódjaival együtt, és e-mailt küld Önnek a jelszó visszaállításához.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: azonosítókulcsot távolítottak el a fiókjából',
    greeting: 'Kedves {name}!',
    body: '{brand} Backstage-fiókjából eltávolították a(z) „{passkey}” nevű azonosítókulcsot erről az eszközről: {device} ({time}). Ezzel már nem lehet bejelentkezni. Ha Ön volt, nincs teendője.',
    action: 'Nem én voltam: kiléptetés mindenhonnan és a jelszavam visszaállítása',
    code: '',
    ignore:
      'A link 7 napig érvényes. Fiókja minden munkamenetét kilépteti, és e-mailt küld Önnek a jelszó visszaállításához.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: új helyreállító kódok készültek a fiókjához',
    greeting: 'Kedves {name}!',
    body: '{brand} Backstage-fiókjához új kétlépcsős helyreállító kódok készültek erről az eszközről: {device} ({time}). A korábbi kódok már nem működnek. Ha Ön volt, nincs teendője.',
    action: 'Nem én voltam: kiléptetés mindenhonnan és a jelszavam visszaállítása',
    code: '',
    ignore:
      'A link 7 napig érvényes. Fiókja minden munkamenetét kilépteti, és e-mailt küld Önnek a jelszó visszaállításához.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: fiókját törölték',
    greeting: 'Kedves {name}!',
    body: '{brand} Backstage-fiókját törölték ekkor: {time}, a profiljával, regisztrált termékeivel és beállításaival együtt. Minden munkamenete véget ért.',
    action: 'Nem én voltam: kapcsolatfelvétel az ügyfélszolgálattal',
    code: '',
    ignore:
      'Ha Ön volt, nincs teendője. A törölt fiók nem állítható vissza, de az ügyfélszolgálat kiderítheti, hogyan történt, és segíthet újrakezdeni.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: valaki átadná Önnek ezt a terméket: {product}',
    greeting: 'Jó napot kívánunk!',
    body: 'A(z) {brand} Backstage egyik tagja, aki „{sender}” néven mutatkozik be (saját megadása, nem ellenőriztük), átadná Önnek ezt a terméket: {product} (sorozatszám: {serial}), a regisztrációjával és a garanciájával együtt. Nyissa meg az alábbi linket, hogy megnézze, és átvegye a My Gear listájába; ha még nincs {brand} Backstage-fiókja, menet közben létrehozhatja. Az ajánlat eddig érvényes: {date}.',
    action: 'A termék megtekintése és átvétele',
    code: 'Ezt a kódot fogjuk kérni: {code}',
    ignore:
      'Ha nem ismeri ezt a személyt, vagy nem kéri a terméket, hagyja figyelmen kívül ezt az e-mailt: semmi sem változik.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: a(z) {product} új tulajdonoshoz került',
    greeting: 'Kedves {name}!',
    body: 'Az Ön által átadott terméket ({product}, sorozatszám: {serial}) {date} napján átvették. Lekerült a My Gear listájáról, és a garancia is vele ment.',
    action: 'Tovább a My Gear oldalra',
    code: '',
    ignore: 'Ha nem Ön adta át ezt a terméket, lépjen kapcsolatba az ügyfélszolgálattal.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: a(z) {product} garanciája lejár: {date}',
    greeting: 'Kedves {name}!',
    body: 'A(z) {product} (sorozatszám: {serial}) garanciája ekkor jár le: {date}. Ha valami nincs rendben vele, addig kérjen javítást.',
    action: 'Megtekintés a My Gear oldalon',
    code: '',
    ignore:
      'Azért kapja ezt az e-mailt, mert fiókja engedélyezi az e-maileket. Az e-maileket a beállításokban kapcsolhatja ki.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: egy másik fiók regisztrálta az Ön {product} termékét',
    greeting: 'Kedves {name}!',
    body: '{date} napon egy másik {brand} Backstage-fiók regisztrált egy {product} terméket {serial} sorozatszámmal, amely az Ön nevére van regisztrálva. A termék továbbra is az Öné: regisztrációja és garanciája nem változott, és a másik fióknak nem árultuk el, kicsoda Ön. Ügyfélszolgálatunk megvizsgálja, kié a termék, és előfordulhat, hogy felveszi Önnel a kapcsolatot.',
    action: 'Megtekintés a My Gear oldalon',
    code: '',
    ignore:
      'Ha eladta vagy elajándékozta ezt a terméket, adja tovább, vagy törölje a regisztrációját a My Gear oldalon. Ha még megvan, nincs teendője.',
  },
} satisfies CultureMailTexts;
