// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

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
  twoStepOn: {
    subject: '{brand} Backstage: divpakāpju pieteikšanās ir ieslēgta',
    greeting: 'Labdien, {name}!',
    body: 'Jūsu {brand} Backstage konta divpakāpju pieteikšanās tika ieslēgta no ierīces {device} ({time}). Tagad pieteikšanās prasa arī kodu no šīs autentificēšanas lietotnes. Ja tas bijāt jūs, nekas nav jādara.',
    action:
      'Es to neatpazīstu: izrakstīt mani visur, noņemt šo autentificēšanas lietotni un atiestatīt paroli',
    code: '',
    ignore:
      'Saite ir derīga 7 dienas. Tā pārtrauc visas jūsu konta sesijas, izslēdz šo divpakāpju pieteikšanos kopā ar tās atkopšanas kodiem un nosūta jums e-pasta ziņojumu paroles atiestatīšanai.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: no jūsu konta noņemta piekļuves atslēga',
    greeting: 'Labdien, {name}!',
    body: 'No jūsu {brand} Backstage konta no ierīces {device} ({time}) noņemta piekļuves atslēga ar nosaukumu “{passkey}”. Ar to vairs nevar pieteikties. Ja tas bijāt jūs, nekas nav jādara.',
    action: 'Es to neatpazīstu: izrakstīt mani visur un atiestatīt paroli',
    code: '',
    ignore:
      'Saite ir derīga 7 dienas. Tā pārtrauc visas jūsu konta sesijas un nosūta jums e-pasta ziņojumu paroles atiestatīšanai.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: jūsu kontam izveidoti jauni atkopšanas kodi',
    greeting: 'Labdien, {name}!',
    body: 'Jūsu {brand} Backstage kontam no ierīces {device} ({time}) izveidoti jauni divpakāpju pieteikšanās atkopšanas kodi. Iepriekšējie kodi vairs nedarbojas. Ja tas bijāt jūs, nekas nav jādara.',
    action: 'Es to neatpazīstu: izrakstīt mani visur un atiestatīt paroli',
    code: '',
    ignore:
      'Saite ir derīga 7 dienas. Tā pārtrauc visas jūsu konta sesijas un nosūta jums e-pasta ziņojumu paroles atiestatīšanai.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: jūsu konts ir dzēsts',
    greeting: 'Labdien, {name}!',
    body: 'Jūsu {brand} Backstage konts tika dzēsts {time} kopā ar profilu, reģistrētajiem produktiem un iestatījumiem. Visas tā sesijas ir beigtas.',
    action: 'Es to neatpazīstu: sazināties ar atbalsta dienestu',
    code: '',
    ignore:
      'Ja tas bijāt jūs, nekas nav jādara. Dzēstu kontu nevar atjaunot, taču atbalsta dienests var noskaidrot, kā tas notika, un palīdzēt jums sākt no jauna.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: kāds vēlas jums nodot produktu {product}',
    greeting: 'Labdien!',
    body: '{brand} Backstage dalībnieks, kurš sevi dēvē par “{sender}” (paša vārdi, ko mēs neesam pārbaudījuši), vēlas jums nodot produktu {product} (sērijas numurs {serial}) kopā ar tā reģistrāciju un garantiju. Atveriet tālāk esošo saiti, lai to apskatītu un pieņemtu savā My Gear; ja jums vēl nav {brand} Backstage konta, to izveidosiet pa ceļam. Piedāvājums ir spēkā līdz {date}.',
    action: 'Apskatīt produktu un pieņemt to',
    code: 'Jums prasīs šo kodu: {code}',
    ignore:
      'Ja nepazīstat šo personu vai nevēlaties šo produktu, neņemiet vērā šo e-pasta ziņojumu: nekas nemainīsies.',
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
  ownershipDisputed: {
    subject: '{brand} Backstage: cits konts reģistrēja jūsu {product}',
    greeting: 'Labdien, {name}!',
    body: '{date} cits {brand} Backstage konts reģistrēja {product} ar sērijas numuru {serial}, kas ir reģistrēts uz jūsu vārda. Tas joprojām ir jūsu: tā reģistrācija un garantija nav mainījušās, un otram kontam mēs neesam teikuši, kas jūs esat. Mūsu atbalsta komanda noskaidros, kam tas pieder, un var ar jums sazināties.',
    action: 'Apskatīt My Gear',
    code: '',
    ignore:
      'Ja šo produktu pārdevāt vai uzdāvinājāt, nododiet to vai atceliet tā reģistrāciju sadaļā My Gear. Ja tas joprojām ir pie jums, nekas nav jādara.',
  },
} satisfies CultureMailTexts;
