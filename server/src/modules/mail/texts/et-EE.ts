// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const etEE = {
  activation: {
    subject: '{brand} Backstage: aktiveerige oma konto',
    greeting: 'Tere, {name}!',
    body: 'Täname, et lõite {brand} Backstage’i konto. Selle aktiveerimiseks avage allolev link. Link kehtib 24 tundi.',
    action: 'Aktiveeri minu konto',
    code: 'Või sisestage see aktiveerimiskood: {code}',
    ignore: 'Kui te ei loonud seda kontot, võite selle e-kirja tähelepanuta jätta.',
  },
  passwordReset: {
    subject: '{brand} Backstage: lähtestage oma parool',
    greeting: 'Tere, {name}!',
    body: 'Saime taotluse teie {brand} Backstage’i konto parooli lähtestamiseks. Uue parooli valimiseks avage allolev link. Link kehtib 1 tund.',
    action: 'Lähtesta minu parool',
    code: 'Või sisestage see kood: {code}',
    ignore: 'Kui te seda ei taotlenud, jääb teie parool samaks ja võite selle e-kirja tähelepanuta jätta.',
  },
  emailChange: {
    subject: '{brand} Backstage: kinnitage oma uus e-posti aadress',
    greeting: 'Tere, {name}!',
    body: 'Avage allolev link, et kasutada seda aadressi oma {brand} Backstage’i kontol. Seni logite sisse praeguse aadressiga. Link kehtib 24 tundi.',
    action: 'Kinnita minu uus e-posti aadress',
    code: 'Või sisestage see kood: {code}',
    ignore: 'Kui te seda muudatust ei taotlenud, võite selle e-kirja tähelepanuta jätta.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: teie e-posti aadressi muudetakse',
    greeting: 'Tere, {name}!',
    body: 'Keegi taotles teie {brand} Backstage’i konto e-posti aadressi muutmist aadressiks {newEmail}. Muudatus jõustub alles siis, kui see on uuelt aadressilt kinnitatud.',
    action: 'Ava Backstage',
    code: '',
    ignore: 'Kui see polnud teie, muutke kohe oma parool ja võtke ühendust toega.',
  },
  newDevice: {
    subject: '{brand} Backstage: uus sisselogimine seadmest {device}',
    greeting: 'Tere, {name}!',
    body: 'Teie {brand} Backstage’i kontole logiti just sisse seadmest ja kohast, mida pole viimase 90 päeva jooksul kasutatud: {device}, {place}, {time}. Kui see olite teie, ei pea te midagi tegema.',
    action: 'See polnud mina: logi mind kõikjalt välja ja lähtesta parool',
    code: '',
    ignore:
      'Link kehtib 7 päeva. See logib välja kõik teie konto seansid ja saadab teile parooli lähtestamise e-kirja.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: teie kontole lisati pääsuvõti',
    greeting: 'Tere, {name}!',
    body: 'Teie {brand} Backstage’i kontole lisati seadmest {device} ({time}) pääsuvõti nimega „{passkey}“. Sellega saab sisse logida ilma paroolita ja ilma kaheastmelise sisselogimise koodita. Kui see olite teie, ei pea te midagi tegema.',
    action: 'See polnud mina: logi mind kõikjalt välja ja lähtesta parool',
    code: '',
    ignore:
      'Link kehtib 7 päeva. See logib välja kõik teie konto seansid ja saadab teile parooli lähtestamise e-kirja. Seejärel eemaldage pääsuvõti seadete vahekaardil Turvalisus.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: kaheastmeline sisselogimine lülitati välja',
    greeting: 'Tere, {name}!',
    body: 'Teie {brand} Backstage’i konto kaheastmeline sisselogimine lülitati välja seadmest {device} ({time}). Sisselogimiseks piisab nüüd paroolist. Kui see olite teie, ei pea te midagi tegema.',
    action: 'See polnud mina: logi mind kõikjalt välja ja lähtesta parool',
    code: '',
    ignore:
      'Link kehtib 7 päeva. See logib välja kõik teie konto seansid ja saadab teile parooli lähtestamise e-kirja.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: kaheastmeline sisselogimine lülitati sisse',
    greeting: 'Tere, {name}!',
    body: 'Teie {brand} Backstage’i konto kaheastmeline sisselogimine lülitati sisse seadmest {device} ({time}). Sisselogimisel küsitakse nüüd ka selle autentimisrakenduse koodi. Kui see olite teie, ei pea te midagi tegema.',
    action: 'See polnud mina: logi mind kõikjalt välja, eemalda see autentimisrakendus ja lähtesta parool',
    code: '',
    ignore:
      'Link kehtib 7 päeva. See logib välja kõik teie konto seansid, lülitab selle kaheastmelise sisselogimise koos taastekoodidega välja ja saadab teile parooli lähtestamise e-kirja.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: teie kontolt eemaldati pääsuvõti',
    greeting: 'Tere, {name}!',
    body: 'Teie {brand} Backstage’i kontolt eemaldati seadmest {device} ({time}) pääsuvõti nimega „{passkey}“. Sellega ei saa enam sisse logida. Kui see olite teie, ei pea te midagi tegema.',
    action: 'See polnud mina: logi mind kõikjalt välja ja lähtesta parool',
    code: '',
    ignore:
      'Link kehtib 7 päeva. See logib välja kõik teie konto seansid ja saadab teile parooli lähtestamise e-kirja.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: teie kontole loodi uued taastekoodid',
    greeting: 'Tere, {name}!',
    body: 'Teie {brand} Backstage’i kontole loodi seadmest {device} ({time}) kaheastmelise sisselogimise uued taastekoodid. Varasemad koodid enam ei kehti. Kui see olite teie, ei pea te midagi tegema.',
    action: 'See polnud mina: logi mind kõikjalt välja ja lähtesta parool',
    code: '',
    ignore:
      'Link kehtib 7 päeva. See logib välja kõik teie konto seansid ja saadab teile parooli lähtestamise e-kirja.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: teie konto kustutati',
    greeting: 'Tere, {name}!',
    body: 'Teie {brand} Backstage’i konto kustutati {time} koos profiili, registreeritud toodete ja seadetega. Kõik selle seansid on lõpetatud.',
    action: 'See polnud mina: võta ühendust toega',
    code: '',
    ignore:
      'Kui see olite teie, ei pea te midagi tegema. Kustutatud kontot ei saa taastada, kuid tugi saab välja selgitada, kuidas see juhtus, ja aidata teil uuesti alustada.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: keegi soovib teile üle anda toote {product}',
    greeting: 'Tere!',
    body: '{brand} Backstage’i liige, kes nimetab end „{sender}“ (tema enda sõnad, mida me pole kontrollinud), soovib teile üle anda toote {product} (seerianumber {serial}) koos registreeringu ja garantiiga. Avage allolev link, et seda vaadata ja see oma My Geari vastu võtta; kui teil pole veel {brand} Backstage’i kontot, loote selle samal ajal. Pakkumine kehtib kuni {date}.',
    action: 'Vaata toodet ja võta see vastu',
    code: 'Teilt küsitakse seda koodi: {code}',
    ignore:
      'Kui te seda inimest ei tunne või ei soovi toodet, jätke see e-kiri tähelepanuta: midagi ei muutu.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: teie tootel {product} on uus omanik',
    greeting: 'Tere, {name}!',
    body: 'Teie üle antud toode {product} (seerianumber {serial}) võeti vastu {date}. See on teie My Gearist eemaldatud ja selle garantii läks kaasa.',
    action: 'Ava My Gear',
    code: '',
    ignore: 'Kui te seda toodet üle ei andnud, võtke ühendust toega.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: teie toote {product} garantii lõpeb {date}',
    greeting: 'Tere, {name}!',
    body: 'Teie toote {product} (seerianumber {serial}) garantii lõpeb {date}. Kui sellega on midagi valesti, taotlege remonti enne seda kuupäeva.',
    action: 'Vaata My Gearis',
    code: '',
    ignore: 'Saate selle e-kirja, sest teie konto lubab e-kirju. E-kirjad saate välja lülitada oma seadetes.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: teine konto registreeris teie toote {product}',
    greeting: 'Tere, {name}!',
    body: '{date} registreeris teine {brand} Backstage’i konto toote {product} seerianumbriga {serial}, mis on registreeritud teie nimele. See jääb teile: selle registreering ja garantii on muutmata ning me pole teisele kontole öelnud, kes te olete. Meie tugitiim selgitab välja, kellele see kuulub, ja võib teiega ühendust võtta.',
    action: 'Vaata My Gearis',
    code: '',
    ignore:
      'Kui olete toote müünud või ära kinkinud, andke see edasi või tühistage selle registreering My Gearis. Kui see on endiselt teie käes, ei pea te midagi tegema.',
  },
} satisfies CultureMailTexts;
