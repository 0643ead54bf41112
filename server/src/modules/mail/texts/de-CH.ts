// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
// Only what Swiss German writes differently from de-DE: ss for ß, «» quotation marks.
import type { CultureMailTexts } from '../culture-mail-types';

export const deCH = {
  newDevice: {
    ignore:
      'Der Link ist 7 Tage gültig. Er meldet alle Sitzungen Ihres Kontos ab und schickt Ihnen anschliessend eine E-Mail zum Zurücksetzen des Passworts.',
  },
  passkeyAdded: {
    body: 'Ihrem {brand} Backstage-Konto wurde am {time} von {device} aus ein Passkey mit dem Namen «{passkey}» hinzugefügt. Er meldet an, ohne Passwort und ohne Code der Zwei-Schritt-Anmeldung. Wenn Sie das waren, müssen Sie nichts tun.',
    ignore:
      'Der Link ist 7 Tage gültig. Er meldet alle Sitzungen Ihres Kontos ab und schickt Ihnen eine E-Mail zum Zurücksetzen des Passworts. Entfernen Sie anschliessend den Passkey im Tab «Sicherheit» Ihrer Einstellungen.',
  },
  twoStepOff: {
    ignore:
      'Der Link ist 7 Tage gültig. Er meldet alle Sitzungen Ihres Kontos ab und schickt Ihnen anschliessend eine E-Mail zum Zurücksetzen des Passworts.',
  },
  passkeyRemoved: {
    ignore:
      'Der Link ist 7 Tage gültig. Er meldet alle Sitzungen Ihres Kontos ab und schickt Ihnen anschliessend eine E-Mail zum Zurücksetzen des Passworts.',
    body: 'aus Ihrem {brand} Backstage-Konto wurde am {time} von {device} aus der Passkey mit dem Namen «{passkey}» entfernt. Mit ihm kann man sich nicht mehr anmelden. Wenn Sie das waren, müssen Sie nichts tun.',
  },
  recoveryCodesRenewed: {
    ignore:
      'Der Link ist 7 Tage gültig. Er meldet alle Sitzungen Ihres Kontos ab und schickt Ihnen anschliessend eine E-Mail zum Zurücksetzen des Passworts.',
  },
  gearTransfer: {
    body: 'ein Mitglied von {brand} Backstage, das sich «{sender}» nennt (eigene Angabe, von uns nicht geprüft), möchte Ihnen sein {product} (Seriennummer {serial}) übergeben, mit seiner Registrierung und seiner Garantie. Öffnen Sie den folgenden Link, um es anzusehen und in Ihr My Gear zu übernehmen; wenn Sie noch kein {brand} Backstage-Konto haben, erstellen Sie unterwegs eines. Das Angebot gilt bis zum {date}.',
  },
} satisfies CultureMailTexts;
