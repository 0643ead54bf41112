// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const slSI = {
  activation: {
    subject: '{brand} Backstage: aktivirajte svoj račun',
    greeting: 'Pozdravljeni, {name},',
    body: 'hvala, ker ste ustvarili račun {brand} Backstage. Odprite spodnjo povezavo, da ga aktivirate. Povezava velja 24 ur.',
    action: 'Aktiviraj moj račun',
    code: 'Ali pa vnesite to aktivacijsko kodo: {code}',
    ignore: 'Če tega računa niste ustvarili vi, lahko to e-poštno sporočilo prezrete.',
  },
  passwordReset: {
    subject: '{brand} Backstage: ponastavite geslo',
    greeting: 'Pozdravljeni, {name},',
    body: 'prejeli smo zahtevo za ponastavitev gesla za vaš račun {brand} Backstage. Odprite spodnjo povezavo, da izberete novo geslo. Povezava velja 1 uro.',
    action: 'Ponastavi moje geslo',
    code: 'Ali pa vnesite to kodo: {code}',
    ignore:
      'Če tega niste zahtevali vi, vaše geslo ostane nespremenjeno in lahko to e-poštno sporočilo prezrete.',
  },
  emailChange: {
    subject: '{brand} Backstage: potrdite svoj novi e-poštni naslov',
    greeting: 'Pozdravljeni, {name},',
    body: 'odprite spodnjo povezavo, da boste ta naslov uporabljali za svoj račun {brand} Backstage. Do takrat se prijavljate s trenutnim naslovom. Povezava velja 24 ur.',
    action: 'Potrdi moj novi e-poštni naslov',
    code: 'Ali pa vnesite to kodo: {code}',
    ignore: 'Če te spremembe niste zahtevali vi, lahko to e-poštno sporočilo prezrete.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: e-poštni naslov vašega računa se spreminja',
    greeting: 'Pozdravljeni, {name},',
    body: 'nekdo je zahteval, da se e-poštni naslov vašega računa {brand} Backstage spremeni v {newEmail}. Sprememba začne veljati šele, ko je potrjena z novega naslova.',
    action: 'Pojdi v Backstage',
    code: '',
    ignore: 'Če to niste bili vi, takoj spremenite geslo in se obrnite na podporo.',
  },
  newDevice: {
    subject: '{brand} Backstage: nova prijava v napravi {device}',
    greeting: 'Pozdravljeni, {name},',
    body: 'v vaš račun {brand} Backstage se je pravkar nekdo prijavil iz naprave in kraja, ki v zadnjih 90 dneh nista bila uporabljena: {device}, {place}, {time}. Če ste to bili vi, vam ni treba storiti ničesar.',
    action: 'Tega ne prepoznam: odjavi me povsod in ponastavi geslo',
    code: '',
    ignore:
      'Povezava velja 7 dni. Odjavi vse seje vašega računa in vam pošlje e-poštno sporočilo za ponastavitev gesla.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: vašemu računu je bil dodan ključ za dostop',
    greeting: 'Pozdravljeni, {name},',
    body: 'vašemu računu {brand} Backstage je bil iz naprave {device} ({time}) dodan ključ za dostop z imenom »{passkey}«. Z njim se prijavite brez gesla in brez kode za prijavo v dveh korakih. Če ste to bili vi, vam ni treba storiti ničesar.',
    action: 'Tega ne prepoznam: odjavi me povsod in ponastavi geslo',
    code: '',
    ignore:
      'Povezava velja 7 dni. Odjavi vse seje vašega računa in vam pošlje e-poštno sporočilo za ponastavitev gesla. Nato ključ za dostop odstranite na zavihku Varnost v nastavitvah.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: prijava v dveh korakih je bila izklopljena',
    greeting: 'Pozdravljeni, {name},',
    body: 'prijava v dveh korakih za vaš račun {brand} Backstage je bila izklopljena iz naprave {device} ({time}). Za prijavo zdaj zadošča geslo. Če ste to bili vi, vam ni treba storiti ničesar.',
    action: 'Tega ne prepoznam: odjavi me povsod in ponastavi geslo',
    code: '',
    ignore:
      'Povezava velja 7 dni. Odjavi vse seje vašega računa in vam pošlje e-poštno sporočilo za ponastavitev gesla.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: prijava v dveh korakih je bila vklopljena',
    greeting: 'Pozdravljeni, {name},',
    body: 'prijava v dveh korakih za vaš račun {brand} Backstage je bila vklopljena iz naprave {device} ({time}). Za prijavo se zdaj zahteva tudi koda iz te aplikacije za preverjanje pristnosti. Če ste to bili vi, vam ni treba storiti ničesar.',
    action:
      'Tega ne prepoznam: odjavi me povsod, odstrani to aplikacijo za preverjanje pristnosti in ponastavi geslo',
    code: '',
    ignore:
      'Povezava velja 7 dni. Odjavi vse seje vašega računa, izklopi to prijavo v dveh korakih skupaj z obnovitvenimi kodami in vam pošlje e-poštno sporočilo za ponastavitev gesla.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: z vašega računa je bil odstranjen ključ za dostop',
    greeting: 'Pozdravljeni, {name},',
    body: 'z vašega računa {brand} Backstage je bil iz naprave {device} ({time}) odstranjen ključ za dostop z imenom »{passkey}«. Z njim se ni več mogoče prijaviti. Če ste to bili vi, vam ni treba storiti ničesar.',
    action: 'Tega ne prepoznam: odjavi me povsod in ponastavi geslo',
    code: '',
    ignore:
      'Povezava velja 7 dni. Odjavi vse seje vašega računa in vam pošlje e-poštno sporočilo za ponastavitev gesla.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: za vaš račun so bile ustvarjene nove obnovitvene kode',
    greeting: 'Pozdravljeni, {name},',
    body: 'za vaš račun {brand} Backstage so bile iz naprave {device} ({time}) ustvarjene nove obnovitvene kode za prijavo v dveh korakih. Prejšnje kode ne delujejo več. Če ste to bili vi, vam ni treba storiti ničesar.',
    action: 'Tega ne prepoznam: odjavi me povsod in ponastavi geslo',
    code: '',
    ignore:
      'Povezava velja 7 dni. Odjavi vse seje vašega računa in vam pošlje e-poštno sporočilo za ponastavitev gesla.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: vaš račun je bil izbrisan',
    greeting: 'Pozdravljeni, {name},',
    body: 'vaš račun {brand} Backstage je bil izbrisan ({time}), skupaj s profilom, registriranimi izdelki in nastavitvami. Vse njegove seje so bile končane.',
    action: 'Tega ne prepoznam: obrni se na podporo',
    code: '',
    ignore:
      'Če ste to bili vi, vam ni treba storiti ničesar. Izbrisanega računa ni mogoče obnoviti, podpora pa lahko ugotovi, kako se je to zgodilo, in vam pomaga začeti znova.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: nekdo vam želi predati izdelek {product}',
    greeting: 'Pozdravljeni,',
    body: 'član storitve {brand} Backstage, ki se predstavlja kot »{sender}« (njegove besede, ki jih nismo preverili), vam želi predati izdelek {product} (serijska številka {serial}) skupaj z registracijo in garancijo. Odprite spodnjo povezavo, da si ga ogledate in ga sprejmete v svoj My Gear; če še nimate računa {brand} Backstage, ga ustvarite sproti. Ponudba velja do {date}.',
    action: 'Oglej si izdelek in ga sprejmi',
    code: 'Vprašani boste za to kodo: {code}',
    ignore:
      'Če te osebe ne poznate ali izdelka ne želite, to e-poštno sporočilo prezrite: nič se ne spremeni.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: vaš izdelek {product} ima novega lastnika',
    greeting: 'Pozdravljeni, {name},',
    body: 'izdelek {product} (serijska številka {serial}), ki ste ga predali, je bil sprejet {date}. Ni več v vašem My Gear, garancija pa je šla z njim.',
    action: 'Pojdi v My Gear',
    code: '',
    ignore: 'Če tega izdelka niste predali vi, se obrnite na podporo.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: garancija za vaš izdelek {product} poteče {date}',
    greeting: 'Pozdravljeni, {name},',
    body: 'garancija za vaš izdelek {product} (serijska številka {serial}) poteče {date}. Če z njim kaj ni v redu, do takrat zahtevajte popravilo.',
    action: 'Oglej si v My Gear',
    code: '',
    ignore:
      'To e-poštno sporočilo prejemate, ker vaš račun dovoljuje e-pošto. E-pošto lahko izklopite v nastavitvah.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: drug račun je registriral vaš {product}',
    greeting: 'Pozdravljeni, {name},',
    body: 'Dne {date} je drug račun {brand} Backstage registriral {product} s serijsko številko {serial}, ki je registriran na vas. Ostaja vaš: njegova registracija in garancija se nista spremenili, drugemu računu pa nismo povedali, kdo ste. Naša ekipa za podporo bo preverila, čigav je, in se vam morda oglasila.',
    action: 'Oglej si v My Gear',
    code: '',
    ignore:
      'Če ste ta izdelek prodali ali podarili, ga predajte ali prekličite njegovo registracijo v My Gear. Če ga še imate, vam ni treba storiti ničesar.',
  },
} satisfies CultureMailTexts;
