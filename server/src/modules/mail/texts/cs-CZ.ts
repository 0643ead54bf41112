// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-texts';

export const csCZ = {
  activation: {
    subject: '{brand} Backstage: aktivujte si účet',
    greeting: 'Dobrý den, {name},',
    body: 'děkujeme, že jste si vytvořili účet {brand} Backstage. Aktivujete jej otevřením odkazu níže. Odkaz platí 24 hodin.',
    action: 'Aktivovat můj účet',
    code: 'Nebo zadejte tento aktivační kód: {code}',
    ignore: 'Pokud jste tento účet nevytvořili, můžete tento e-mail ignorovat.',
  },
  passwordReset: {
    subject: '{brand} Backstage: obnovte si heslo',
    greeting: 'Dobrý den, {name},',
    body: 'obdrželi jsme žádost o obnovení hesla k vašemu účtu {brand} Backstage. Nové heslo si zvolíte po otevření odkazu níže. Odkaz platí 1 hodinu.',
    action: 'Obnovit moje heslo',
    code: 'Nebo zadejte tento kód: {code}',
    ignore: 'Pokud jste o to nežádali, vaše heslo zůstává beze změny a tento e-mail můžete ignorovat.',
  },
  emailChange: {
    subject: '{brand} Backstage: potvrďte svou novou e-mailovou adresu',
    greeting: 'Dobrý den, {name},',
    body: 'otevřete odkaz níže, chcete-li tuto adresu používat pro svůj účet {brand} Backstage. Do té doby se přihlašujete stávající adresou. Odkaz platí 24 hodin.',
    action: 'Potvrdit moji novou e-mailovou adresu',
    code: 'Nebo zadejte tento kód: {code}',
    ignore: 'Pokud jste o tuto změnu nežádali, můžete tento e-mail ignorovat.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: e-mailová adresa vašeho účtu se mění',
    greeting: 'Dobrý den, {name},',
    body: 'někdo požádal o změnu e-mailové adresy vašeho účtu {brand} Backstage na {newEmail}. Změna začne platit až po potvrzení z nové adresy.',
    action: 'Přejít do Backstage',
    code: '',
    ignore: 'Pokud jste to nebyli vy, ihned si změňte heslo a kontaktujte podporu.',
  },
  newDevice: {
    subject: '{brand} Backstage: nové přihlášení na zařízení {device}',
    greeting: 'Dobrý den, {name},',
    body: 'k vašemu účtu {brand} Backstage se právě někdo přihlásil ze zařízení a místa, které nebyly za posledních 90 dní použity: {device}, {place}, {time}. Pokud jste to byli vy, nemusíte nic dělat.',
    action: 'Nepoznávám to: odhlásit mě všude a obnovit heslo',
    code: '',
    ignore: 'Odkaz platí 7 dní. Odhlásí všechny relace vašeho účtu a pošle vám e-mail pro obnovení hesla.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: k vašemu účtu byl přidán přístupový klíč',
    greeting: 'Dobrý den, {name},',
    body: 'k vašemu účtu {brand} Backstage byl ze zařízení {device} ({time}) přidán přístupový klíč s názvem „{passkey}“. Lze se jím přihlásit bez hesla i bez kódu dvoufázového přihlášení. Pokud jste to byli vy, nemusíte nic dělat.',
    action: 'Nepoznávám to: odhlásit mě všude a obnovit heslo',
    code: '',
    ignore:
      'Odkaz platí 7 dní. Odhlásí všechny relace vašeho účtu a pošle vám e-mail pro obnovení hesla. Poté přístupový klíč odeberte na kartě Zabezpečení v nastavení.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: dvoufázové přihlášení bylo vypnuto',
    greeting: 'Dobrý den, {name},',
    body: 'dvoufázové přihlášení vašeho účtu {brand} Backstage bylo vypnuto ze zařízení {device} ({time}). K přihlášení nyní stačí heslo. Pokud jste to byli vy, nemusíte nic dělat.',
    action: 'Nepoznávám to: odhlásit mě všude a obnovit heslo',
    code: '',
    ignore: 'Odkaz platí 7 dní. Odhlásí všechny relace vašeho účtu a pošle vám e-mail pro obnovení hesla.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: {sender} vám chce předat produkt {product}',
    greeting: 'Dobrý den,',
    body: '{sender} vám chce předat produkt {product} (sériové číslo {serial}) i s jeho registrací a zárukou. Otevřete odkaz níže, prohlédněte si jej a přijměte do svého My Gear; pokud ještě nemáte účet {brand} Backstage, cestou si ho vytvoříte. Nabídka platí do {date}.',
    action: 'Zobrazit produkt a přijmout ho',
    code: 'Budete požádáni o tento kód: {code}',
    ignore:
      'Pokud odesílatele {sender} neznáte nebo produkt nechcete, tento e-mail ignorujte: nic se nezmění.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: váš produkt {product} má nového majitele',
    greeting: 'Dobrý den, {name},',
    body: 'produkt {product} (sériové číslo {serial}), který jste předali, byl přijat {date}. Z vašeho My Gear zmizel a záruka přešla s ním.',
    action: 'Přejít do My Gear',
    code: '',
    ignore: 'Pokud jste tento produkt nepředávali, kontaktujte podporu.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: záruka na váš produkt {product} končí {date}',
    greeting: 'Dobrý den, {name},',
    body: 'záruka na váš produkt {product} (sériové číslo {serial}) končí {date}. Pokud s ním něco není v pořádku, požádejte do té doby o opravu.',
    action: 'Zobrazit v My Gear',
    code: '',
    ignore: 'Tento e-mail dostáváte, protože váš účet povoluje e-maily. E-maily můžete vypnout v nastavení.',
  },
} satisfies CultureMailTexts;
