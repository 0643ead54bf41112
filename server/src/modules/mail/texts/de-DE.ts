// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const deDE = {
  activation: {
    subject: '{brand} Backstage: Aktivieren Sie Ihr Konto',
    greeting: 'Hallo {name},',
    body: 'vielen Dank, dass Sie ein {brand} Backstage-Konto erstellt haben. Öffnen Sie den folgenden Link, um es zu aktivieren. Der Link ist 24 Stunden gültig.',
    action: 'Mein Konto aktivieren',
    code: 'Oder geben Sie diesen Aktivierungscode ein: {code}',
    ignore: 'Wenn Sie dieses Konto nicht erstellt haben, können Sie diese E-Mail ignorieren.',
  },
  passwordReset: {
    subject: '{brand} Backstage: Setzen Sie Ihr Passwort zurück',
    greeting: 'Hallo {name},',
    body: 'wir haben eine Anfrage erhalten, das Passwort Ihres {brand} Backstage-Kontos zurückzusetzen. Öffnen Sie den folgenden Link, um ein neues Passwort zu wählen. Der Link ist 1 Stunde gültig.',
    action: 'Mein Passwort zurücksetzen',
    code: 'Oder geben Sie diesen Code ein: {code}',
    ignore:
      'Wenn Sie das nicht angefordert haben, bleibt Ihr Passwort unverändert und Sie können diese E-Mail ignorieren.',
  },
  emailChange: {
    subject: '{brand} Backstage: Bestätigen Sie Ihre neue E-Mail-Adresse',
    greeting: 'Hallo {name},',
    body: 'öffnen Sie den folgenden Link, um diese Adresse für Ihr {brand} Backstage-Konto zu verwenden. Bis dahin melden Sie sich weiter mit Ihrer bisherigen Adresse an. Der Link ist 24 Stunden gültig.',
    action: 'Meine neue E-Mail-Adresse bestätigen',
    code: 'Oder geben Sie diesen Code ein: {code}',
    ignore: 'Wenn Sie diese Änderung nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: Ihre E-Mail-Adresse wird geändert',
    greeting: 'Hallo {name},',
    body: 'jemand hat angefordert, die E-Mail-Adresse Ihres {brand} Backstage-Kontos in {newEmail} zu ändern. Die Änderung wird erst wirksam, wenn sie von der neuen Adresse aus bestätigt wurde.',
    action: 'Zu Backstage',
    code: '',
    ignore: 'Wenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort und wenden Sie sich an den Support.',
  },
  newDevice: {
    subject: '{brand} Backstage: Neue Anmeldung auf {device}',
    greeting: 'Hallo {name},',
    body: 'bei Ihrem {brand} Backstage-Konto hat sich gerade jemand von einem Gerät und Ort angemeldet, die in den letzten 90 Tagen nicht verwendet wurden: {device} in {place}, am {time}. Wenn Sie das waren, müssen Sie nichts tun.',
    action: 'Das war ich nicht: überall abmelden und mein Passwort zurücksetzen',
    code: '',
    ignore:
      'Der Link ist 7 Tage gültig. Er meldet alle Sitzungen Ihres Kontos ab und schickt Ihnen anschließend eine E-Mail zum Zurücksetzen des Passworts.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: Ihrem Konto wurde ein Passkey hinzugefügt',
    greeting: 'Hallo {name},',
    body: 'Ihrem {brand} Backstage-Konto wurde am {time} von {device} aus ein Passkey mit dem Namen „{passkey}“ hinzugefügt. Er meldet an, ohne Passwort und ohne Code der Zwei-Schritt-Anmeldung. Wenn Sie das waren, müssen Sie nichts tun.',
    action: 'Das war ich nicht: überall abmelden und mein Passwort zurücksetzen',
    code: '',
    ignore:
      'Der Link ist 7 Tage gültig. Er meldet alle Sitzungen Ihres Kontos ab und schickt Ihnen eine E-Mail zum Zurücksetzen des Passworts. Entfernen Sie anschließend den Passkey im Tab „Sicherheit“ Ihrer Einstellungen.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: Die Zwei-Schritt-Anmeldung wurde ausgeschaltet',
    greeting: 'Hallo {name},',
    body: 'für Ihr {brand} Backstage-Konto wurde die Zwei-Schritt-Anmeldung am {time} von {device} aus ausgeschaltet. Zum Anmelden genügt jetzt Ihr Passwort. Wenn Sie das waren, müssen Sie nichts tun.',
    action: 'Das war ich nicht: überall abmelden und mein Passwort zurücksetzen',
    code: '',
    ignore:
      'Der Link ist 7 Tage gültig. Er meldet alle Sitzungen Ihres Kontos ab und schickt Ihnen anschließend eine E-Mail zum Zurücksetzen des Passworts.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: Die Zwei-Schritt-Anmeldung wurde eingeschaltet',
    greeting: 'Hallo {name},',
    body: 'für Ihr {brand} Backstage-Konto wurde die Zwei-Schritt-Anmeldung am {time} von {device} aus eingeschaltet. Zum Anmelden wird jetzt zusätzlich ein Code aus dieser Authenticator-App verlangt. Wenn Sie das waren, müssen Sie nichts tun.',
    action:
      'Das war ich nicht: überall abmelden, diesen Authenticator entfernen und mein Passwort zurücksetzen',
    code: '',
    ignore:
      'Der Link ist 7 Tage gültig. Er meldet alle Sitzungen Ihres Kontos ab, schaltet diese Zwei-Schritt-Anmeldung samt ihren Wiederherstellungscodes aus und schickt Ihnen eine E-Mail zum Zurücksetzen des Passworts.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: Aus Ihrem Konto wurde ein Passkey entfernt',
    greeting: 'Hallo {name},',
    body: 'aus Ihrem {brand} Backstage-Konto wurde am {time} von {device} aus der Passkey mit dem Namen „{passkey}“ entfernt. Mit ihm kann man sich nicht mehr anmelden. Wenn Sie das waren, müssen Sie nichts tun.',
    action: 'Das war ich nicht: überall abmelden und mein Passwort zurücksetzen',
    code: '',
    ignore:
      'Der Link ist 7 Tage gültig. Er meldet alle Sitzungen Ihres Kontos ab und schickt Ihnen anschließend eine E-Mail zum Zurücksetzen des Passworts.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: Für Ihr Konto wurden neue Wiederherstellungscodes erstellt',
    greeting: 'Hallo {name},',
    body: 'für Ihr {brand} Backstage-Konto wurden am {time} von {device} aus neue Wiederherstellungscodes der Zwei-Schritt-Anmeldung erstellt. Die bisherigen Codes funktionieren nicht mehr. Wenn Sie das waren, müssen Sie nichts tun.',
    action: 'Das war ich nicht: überall abmelden und mein Passwort zurücksetzen',
    code: '',
    ignore:
      'Der Link ist 7 Tage gültig. Er meldet alle Sitzungen Ihres Kontos ab und schickt Ihnen anschließend eine E-Mail zum Zurücksetzen des Passworts.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: Ihr Konto wurde gelöscht',
    greeting: 'Hallo {name},',
    body: 'Ihr {brand} Backstage-Konto wurde am {time} gelöscht, mit seinem Profil, seinen registrierten Produkten und seinen Einstellungen. Alle seine Sitzungen wurden beendet.',
    action: 'Das war ich nicht: den Support kontaktieren',
    code: '',
    ignore:
      'Wenn Sie das waren, müssen Sie nichts tun. Ein gelöschtes Konto lässt sich nicht wiederherstellen, aber der Support kann herausfinden, wie es dazu kam, und Ihnen beim Neuanfang helfen.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: Jemand möchte Ihnen sein {product} übergeben',
    greeting: 'Guten Tag,',
    body: 'ein Mitglied von {brand} Backstage, das sich „{sender}“ nennt (eigene Angabe, von uns nicht geprüft), möchte Ihnen sein {product} (Seriennummer {serial}) übergeben, mit seiner Registrierung und seiner Garantie. Öffnen Sie den folgenden Link, um es anzusehen und in Ihr My Gear zu übernehmen; wenn Sie noch kein {brand} Backstage-Konto haben, erstellen Sie unterwegs eines. Das Angebot gilt bis zum {date}.',
    action: 'Produkt ansehen und annehmen',
    code: 'Sie werden nach diesem Code gefragt: {code}',
    ignore:
      'Wenn Sie diese Person nicht kennen oder das Produkt nicht möchten, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: Ihr {product} hat einen neuen Besitzer',
    greeting: 'Hallo {name},',
    body: 'das {product} (Seriennummer {serial}), das Sie übergeben haben, wurde am {date} angenommen. Es ist nicht mehr in Ihrem My Gear, und seine Garantie ist mit ihm gegangen.',
    action: 'Zu My Gear',
    code: '',
    ignore: 'Wenn Sie dieses Produkt nicht übergeben haben, wenden Sie sich an den Support.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: Die Garantie Ihres {product} endet am {date}',
    greeting: 'Hallo {name},',
    body: 'die Garantie Ihres {product} (Seriennummer {serial}) endet am {date}. Falls etwas damit nicht stimmt, beauftragen Sie bis dahin eine Reparatur.',
    action: 'In My Gear ansehen',
    code: '',
    ignore:
      'Sie erhalten diese E-Mail, weil Ihr Konto E-Mails erlaubt. Sie können E-Mails in Ihren Einstellungen ausschalten.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: Ein anderes Konto hat Ihr {product} registriert',
    greeting: 'Hallo {name},',
    body: 'am {date} hat ein anderes {brand} Backstage-Konto ein {product} mit der Seriennummer {serial} registriert, das auf Sie registriert ist. Es bleibt Ihres: Seine Registrierung und seine Garantie sind unverändert, und wir haben dem anderen Konto nicht mitgeteilt, wer Sie sind. Unser Support-Team prüft, wem es gehört, und meldet sich eventuell bei Ihnen.',
    action: 'In My Gear ansehen',
    code: '',
    ignore:
      'Wenn Sie dieses Produkt verkauft oder verschenkt haben, übergeben Sie es in My Gear oder heben Sie die Registrierung auf. Wenn Sie es noch haben, müssen Sie nichts tun.',
  },
} satisfies CultureMailTexts;
