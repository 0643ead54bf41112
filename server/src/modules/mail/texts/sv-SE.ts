// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const svSE = {
  activation: {
    subject: '{brand} Backstage: aktivera ditt konto',
    greeting: 'Hej {name}!',
    body: 'Tack för att du har skapat ett {brand} Backstage-konto. Öppna länken nedan för att aktivera det. Länken gäller i 24 timmar.',
    action: 'Aktivera mitt konto',
    code: 'Eller ange den här aktiveringskoden: {code}',
    ignore: 'Om du inte har skapat det här kontot kan du bortse från det här mejlet.',
  },
  passwordReset: {
    subject: '{brand} Backstage: återställ ditt lösenord',
    greeting: 'Hej {name}!',
    body: 'Vi har fått en begäran om att återställa lösenordet till ditt {brand} Backstage-konto. Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i 1 timme.',
    action: 'Återställ mitt lösenord',
    code: 'Eller ange den här koden: {code}',
    ignore:
      'Om du inte har bett om detta förblir ditt lösenord oförändrat och du kan bortse från det här mejlet.',
  },
  emailChange: {
    subject: '{brand} Backstage: bekräfta din nya e-postadress',
    greeting: 'Hej {name}!',
    body: 'Öppna länken nedan för att använda den här adressen för ditt {brand} Backstage-konto. Tills dess loggar du fortfarande in med din nuvarande adress. Länken gäller i 24 timmar.',
    action: 'Bekräfta min nya e-postadress',
    code: 'Eller ange den här koden: {code}',
    ignore: 'Om du inte har bett om den här ändringen kan du bortse från det här mejlet.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: din e-postadress håller på att ändras',
    greeting: 'Hej {name}!',
    body: 'Någon har bett om att ändra e-postadressen för ditt {brand} Backstage-konto till {newEmail}. Ändringen gäller först när den har bekräftats från den nya adressen.',
    action: 'Gå till Backstage',
    code: '',
    ignore: 'Om det inte var du, byt lösenord nu och kontakta supporten.',
  },
  newDevice: {
    subject: '{brand} Backstage: ny inloggning på {device}',
    greeting: 'Hej {name}!',
    body: 'Någon har just loggat in på ditt {brand} Backstage-konto från en enhet och en plats som inte har använts de senaste 90 dagarna: {device} i {place}, {time}. Om det var du behöver du inte göra något.',
    action: 'Det var inte jag: logga ut överallt och återställ mitt lösenord',
    code: '',
    ignore:
      'Länken gäller i 7 dagar. Den loggar ut alla sessioner för ditt konto och skickar ett mejl till dig för att återställa lösenordet.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: en lösennyckel har lagts till på ditt konto',
    greeting: 'Hej {name}!',
    body: 'En lösennyckel med namnet ”{passkey}” har lagts till på ditt {brand} Backstage-konto från {device} {time}. Med den loggar man in utan lösenord och utan kod för tvåstegsinloggning. Om det var du behöver du inte göra något.',
    action: 'Det var inte jag: logga ut överallt och återställ mitt lösenord',
    code: '',
    ignore:
      'Länken gäller i 7 dagar. Den loggar ut alla sessioner för ditt konto och skickar ett mejl till dig för att återställa lösenordet. Ta sedan bort lösennyckeln på fliken Säkerhet i dina inställningar.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: tvåstegsinloggning har stängts av',
    greeting: 'Hej {name}!',
    body: 'Tvåstegsinloggning har stängts av för ditt {brand} Backstage-konto från {device} {time}. Nu räcker det med ditt lösenord för att logga in. Om det var du behöver du inte göra något.',
    action: 'Det var inte jag: logga ut överallt och återställ mitt lösenord',
    code: '',
    ignore:
      'Länken gäller i 7 dagar. Den loggar ut alla sessioner för ditt konto och skickar ett mejl till dig för att återställa lösenordet.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: tvåstegsinloggning har slagits på',
    greeting: 'Hej {name}!',
    body: 'Tvåstegsinloggning har slagits på för ditt {brand} Backstage-konto från {device} {time}. Nu kräver inloggningen också en kod från den autentiseringsappen. Om det var du behöver du inte göra något.',
    action:
      'Det var inte jag: logga ut överallt, ta bort den autentiseringsappen och återställ mitt lösenord',
    code: '',
    ignore:
      'Länken gäller i 7 dagar. Den loggar ut alla sessioner för ditt konto, stänger av den här tvåstegsinloggningen tillsammans med dess återställningskoder och skickar ett mejl till dig för att återställa lösenordet.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: en lösennyckel har tagits bort från ditt konto',
    greeting: 'Hej {name}!',
    body: 'Lösennyckeln med namnet ”{passkey}” har tagits bort från ditt {brand} Backstage-konto från {device} {time}. Den kan inte längre användas för att logga in. Om det var du behöver du inte göra något.',
    action: 'Det var inte jag: logga ut överallt och återställ mitt lösenord',
    code: '',
    ignore:
      'Länken gäller i 7 dagar. Den loggar ut alla sessioner för ditt konto och skickar ett mejl till dig för att återställa lösenordet.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: nya återställningskoder har skapats för ditt konto',
    greeting: 'Hej {name}!',
    body: 'Nya återställningskoder för tvåstegsinloggning har skapats för ditt {brand} Backstage-konto från {device} {time}. De tidigare koderna fungerar inte längre. Om det var du behöver du inte göra något.',
    action: 'Det var inte jag: logga ut överallt och återställ mitt lösenord',
    code: '',
    ignore:
      'Länken gäller i 7 dagar. Den loggar ut alla sessioner för ditt konto och skickar ett mejl till dig för att återställa lösenordet.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: ditt konto har raderats',
    greeting: 'Hej {name}!',
    body: 'Ditt {brand} Backstage-konto raderades {time}, tillsammans med profil, registrerade produkter och inställningar. Alla dess sessioner har avslutats.',
    action: 'Det var inte jag: kontakta supporten',
    code: '',
    ignore:
      'Om det var du behöver du inte göra något. Ett raderat konto kan inte återställas, men supporten kan ta reda på hur det gick till och hjälpa dig att börja om.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: någon vill överlåta sin {product} till dig',
    greeting: 'Hej!',
    body: 'En medlem i {brand} Backstage som kallar sig ”{sender}” (egna ord, inte kontrollerade av oss) vill överlåta sin {product} (serienummer {serial}) till dig, med registrering och garanti. Öppna länken nedan för att se produkten och ta emot den i din My Gear; har du inget {brand} Backstage-konto än skapar du ett på vägen. Erbjudandet gäller till {date}.',
    action: 'Se produkten och ta emot den',
    code: 'Du kommer att bli ombedd att ange den här koden: {code}',
    ignore:
      'Om du inte känner den här personen eller inte vill ha produkten kan du bortse från det här mejlet: ingenting ändras.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: din {product} har fått en ny ägare',
    greeting: 'Hej {name}!',
    body: 'Din {product} (serienummer {serial}) som du överlät togs emot {date}. Den har tagits bort från din My Gear och garantin följde med.',
    action: 'Gå till My Gear',
    code: '',
    ignore: 'Om du inte har överlåtit den här produkten, kontakta supporten.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: garantin för din {product} upphör {date}',
    greeting: 'Hej {name}!',
    body: 'Garantin för din {product} (serienummer {serial}) upphör {date}. Om något är fel på den, begär en reparation innan dess.',
    action: 'Visa i My Gear',
    code: '',
    ignore:
      'Du får det här mejlet eftersom ditt konto tillåter e-post. Du kan stänga av e-post i dina inställningar.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: ett annat konto har registrerat din {product}',
    greeting: 'Hej {name}!',
    body: 'Den {date} registrerade ett annat {brand} Backstage-konto en {product} med serienumret {serial}, som är registrerad på dig. Den är fortfarande din: registreringen och garantin är oförändrade, och vi har inte berättat för det andra kontot vem du är. Vårt supportteam tar reda på vem den tillhör och kan komma att kontakta dig.',
    action: 'Visa i My Gear',
    code: '',
    ignore:
      'Om du har sålt eller gett bort produkten kan du lämna över den eller avregistrera den i My Gear. Om du fortfarande har den behöver du inte göra något.',
  },
} satisfies CultureMailTexts;
