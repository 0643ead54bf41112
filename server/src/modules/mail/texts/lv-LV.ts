// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-texts';

export const lvLV = {
  activation: {
    subject: '{brand} Backstage: aktivizējiet savu kontu',
    greeting: 'Labdien, {name}!',
    body: 'Paldies, ka izveidojāt {brand} Backstage kontu. Lai to aktivizētu, atveriet tālāk esošo saiti. Saite ir derīga 24 stundas.',
    action: 'Aktivizēt manu kontu',
    code: 'Vai ievadiet šo aktivizācijas kodu: {code}',
    ignore: 'Ja šo kontu neizveidojāt jūs, varat šo e-pasta ziņojumu neņemt vērā.',
  },
  passwordReset: {
    subject: '{brand} Backstage: atiestatiet savu paroli',
    greeting: 'Labdien, {name}!',
    body: 'Saņēmām pieprasījumu atiestatīt jūsu {brand} Backstage konta paroli. Lai izvēlētos jaunu paroli, atveriet tālāk esošo saiti. Saite ir derīga 1 stundu.',
    action: 'Atiestatīt manu paroli',
    code: 'Vai ievadiet šo kodu: {code}',
    ignore: 'Ja to nepieprasījāt jūs, jūsu parole paliek nemainīga un šo e-pasta ziņojumu varat neņemt vērā.',
  },
  emailChange: {
    subject: '{brand} Backstage: apstipriniet savu jauno e-pasta adresi',
    greeting: 'Labdien, {name}!',
    body: 'Atveriet tālāk esošo saiti, lai izmantotu šo adresi savā {brand} Backstage kontā. Līdz tam jūs turpināt pieteikties ar pašreizējo adresi. Saite ir derīga 24 stundas.',
    action: 'Apstiprināt manu jauno e-pasta adresi',
    code: 'Vai ievadiet šo kodu: {code}',
    ignore: 'Ja šīs izmaiņas nepieprasījāt jūs, varat šo e-pasta ziņojumu neņemt vērā.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: jūsu e-pasta adrese tiek mainīta',
    greeting: 'Labdien, {name}!',
    body: 'Kāds pieprasīja mainīt jūsu {brand} Backstage konta e-pasta adresi uz {newEmail}. Izmaiņas stāsies spēkā tikai pēc apstiprināšanas no jaunās adreses.',
    action: 'Atvērt Backstage',
    code: '',
    ignore: 'Ja tas nebijāt jūs, nekavējoties nomainiet paroli un sazinieties ar atbalsta dienestu.',
  },
  newDevice: {
    subject: '{brand} Backstage: jauna pieteikšanās ierīcē {device}',
    greeting: 'Labdien, {name}!',
    body: 'Jūsu {brand} Backstage kontā tikko pieteicās no ierīces un vietas, kas pēdējās 90 dienās nav izmantotas: {device}, {place}, {time}. Ja tas bijāt jūs, nekas nav jādara.',
    action: 'Es to neatpazīstu: izrakstīt mani visur un atiestatīt paroli',
    code: '',
    ignore:
      'Saite ir derīga 7 dienas. Tā pārtrauc visas jūsu konta sesijas un nosūta jums e-pasta ziņojumu paroles atiestatīšanai.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: jūsu kontam pievienota piekļuves atslēga',
    greeting: 'Labdien, {name}!',
    body: 'Jūsu {brand} Backstage kontam no ierīces {device} ({time}) pievienota piekļuves atslēga ar nosaukumu “{passkey}”. Ar to var pieteikties bez paroles un bez divpakāpju pieteikšanās koda. Ja tas bijāt jūs, nekas nav jādara.',
    action: 'Es to neatpazīstu: izrakstīt mani visur un atiestatīt paroli',
    code: '',
    ignore:
      'Saite ir derīga 7 dienas. Tā pārtrauc visas jūsu konta sesijas un nosūta jums e-pasta ziņojumu paroles atiestatīšanai. Pēc tam noņemiet piekļuves atslēgu iestatījumu cilnē “Drošība”.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: divpakāpju pieteikšanās ir izslēgta',
    greeting: 'Labdien, {name}!',
    body: 'Jūsu {brand} Backstage konta divpakāpju pieteikšanās tika izslēgta no ierīces {device} ({time}). Tagad pieteikšanās notiek tikai ar paroli. Ja tas bijāt jūs, nekas nav jādara.',
    action: 'Es to neatpazīstu: izrakstīt mani visur un atiestatīt paroli',
    code: '',
    ignore:
      'Saite ir derīga 7 dienas. Tā pārtrauc visas jūsu konta sesijas un nosūta jums e-pasta ziņojumu paroles atiestatīšanai.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: {sender} vēlas jums nodot produktu {product}',
    greeting: 'Labdien!',
    body: '{sender} vēlas jums nodot produktu {product} (sērijas numurs {serial}) kopā ar tā reģistrāciju un garantiju. Atveriet tālāk esošo saiti, lai to apskatītu un pieņemtu savā My Gear; ja jums vēl nav {brand} Backstage konta, to izveidosiet pa ceļam. Piedāvājums ir spēkā līdz {date}.',
    action: 'Apskatīt produktu un pieņemt to',
    code: 'Jums prasīs šo kodu: {code}',
    ignore:
      'Ja nepazīstat sūtītāju {sender} vai nevēlaties šo produktu, neņemiet vērā šo e-pasta ziņojumu: nekas nemainīsies.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: jūsu produktam {product} ir jauns īpašnieks',
    greeting: 'Labdien, {name}!',
    body: 'Jūsu nodotais produkts {product} (sērijas numurs {serial}) tika pieņemts {date}. Tas vairs nav jūsu My Gear, un tā garantija pārgāja līdz ar to.',
    action: 'Atvērt My Gear',
    code: '',
    ignore: 'Ja šo produktu nenodevāt jūs, sazinieties ar atbalsta dienestu.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: jūsu produkta {product} garantija beidzas {date}',
    greeting: 'Labdien, {name}!',
    body: 'Jūsu produkta {product} (sērijas numurs {serial}) garantija beidzas {date}. Ja ar to kaut kas nav kārtībā, pieprasiet remontu līdz šim datumam.',
    action: 'Apskatīt My Gear',
    code: '',
    ignore:
      'Jūs saņemat šo e-pasta ziņojumu, jo jūsu konts atļauj e-pastu. E-pastu varat izslēgt iestatījumos.',
  },
} satisfies CultureMailTexts;
