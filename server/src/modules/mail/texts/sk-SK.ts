// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-texts';

export const skSK = {
  activation: {
    subject: '{brand} Backstage: aktivujte si účet',
    greeting: 'Dobrý deň, {name},',
    body: 'ďakujeme, že ste si vytvorili účet {brand} Backstage. Aktivujete ho otvorením odkazu nižšie. Odkaz platí 24 hodín.',
    action: 'Aktivovať môj účet',
    code: 'Alebo zadajte tento aktivačný kód: {code}',
    ignore: 'Ak ste tento účet nevytvorili, môžete tento e-mail ignorovať.',
  },
  passwordReset: {
    subject: '{brand} Backstage: obnovte si heslo',
    greeting: 'Dobrý deň, {name},',
    body: 'dostali sme žiadosť o obnovenie hesla k vášmu účtu {brand} Backstage. Nové heslo si zvolíte po otvorení odkazu nižšie. Odkaz platí 1 hodinu.',
    action: 'Obnoviť moje heslo',
    code: 'Alebo zadajte tento kód: {code}',
    ignore: 'Ak ste o to nežiadali, vaše heslo zostáva nezmenené a tento e-mail môžete ignorovať.',
  },
  emailChange: {
    subject: '{brand} Backstage: potvrďte svoju novú e-mailovú adresu',
    greeting: 'Dobrý deň, {name},',
    body: 'otvorte odkaz nižšie, ak chcete túto adresu používať pre svoj účet {brand} Backstage. Dovtedy sa prihlasujete doterajšou adresou. Odkaz platí 24 hodín.',
    action: 'Potvrdiť moju novú e-mailovú adresu',
    code: 'Alebo zadajte tento kód: {code}',
    ignore: 'Ak ste o túto zmenu nežiadali, môžete tento e-mail ignorovať.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: e-mailová adresa vášho účtu sa mení',
    greeting: 'Dobrý deň, {name},',
    body: 'niekto požiadal o zmenu e-mailovej adresy vášho účtu {brand} Backstage na {newEmail}. Zmena začne platiť až po potvrdení z novej adresy.',
    action: 'Prejsť do Backstage',
    code: '',
    ignore: 'Ak ste to neboli vy, ihneď si zmeňte heslo a kontaktujte podporu.',
  },
  newDevice: {
    subject: '{brand} Backstage: nové prihlásenie na zariadení {device}',
    greeting: 'Dobrý deň, {name},',
    body: 'do vášho účtu {brand} Backstage sa práve niekto prihlásil zo zariadenia a miesta, ktoré sa za posledných 90 dní nepoužili: {device}, {place}, {time}. Ak ste to boli vy, nemusíte nič robiť.',
    action: 'Nepoznám to: odhlásiť ma všade a obnoviť heslo',
    code: '',
    ignore: 'Odkaz platí 7 dní. Odhlási všetky relácie vášho účtu a pošle vám e-mail na obnovenie hesla.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: do vášho účtu bol pridaný prístupový kľúč',
    greeting: 'Dobrý deň, {name},',
    body: 'do vášho účtu {brand} Backstage bol zo zariadenia {device} ({time}) pridaný prístupový kľúč s názvom „{passkey}“. Dá sa ním prihlásiť bez hesla aj bez kódu dvojstupňového prihlásenia. Ak ste to boli vy, nemusíte nič robiť.',
    action: 'Nepoznám to: odhlásiť ma všade a obnoviť heslo',
    code: '',
    ignore:
      'Odkaz platí 7 dní. Odhlási všetky relácie vášho účtu a pošle vám e-mail na obnovenie hesla. Potom prístupový kľúč odstráňte na karte Zabezpečenie v nastaveniach.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: dvojstupňové prihlásenie bolo vypnuté',
    greeting: 'Dobrý deň, {name},',
    body: 'dvojstupňové prihlásenie vášho účtu {brand} Backstage bolo vypnuté zo zariadenia {device} ({time}). Na prihlásenie teraz stačí heslo. Ak ste to boli vy, nemusíte nič robiť.',
    action: 'Nepoznám to: odhlásiť ma všade a obnoviť heslo',
    code: '',
    ignore: 'Odkaz platí 7 dní. Odhlási všetky relácie vášho účtu a pošle vám e-mail na obnovenie hesla.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: dvojstupňové prihlásenie bolo zapnuté',
    greeting: 'Dobrý deň, {name},',
    body: 'dvojstupňové prihlásenie vášho účtu {brand} Backstage bolo zapnuté zo zariadenia {device} ({time}). Prihlásenie teraz vyžaduje aj kód z tejto overovacej aplikácie. Ak ste to boli vy, nemusíte nič robiť.',
    action: 'Nepoznám to: odhlásiť ma všade, odstrániť túto overovaciu aplikáciu a obnoviť heslo',
    code: '',
    ignore:
      'Odkaz platí 7 dní. Odhlási všetky relácie vášho účtu, vypne toto dvojstupňové prihlásenie aj s jeho kódmi na obnovenie a pošle vám e-mail na obnovenie hesla.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: z vášho účtu bol odstránený prístupový kľúč',
    greeting: 'Dobrý deň, {name},',
    body: 'z vášho účtu {brand} Backstage bol zo zariadenia {device} ({time}) odstránený prístupový kľúč s názvom „{passkey}“. Už sa ním nedá prihlásiť. Ak ste to boli vy, nemusíte nič robiť.',
    action: 'Nepoznám to: odhlásiť ma všade a obnoviť heslo',
    code: '',
    ignore: 'Odkaz platí 7 dní. Odhlási všetky relácie vášho účtu a pošle vám e-mail na obnovenie hesla.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: pre váš účet boli vytvorené nové kódy na obnovenie',
    greeting: 'Dobrý deň, {name},',
    body: 'pre váš účet {brand} Backstage boli zo zariadenia {device} ({time}) vytvorené nové kódy na obnovenie dvojstupňového prihlásenia. Predchádzajúce kódy už nefungujú. Ak ste to boli vy, nemusíte nič robiť.',
    action: 'Nepoznám to: odhlásiť ma všade a obnoviť heslo',
    code: '',
    ignore: 'Odkaz platí 7 dní. Odhlási všetky relácie vášho účtu a pošle vám e-mail na obnovenie hesla.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: váš účet bol odstránený',
    greeting: 'Dobrý deň, {name},',
    body: 'váš účet {brand} Backstage bol odstránený ({time}) aj s profilom, registrovanými produktmi a nastaveniami. Všetky jeho relácie sa skončili.',
    action: 'Nepoznám to: kontaktovať podporu',
    code: '',
    ignore:
      'Ak ste to boli vy, nemusíte nič robiť. Odstránený účet nemožno obnoviť, ale podpora môže zistiť, ako k tomu došlo, a pomôcť vám začať odznova.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: {sender} vám chce odovzdať produkt {product}',
    greeting: 'Dobrý deň,',
    body: '{sender} vám chce odovzdať produkt {product} (sériové číslo {serial}) aj s jeho registráciou a zárukou. Otvorte odkaz nižšie, pozrite si ho a prijmite ho do svojho My Gear; ak ešte nemáte účet {brand} Backstage, cestou si ho vytvoríte. Ponuka platí do {date}.',
    action: 'Zobraziť produkt a prijať ho',
    code: 'Budete požiadaní o tento kód: {code}',
    ignore:
      'Ak odosielateľa {sender} nepoznáte alebo produkt nechcete, tento e-mail ignorujte: nič sa nezmení.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: váš produkt {product} má nového majiteľa',
    greeting: 'Dobrý deň, {name},',
    body: 'produkt {product} (sériové číslo {serial}), ktorý ste odovzdali, bol prijatý {date}. Z vášho My Gear zmizol a záruka prešla s ním.',
    action: 'Prejsť do My Gear',
    code: '',
    ignore: 'Ak ste tento produkt neodovzdali, kontaktujte podporu.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: záruka na váš produkt {product} končí {date}',
    greeting: 'Dobrý deň, {name},',
    body: 'záruka na váš produkt {product} (sériové číslo {serial}) končí {date}. Ak s ním niečo nie je v poriadku, požiadajte dovtedy o opravu.',
    action: 'Zobraziť v My Gear',
    code: '',
    ignore:
      'Tento e-mail dostávate, pretože váš účet povoľuje e-maily. E-maily môžete vypnúť v nastaveniach.',
  },
} satisfies CultureMailTexts;
