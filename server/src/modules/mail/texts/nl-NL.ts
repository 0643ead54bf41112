// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const nlNL = {
  activation: {
    subject: '{brand} Backstage: activeer je account',
    greeting: 'Hallo {name},',
    body: 'Bedankt voor het aanmaken van je {brand} Backstage-account. Open de link hieronder om het te activeren. De link is 24 uur geldig.',
    action: 'Mijn account activeren',
    code: 'Of voer deze activeringscode in: {code}',
    ignore: 'Heb je dit account niet aangemaakt? Dan kun je deze e-mail negeren.',
  },
  passwordReset: {
    subject: '{brand} Backstage: stel je wachtwoord opnieuw in',
    greeting: 'Hallo {name},',
    body: 'We hebben een verzoek ontvangen om het wachtwoord van je {brand} Backstage-account opnieuw in te stellen. Open de link hieronder om een nieuw wachtwoord te kiezen. De link is 1 uur geldig.',
    action: 'Mijn wachtwoord opnieuw instellen',
    code: 'Of voer deze code in: {code}',
    ignore:
      'Heb je hier niet om gevraagd? Dan blijft je wachtwoord zoals het is en kun je deze e-mail negeren.',
  },
  emailChange: {
    subject: '{brand} Backstage: bevestig je nieuwe e-mailadres',
    greeting: 'Hallo {name},',
    body: 'Open de link hieronder om dit adres te gebruiken voor je {brand} Backstage-account. Tot die tijd log je in met je huidige adres. De link is 24 uur geldig.',
    action: 'Mijn nieuwe e-mailadres bevestigen',
    code: 'Of voer deze code in: {code}',
    ignore: 'Heb je niet om deze wijziging gevraagd? Dan kun je deze e-mail negeren.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: je e-mailadres wordt gewijzigd',
    greeting: 'Hallo {name},',
    body: 'Iemand heeft gevraagd het e-mailadres van je {brand} Backstage-account te wijzigen in {newEmail}. De wijziging gaat pas in als die vanaf het nieuwe adres is bevestigd.',
    action: 'Naar Backstage',
    code: '',
    ignore: 'Was jij dit niet? Wijzig dan nu je wachtwoord en neem contact op met support.',
  },
  newDevice: {
    subject: '{brand} Backstage: nieuwe aanmelding op {device}',
    greeting: 'Hallo {name},',
    body: 'Er is zojuist ingelogd op je {brand} Backstage-account vanaf een apparaat en plaats die de afgelopen 90 dagen niet zijn gebruikt: {device} in {place}, op {time}. Was jij dit, dan hoef je niets te doen.',
    action: 'Dit was ik niet: overal uitloggen en mijn wachtwoord opnieuw instellen',
    code: '',
    ignore:
      'De link is 7 dagen geldig. Hij logt elke sessie van je account uit en stuurt je een e-mail om je wachtwoord opnieuw in te stellen.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: er is een passkey aan je account toegevoegd',
    greeting: 'Hallo {name},',
    body: 'Er is een passkey met de naam ‘{passkey}’ aan je {brand} Backstage-account toegevoegd vanaf {device} op {time}. Daarmee log je in zonder wachtwoord en zonder code voor inloggen in twee stappen. Was jij dit, dan hoef je niets te doen.',
    action: 'Dit was ik niet: overal uitloggen en mijn wachtwoord opnieuw instellen',
    code: '',
    ignore:
      'De link is 7 dagen geldig. Hij logt elke sessie van je account uit en stuurt je een e-mail om je wachtwoord opnieuw in te stellen. Verwijder daarna de passkey op het tabblad Beveiliging van je instellingen.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: inloggen in twee stappen is uitgeschakeld',
    greeting: 'Hallo {name},',
    body: 'Inloggen in twee stappen is voor je {brand} Backstage-account uitgeschakeld vanaf {device} op {time}. Voor inloggen is nu alleen je wachtwoord nodig. Was jij dit, dan hoef je niets te doen.',
    action: 'Dit was ik niet: overal uitloggen en mijn wachtwoord opnieuw instellen',
    code: '',
    ignore:
      'De link is 7 dagen geldig. Hij logt elke sessie van je account uit en stuurt je een e-mail om je wachtwoord opnieuw in te stellen.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: inloggen in twee stappen is ingeschakeld',
    greeting: 'Hallo {name},',
    body: 'Inloggen in twee stappen is voor je {brand} Backstage-account ingeschakeld vanaf {device} op {time}. Bij inloggen wordt nu ook om een code uit die authenticator-app gevraagd. Was jij dit, dan hoef je niets te doen.',
    action:
      'Dit was ik niet: overal uitloggen, die authenticator verwijderen en mijn wachtwoord opnieuw instellen',
    code: '',
    ignore:
      'De link is 7 dagen geldig. Hij logt elke sessie van je account uit, schakelt dit inloggen in twee stappen met de herstelcodes uit en stuurt je een e-mail om je wachtwoord opnieuw in te stellen.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: er is een passkey van je account verwijderd',
    greeting: 'Hallo {name},',
    body: 'De passkey met de naam ‘{passkey}’ is van je {brand} Backstage-account verwijderd vanaf {device} op {time}. Daarmee kun je niet meer inloggen. Was jij dit, dan hoef je niets te doen.',
    action: 'Dit was ik niet: overal uitloggen en mijn wachtwoord opnieuw instellen',
    code: '',
    ignore:
      'De link is 7 dagen geldig. Hij logt elke sessie van je account uit en stuurt je een e-mail om je wachtwoord opnieuw in te stellen.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: er zijn nieuwe herstelcodes voor je account gemaakt',
    greeting: 'Hallo {name},',
    body: 'Er zijn nieuwe herstelcodes voor inloggen in twee stappen gemaakt voor je {brand} Backstage-account vanaf {device} op {time}. De vorige codes werken niet meer. Was jij dit, dan hoef je niets te doen.',
    action: 'Dit was ik niet: overal uitloggen en mijn wachtwoord opnieuw instellen',
    code: '',
    ignore:
      'De link is 7 dagen geldig. Hij logt elke sessie van je account uit en stuurt je een e-mail om je wachtwoord opnieuw in te stellen.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: je account is verwijderd',
    greeting: 'Hallo {name},',
    body: 'Je {brand} Backstage-account is op {time} verwijderd, met je profiel, geregistreerde producten en instellingen. Alle sessies ervan zijn beëindigd.',
    action: 'Dit was ik niet: contact opnemen met support',
    code: '',
    ignore:
      'Was jij dit, dan hoef je niets te doen. Een verwijderd account kan niet worden hersteld, maar support kan uitzoeken hoe het is gebeurd en je helpen opnieuw te beginnen.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: iemand wil een {product} aan je overdragen',
    greeting: 'Hallo,',
    body: 'Een lid van {brand} Backstage dat zich ‘{sender}’ noemt (eigen woorden, niet door ons gecontroleerd) wil een {product} (serienummer {serial}) aan je overdragen, met de registratie en de garantie. Open de link hieronder om het te bekijken en in je My Gear op te nemen; heb je nog geen {brand} Backstage-account, dan maak je er onderweg een aan. Het aanbod geldt tot {date}.',
    action: 'Product bekijken en accepteren',
    code: 'Je wordt om deze code gevraagd: {code}',
    ignore:
      'Ken je deze persoon niet of wil je het product niet? Negeer dan deze e-mail: er verandert niets.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: je {product} heeft een nieuwe eigenaar',
    greeting: 'Hallo {name},',
    body: 'De {product} (serienummer {serial}) die je hebt overgedragen, is op {date} geaccepteerd. Het product staat niet meer in je My Gear en de garantie is meegegaan.',
    action: 'Naar My Gear',
    code: '',
    ignore: 'Heb je dit product niet overgedragen? Neem dan contact op met support.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: de garantie van je {product} loopt af op {date}',
    greeting: 'Hallo {name},',
    body: 'De garantie van je {product} (serienummer {serial}) loopt af op {date}. Is er iets mis mee, vraag dan vóór die datum een reparatie aan.',
    action: 'Bekijken in My Gear',
    code: '',
    ignore:
      'Je ontvangt deze e-mail omdat je account e-mail toestaat. Je kunt e-mail uitschakelen in je instellingen.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: een ander account heeft je {product} geregistreerd',
    greeting: 'Hallo {name},',
    body: 'Op {date} heeft een ander {brand} Backstage-account een {product} met serienummer {serial} geregistreerd, dat op jouw naam staat. Het blijft van jou: de registratie en de garantie zijn niet veranderd, en we hebben het andere account niet verteld wie je bent. Ons supportteam zoekt uit van wie het is en neemt misschien contact met je op.',
    action: 'Bekijken in My Gear',
    code: '',
    ignore:
      'Heb je dit product verkocht of weggegeven? Draag het dan over of maak de registratie ongedaan in My Gear. Heb je het nog, dan hoef je niets te doen.',
  },
} satisfies CultureMailTexts;
