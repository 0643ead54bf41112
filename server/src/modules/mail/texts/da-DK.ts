// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const daDK = {
  activation: {
    subject: '{brand} Backstage: aktivér din konto',
    greeting: 'Hej {name}',
    body: 'Tak, fordi du har oprettet en {brand} Backstage-konto. Åbn linket nedenfor for at aktivere den. Linket er gyldigt i 24 timer.',
    action: 'Aktivér min konto',
    code: 'Eller indtast denne aktiveringskode: {code}',
    ignore: 'Hvis du ikke har oprettet denne konto, kan du se bort fra denne e-mail.',
  },
  passwordReset: {
    subject: '{brand} Backstage: nulstil din adgangskode',
    greeting: 'Hej {name}',
    body: 'Vi har modtaget en anmodning om at nulstille adgangskoden til din {brand} Backstage-konto. Åbn linket nedenfor for at vælge en ny adgangskode. Linket er gyldigt i 1 time.',
    action: 'Nulstil min adgangskode',
    code: 'Eller indtast denne kode: {code}',
    ignore:
      'Hvis du ikke har bedt om dette, forbliver din adgangskode uændret, og du kan se bort fra denne e-mail.',
  },
  emailChange: {
    subject: '{brand} Backstage: bekræft din nye e-mailadresse',
    greeting: 'Hej {name}',
    body: 'Åbn linket nedenfor for at bruge denne adresse til din {brand} Backstage-konto. Indtil da logger du fortsat ind med din nuværende adresse. Linket er gyldigt i 24 timer.',
    action: 'Bekræft min nye e-mailadresse',
    code: 'Eller indtast denne kode: {code}',
    ignore: 'Hvis du ikke har bedt om denne ændring, kan du se bort fra denne e-mail.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: din e-mailadresse er ved at blive ændret',
    greeting: 'Hej {name}',
    body: 'Nogen har bedt om at ændre e-mailadressen på din {brand} Backstage-konto til {newEmail}. Ændringen træder først i kraft, når den er bekræftet fra den nye adresse.',
    action: 'Gå til Backstage',
    code: '',
    ignore: 'Hvis det ikke var dig, så skift din adgangskode nu, og kontakt support.',
  },
  newDevice: {
    subject: '{brand} Backstage: nyt login på {device}',
    greeting: 'Hej {name}',
    body: 'Der er netop logget ind på din {brand} Backstage-konto fra en enhed og et sted, der ikke er brugt de seneste 90 dage: {device} i {place}, {time}. Hvis det var dig, skal du ikke gøre noget.',
    action: 'Det var ikke mig: log ud overalt, og nulstil min adgangskode',
    code: '',
    ignore:
      'Linket er gyldigt i 7 dage. Det logger alle sessioner på din konto ud og sender dig en e-mail til nulstilling af adgangskoden.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: der er tilføjet en adgangsnøgle til din konto',
    greeting: 'Hej {name}',
    body: 'En adgangsnøgle med navnet “{passkey}” er blevet tilføjet til din {brand} Backstage-konto fra {device} {time}. Med den logger man ind uden adgangskode og uden kode til totrinslogin. Hvis det var dig, skal du ikke gøre noget.',
    action: 'Det var ikke mig: log ud overalt, og nulstil min adgangskode',
    code: '',
    ignore:
      'Linket er gyldigt i 7 dage. Det logger alle sessioner på din konto ud og sender dig en e-mail til nulstilling af adgangskoden. Fjern derefter adgangsnøglen under fanen Sikkerhed i dine indstillinger.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: totrinslogin er slået fra',
    greeting: 'Hej {name}',
    body: 'Totrinslogin er slået fra for din {brand} Backstage-konto fra {device} {time}. Nu kræver login kun din adgangskode. Hvis det var dig, skal du ikke gøre noget.',
    action: 'Det var ikke mig: log ud overalt, og nulstil min adgangskode',
    code: '',
    ignore:
      'Linket er gyldigt i 7 dage. Det logger alle sessioner på din konto ud og sender dig en e-mail til nulstilling af adgangskoden.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: totrinslogin er slået til',
    greeting: 'Hej {name}',
    body: 'Totrinslogin er slået til for din {brand} Backstage-konto fra {device} {time}. Nu kræver login også en kode fra den godkendelsesapp. Hvis det var dig, skal du ikke gøre noget.',
    action: 'Det var ikke mig: log ud overalt, fjern den godkendelsesapp, og nulstil min adgangskode',
    code: '',
    ignore:
      'Linket er gyldigt i 7 dage. Det logger alle sessioner på din konto ud, slår dette totrinslogin fra sammen med dets gendannelseskoder og sender dig en e-mail til nulstilling af adgangskoden.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: en adgangsnøgle er fjernet fra din konto',
    greeting: 'Hej {name}',
    body: 'Adgangsnøglen med navnet “{passkey}” er blevet fjernet fra din {brand} Backstage-konto fra {device} {time}. Den kan ikke længere bruges til at logge ind. Hvis det var dig, skal du ikke gøre noget.',
    action: 'Det var ikke mig: log ud overalt, og nulstil min adgangskode',
    code: '',
    ignore:
      'Linket er gyldigt i 7 dage. Det logger alle sessioner på din konto ud og sender dig en e-mail til nulstilling af adgangskoden.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: der er lavet nye gendannelseskoder til din konto',
    greeting: 'Hej {name}',
    body: 'Der er lavet nye gendannelseskoder til totrinslogin for din {brand} Backstage-konto fra {device} {time}. De tidligere koder virker ikke længere. Hvis det var dig, skal du ikke gøre noget.',
    action: 'Det var ikke mig: log ud overalt, og nulstil min adgangskode',
    code: '',
    ignore:
      'Linket er gyldigt i 7 dage. Det logger alle sessioner på din konto ud og sender dig en e-mail til nulstilling af adgangskoden.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: din konto er slettet',
    greeting: 'Hej {name}',
    body: 'Din {brand} Backstage-konto blev slettet {time} sammen med profil, registrerede produkter og indstillinger. Alle dens sessioner er afsluttet.',
    action: 'Det var ikke mig: kontakt support',
    code: '',
    ignore:
      'Hvis det var dig, skal du ikke gøre noget. En slettet konto kan ikke gendannes, men support kan finde ud af, hvordan det skete, og hjælpe dig med at starte forfra.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: nogen vil overdrage sin {product} til dig',
    greeting: 'Hej',
    body: 'Et {brand} Backstage-medlem, der kalder sig “{sender}” (egne ord, ikke kontrolleret af os), vil overdrage sin {product} (serienummer {serial}) til dig med registrering og garanti. Åbn linket nedenfor for at se produktet og tage imod det i din My Gear; har du endnu ikke en {brand} Backstage-konto, opretter du en undervejs. Tilbuddet gælder til {date}.',
    action: 'Se produktet, og tag imod det',
    code: 'Du bliver bedt om denne kode: {code}',
    ignore:
      'Hvis du ikke kender denne person eller ikke ønsker produktet, så se bort fra denne e-mail: intet ændres.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: din {product} har fået en ny ejer',
    greeting: 'Hej {name}',
    body: 'Den {product} (serienummer {serial}), du overdrog, blev modtaget {date}. Den er fjernet fra din My Gear, og garantien fulgte med.',
    action: 'Gå til My Gear',
    code: '',
    ignore: 'Hvis du ikke har overdraget dette produkt, så kontakt support.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: garantien på din {product} udløber {date}',
    greeting: 'Hej {name}',
    body: 'Garantien på din {product} (serienummer {serial}) udløber {date}. Hvis der er noget galt med den, så bestil en reparation inden da.',
    action: 'Se den i My Gear',
    code: '',
    ignore:
      'Du får denne e-mail, fordi din konto tillader e-mails. Du kan slå e-mails fra i dine indstillinger.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: en anden konto har registreret dit {product}',
    greeting: 'Hej {name}',
    body: 'Den {date} registrerede en anden {brand} Backstage-konto et {product} med serienummeret {serial}, som er registreret til dig. Det er stadig dit: registreringen og garantien er uændrede, og vi har ikke fortalt den anden konto, hvem du er. Vores supportteam undersøger, hvem det tilhører, og kontakter dig måske.',
    action: 'Se den i My Gear',
    code: '',
    ignore:
      'Hvis du har solgt eller givet produktet væk, så overdrag det eller afregistrer det i My Gear. Hvis du stadig har det, skal du ikke gøre noget.',
  },
} satisfies CultureMailTexts;
