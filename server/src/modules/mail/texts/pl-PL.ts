// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const plPL = {
  activation: {
    subject: '{brand} Backstage: aktywuj swoje konto',
    greeting: 'Witaj {name},',
    body: 'dziękujemy za założenie konta {brand} Backstage. Otwórz poniższy link, aby je aktywować. Link jest ważny przez 24 godziny.',
    action: 'Aktywuj moje konto',
    code: 'Możesz też wpisać ten kod aktywacyjny: {code}',
    ignore: 'Jeśli to konto nie zostało założone przez Ciebie, możesz zignorować tę wiadomość.',
  },
  passwordReset: {
    subject: '{brand} Backstage: zresetuj hasło',
    greeting: 'Witaj {name},',
    body: 'otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta {brand} Backstage. Otwórz poniższy link, aby ustawić nowe hasło. Link jest ważny przez 1 godzinę.',
    action: 'Zresetuj moje hasło',
    code: 'Możesz też wpisać ten kod: {code}',
    ignore:
      'Jeśli ta prośba nie pochodzi od Ciebie, Twoje hasło pozostaje bez zmian i możesz zignorować tę wiadomość.',
  },
  emailChange: {
    subject: '{brand} Backstage: potwierdź nowy adres e-mail',
    greeting: 'Witaj {name},',
    body: 'otwórz poniższy link, aby używać tego adresu w swoim koncie {brand} Backstage. Do tego czasu logujesz się dotychczasowym adresem. Link jest ważny przez 24 godziny.',
    action: 'Potwierdź mój nowy adres e-mail',
    code: 'Możesz też wpisać ten kod: {code}',
    ignore: 'Jeśli ta prośba o zmianę nie pochodzi od Ciebie, możesz zignorować tę wiadomość.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: adres e-mail Twojego konta jest zmieniany',
    greeting: 'Witaj {name},',
    body: 'ktoś poprosił o zmianę adresu e-mail Twojego konta {brand} Backstage na {newEmail}. Zmiana zacznie obowiązywać dopiero po potwierdzeniu z nowego adresu.',
    action: 'Przejdź do Backstage',
    code: '',
    ignore: 'Jeśli to nie Ty, od razu zmień hasło i skontaktuj się z pomocą techniczną.',
  },
  newDevice: {
    subject: '{brand} Backstage: nowe logowanie na urządzeniu {device}',
    greeting: 'Witaj {name},',
    body: 'przed chwilą ktoś zalogował się na Twoje konto {brand} Backstage z urządzenia i miejsca, których nie używano w ciągu ostatnich 90 dni: {device}, {place}, {time}. Jeśli to Ty, nie musisz nic robić.',
    action: 'Nie rozpoznaję tego: wyloguj mnie wszędzie i zresetuj hasło',
    code: '',
    ignore:
      'Link jest ważny przez 7 dni. Wylogowuje wszystkie sesje Twojego konta i wysyła Ci wiadomość do zresetowania hasła.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: do Twojego konta dodano klucz dostępu',
    greeting: 'Witaj {name},',
    body: 'do Twojego konta {brand} Backstage dodano klucz dostępu o nazwie „{passkey}” z urządzenia {device}, {time}. Pozwala on zalogować się bez hasła i bez kodu logowania dwuetapowego. Jeśli to Ty, nie musisz nic robić.',
    action: 'Nie rozpoznaję tego: wyloguj mnie wszędzie i zresetuj hasło',
    code: '',
    ignore:
      'Link jest ważny przez 7 dni. Wylogowuje wszystkie sesje Twojego konta i wysyła Ci wiadomość do zresetowania hasła. Następnie usuń klucz dostępu na karcie Bezpieczeństwo w ustawieniach.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: logowanie dwuetapowe zostało wyłączone',
    greeting: 'Witaj {name},',
    body: 'logowanie dwuetapowe Twojego konta {brand} Backstage zostało wyłączone z urządzenia {device}, {time}. Do zalogowania wystarcza teraz samo hasło. Jeśli to Ty, nie musisz nic robić.',
    action: 'Nie rozpoznaję tego: wyloguj mnie wszędzie i zresetuj hasło',
    code: '',
    ignore:
      'Link jest ważny przez 7 dni. Wylogowuje wszystkie sesje Twojego konta i wysyła Ci wiadomość do zresetowania hasła.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: logowanie dwuetapowe zostało włączone',
    greeting: 'Witaj {name},',
    body: 'logowanie dwuetapowe Twojego konta {brand} Backstage zostało włączone z urządzenia {device}, {time}. Przy logowaniu potrzebny jest teraz także kod z tej aplikacji uwierzytelniającej. Jeśli to Ty, nie musisz nic robić.',
    action:
      'Nie rozpoznaję tego: wyloguj mnie wszędzie, usuń tę aplikację uwierzytelniającą i zresetuj hasło',
    code: '',
    ignore:
      'Link jest ważny przez 7 dni. Wylogowuje wszystkie sesje Twojego konta, wyłącza to logowanie dwuetapowe wraz z kodami odzyskiwania i wysyła Ci wiadomość do zresetowania hasła.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: z Twojego konta usunięto klucz dostępu',
    greeting: 'Witaj {name},',
    body: 'z Twojego konta {brand} Backstage usunięto klucz dostępu o nazwie „{passkey}” z urządzenia {device}, {time}. Nie można się już nim zalogować. Jeśli to Ty, nie musisz nic robić.',
    action: 'Nie rozpoznaję tego: wyloguj mnie wszędzie i zresetuj hasło',
    code: '',
    ignore:
      'Link jest ważny przez 7 dni. Wylogowuje wszystkie sesje Twojego konta i wysyła Ci wiadomość do zresetowania hasła.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: dla Twojego konta utworzono nowe kody odzyskiwania',
    greeting: 'Witaj {name},',
    body: 'dla Twojego konta {brand} Backstage utworzono nowe kody odzyskiwania logowania dwuetapowego z urządzenia {device}, {time}. Poprzednie kody przestały działać. Jeśli to Ty, nie musisz nic robić.',
    action: 'Nie rozpoznaję tego: wyloguj mnie wszędzie i zresetuj hasło',
    code: '',
    ignore:
      'Link jest ważny przez 7 dni. Wylogowuje wszystkie sesje Twojego konta i wysyła Ci wiadomość do zresetowania hasła.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: Twoje konto zostało usunięte',
    greeting: 'Witaj {name},',
    body: 'Twoje konto {brand} Backstage zostało usunięte {time} wraz z profilem, zarejestrowanymi produktami i ustawieniami. Wszystkie jego sesje zostały zakończone.',
    action: 'Nie rozpoznaję tego: skontaktuj się z pomocą techniczną',
    code: '',
    ignore:
      'Jeśli to Ty, nie musisz nic robić. Usuniętego konta nie można przywrócić, ale pomoc techniczna może ustalić, jak do tego doszło, i pomóc Ci zacząć od nowa.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: ktoś chce przekazać Ci produkt {product}',
    greeting: 'Dzień dobry,',
    body: 'użytkownik {brand} Backstage przedstawiający się jako „{sender}” (to jego własne słowa, których nie sprawdzaliśmy) chce przekazać Ci produkt {product} (numer seryjny {serial}) wraz z rejestracją i gwarancją. Otwórz poniższy link, aby go zobaczyć i przyjąć do My Gear; jeśli nie masz jeszcze konta {brand} Backstage, założysz je po drodze. Oferta jest ważna do {date}.',
    action: 'Zobacz produkt i przyjmij go',
    code: 'Przy przyjmowaniu produktu trzeba będzie podać ten kod: {code}',
    ignore: 'Jeśli nie znasz tej osoby lub nie chcesz produktu, zignoruj tę wiadomość: nic się nie zmieni.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: Twój produkt {product} ma nowego właściciela',
    greeting: 'Witaj {name},',
    body: 'przekazany przez Ciebie produkt {product} (numer seryjny {serial}) został przyjęty {date}. Nie ma go już w Twoim My Gear, a gwarancja przeszła razem z nim.',
    action: 'Przejdź do My Gear',
    code: '',
    ignore: 'Jeśli ten produkt nie został przekazany przez Ciebie, skontaktuj się z pomocą techniczną.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: gwarancja na Twój produkt {product} kończy się {date}',
    greeting: 'Witaj {name},',
    body: 'gwarancja na Twój produkt {product} (numer seryjny {serial}) kończy się {date}. Jeśli coś jest z nim nie tak, zgłoś naprawę przed tym terminem.',
    action: 'Zobacz w My Gear',
    code: '',
    ignore:
      'Otrzymujesz tę wiadomość, ponieważ Twoje konto zezwala na e-maile. Możesz je wyłączyć w ustawieniach.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: inne konto zarejestrowało Twój produkt {product}',
    greeting: 'Witaj {name},',
    body: 'W dniu {date} inne konto {brand} Backstage zarejestrowało produkt {product} o numerze seryjnym {serial}, który jest zarejestrowany na Ciebie. Nadal należy do Ciebie: jego rejestracja i gwarancja się nie zmieniły, a drugiemu kontu nie zdradziliśmy, kim jesteś. Nasz zespół wsparcia sprawdzi, do kogo należy, i może się z Tobą skontaktować.',
    action: 'Zobacz w My Gear',
    code: '',
    ignore:
      'Jeśli sprzedałeś lub oddałeś ten produkt, przekaż go albo wyrejestruj w My Gear. Jeśli nadal go masz, nie musisz nic robić.',
  },
} satisfies CultureMailTexts;
