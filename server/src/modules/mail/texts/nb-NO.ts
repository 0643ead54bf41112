// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const nbNO = {
  activation: {
    subject: '{brand} Backstage: aktiver kontoen din',
    greeting: 'Hei {name},',
    body: 'Takk for at du opprettet en {brand} Backstage-konto. Åpne lenken nedenfor for å aktivere den. Lenken er gyldig i 24 timer.',
    action: 'Aktiver kontoen min',
    code: 'Eller skriv inn denne aktiveringskoden: {code}',
    ignore: 'Hvis du ikke opprettet denne kontoen, kan du se bort fra denne e-posten.',
  },
  passwordReset: {
    subject: '{brand} Backstage: tilbakestill passordet ditt',
    greeting: 'Hei {name},',
    body: 'Vi har fått en forespørsel om å tilbakestille passordet til {brand} Backstage-kontoen din. Åpne lenken nedenfor for å velge et nytt passord. Lenken er gyldig i 1 time.',
    action: 'Tilbakestill passordet mitt',
    code: 'Eller skriv inn denne koden: {code}',
    ignore:
      'Hvis du ikke ba om dette, forblir passordet ditt som det er, og du kan se bort fra denne e-posten.',
  },
  emailChange: {
    subject: '{brand} Backstage: bekreft den nye e-postadressen din',
    greeting: 'Hei {name},',
    body: 'Åpne lenken nedenfor for å bruke denne adressen til {brand} Backstage-kontoen din. Inntil da logger du fortsatt inn med den nåværende adressen. Lenken er gyldig i 24 timer.',
    action: 'Bekreft den nye e-postadressen min',
    code: 'Eller skriv inn denne koden: {code}',
    ignore: 'Hvis du ikke ba om denne endringen, kan du se bort fra denne e-posten.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: e-postadressen din blir endret',
    greeting: 'Hei {name},',
    body: 'Noen har bedt om å endre e-postadressen til {brand} Backstage-kontoen din til {newEmail}. Endringen trer først i kraft når den er bekreftet fra den nye adressen.',
    action: 'Gå til Backstage',
    code: '',
    ignore: 'Hvis dette ikke var deg, bør du endre passordet ditt nå og kontakte kundestøtte.',
  },
  newDevice: {
    subject: '{brand} Backstage: ny innlogging på {device}',
    greeting: 'Hei {name},',
    body: 'Noen logget nettopp inn på {brand} Backstage-kontoen din fra en enhet og et sted som ikke er brukt de siste 90 dagene: {device} i {place}, {time}. Hvis det var deg, trenger du ikke gjøre noe.',
    action: 'Det var ikke meg: logg ut overalt og tilbakestill passordet mitt',
    code: '',
    ignore:
      'Lenken er gyldig i 7 dager. Den logger ut alle økter på kontoen din og sender deg en e-post for å tilbakestille passordet.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: en passnøkkel ble lagt til på kontoen din',
    greeting: 'Hei {name},',
    body: 'En passnøkkel med navnet «{passkey}» ble lagt til på {brand} Backstage-kontoen din fra {device} {time}. Med den logger man inn uten passord og uten kode for totrinnsinnlogging. Hvis det var deg, trenger du ikke gjøre noe.',
    action: 'Det var ikke meg: logg ut overalt og tilbakestill passordet mitt',
    code: '',
    ignore:
      'Lenken er gyldig i 7 dager. Den logger ut alle økter på kontoen din og sender deg en e-post for å tilbakestille passordet. Fjern deretter passnøkkelen under fanen Sikkerhet i innstillingene dine.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: totrinnsinnlogging ble slått av',
    greeting: 'Hei {name},',
    body: 'Totrinnsinnlogging ble slått av for {brand} Backstage-kontoen din fra {device} {time}. Nå trenger du bare passordet for å logge inn. Hvis det var deg, trenger du ikke gjøre noe.',
    action: 'Det var ikke meg: logg ut overalt og tilbakestill passordet mitt',
    code: '',
    ignore:
      'Lenken er gyldig i 7 dager. Den logger ut alle økter på kontoen din og sender deg en e-post for å tilbakestille passordet.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: totrinnsinnlogging ble slått på',
    greeting: 'Hei {name},',
    body: 'Totrinnsinnlogging ble slått på for {brand} Backstage-kontoen din fra {device} {time}. Nå krever innlogging også en kode fra den autentiseringsappen. Hvis det var deg, trenger du ikke gjøre noe.',
    action: 'Det var ikke meg: logg ut overalt, fjern den autentiseringsappen og tilbakestill passordet mitt',
    code: '',
    ignore:
      'Lenken er gyldig i 7 dager. Den logger ut alle økter på kontoen din, slår av denne totrinnsinnloggingen sammen med gjenopprettingskodene og sender deg en e-post for å tilbakestille passordet.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: en passnøkkel ble fjernet fra kontoen din',
    greeting: 'Hei {name},',
    body: 'Passnøkkelen med navnet «{passkey}» ble fjernet fra {brand} Backstage-kontoen din fra {device} {time}. Den kan ikke lenger brukes til å logge inn. Hvis det var deg, trenger du ikke gjøre noe.',
    action: 'Det var ikke meg: logg ut overalt og tilbakestill passordet mitt',
    code: '',
    ignore:
      'Lenken er gyldig i 7 dager. Den logger ut alle økter på kontoen din og sender deg en e-post for å tilbakestille passordet.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: nye gjenopprettingskoder ble laget for kontoen din',
    greeting: 'Hei {name},',
    body: 'Nye gjenopprettingskoder for totrinnsinnlogging ble laget for {brand} Backstage-kontoen din fra {device} {time}. De tidligere kodene virker ikke lenger. Hvis det var deg, trenger du ikke gjøre noe.',
    action: 'Det var ikke meg: logg ut overalt og tilbakestill passordet mitt',
    code: '',
    ignore:
      'Lenken er gyldig i 7 dager. Den logger ut alle økter på kontoen din og sender deg en e-post for å tilbakestille passordet.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: kontoen din ble slettet',
    greeting: 'Hei {name},',
    body: '{brand} Backstage-kontoen din ble slettet {time}, sammen med profil, registrerte produkter og innstillinger. Alle øktene på den er avsluttet.',
    action: 'Det var ikke meg: kontakt kundestøtte',
    code: '',
    ignore:
      'Hvis det var deg, trenger du ikke gjøre noe. En slettet konto kan ikke gjenopprettes, men kundestøtte kan finne ut hvordan det skjedde og hjelpe deg med å starte på nytt.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: noen vil overdra sin {product} til deg',
    greeting: 'Hei,',
    body: 'Et {brand} Backstage-medlem som kaller seg «{sender}» (egne ord, ikke kontrollert av oss), vil overdra sin {product} (serienummer {serial}) til deg, med registrering og garanti. Åpne lenken nedenfor for å se produktet og ta det imot i My Gear; har du ikke en {brand} Backstage-konto ennå, oppretter du en underveis. Tilbudet gjelder til {date}.',
    action: 'Se produktet og ta det imot',
    code: 'Du blir bedt om denne koden: {code}',
    ignore:
      'Hvis du ikke kjenner denne personen eller ikke vil ha produktet, kan du se bort fra denne e-posten: ingenting endres.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: {product} har fått en ny eier',
    greeting: 'Hei {name},',
    body: '{product} (serienummer {serial}) som du overdro, ble tatt imot {date}. Den er fjernet fra My Gear, og garantien fulgte med.',
    action: 'Gå til My Gear',
    code: '',
    ignore: 'Hvis du ikke har overdratt dette produktet, kontakt kundestøtte.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: garantien på {product} utløper {date}',
    greeting: 'Hei {name},',
    body: 'Garantien på {product} (serienummer {serial}) utløper {date}. Hvis noe er galt med den, bør du be om reparasjon før den tid.',
    action: 'Se den i My Gear',
    code: '',
    ignore:
      'Du får denne e-posten fordi kontoen din tillater e-post. Du kan slå av e-post i innstillingene dine.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: en annen konto har registrert din {product}',
    greeting: 'Hei {name},',
    body: 'Den {date} registrerte en annen {brand} Backstage-konto en {product} med serienummeret {serial}, som er registrert på deg. Den er fortsatt din: registreringen og garantien er uendret, og vi har ikke fortalt den andre kontoen hvem du er. Supportteamet vårt finner ut hvem den tilhører, og kan kontakte deg.',
    action: 'Se den i My Gear',
    code: '',
    ignore:
      'Hvis du har solgt eller gitt bort produktet, kan du overføre det eller avregistrere det i My Gear. Hvis du fortsatt har det, trenger du ikke gjøre noe.',
  },
} satisfies CultureMailTexts;
