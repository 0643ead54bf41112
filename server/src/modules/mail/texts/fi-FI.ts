// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const fiFI = {
  activation: {
    subject: '{brand} Backstage: aktivoi tilisi',
    greeting: 'Hei {name},',
    body: 'Kiitos, että loit {brand} Backstage -tilin. Aktivoi se avaamalla alla oleva linkki. Linkki on voimassa 24 tuntia.',
    action: 'Aktivoi tilini',
    code: 'Tai anna tämä aktivointikoodi: {code}',
    ignore: 'Jos et luonut tätä tiliä, voit jättää tämän sähköpostin huomiotta.',
  },
  passwordReset: {
    subject: '{brand} Backstage: vaihda salasanasi',
    greeting: 'Hei {name},',
    body: 'Saimme pyynnön palauttaa {brand} Backstage -tilisi salasana. Valitse uusi salasana avaamalla alla oleva linkki. Linkki on voimassa 1 tunnin.',
    action: 'Vaihda salasanani',
    code: 'Tai anna tämä koodi: {code}',
    ignore: 'Jos et pyytänyt tätä, salasanasi pysyy ennallaan ja voit jättää tämän sähköpostin huomiotta.',
  },
  emailChange: {
    subject: '{brand} Backstage: vahvista uusi sähköpostiosoitteesi',
    greeting: 'Hei {name},',
    body: 'Avaa alla oleva linkki, niin tämä osoite otetaan käyttöön {brand} Backstage -tililläsi. Siihen asti kirjaudut sisään nykyisellä osoitteellasi. Linkki on voimassa 24 tuntia.',
    action: 'Vahvista uusi sähköpostiosoitteeni',
    code: 'Tai anna tämä koodi: {code}',
    ignore: 'Jos et pyytänyt tätä muutosta, voit jättää tämän sähköpostin huomiotta.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: sähköpostiosoitettasi ollaan vaihtamassa',
    greeting: 'Hei {name},',
    body: 'Joku pyysi vaihtamaan {brand} Backstage -tilisi sähköpostiosoitteeksi {newEmail}. Muutos tulee voimaan vasta, kun se on vahvistettu uudesta osoitteesta.',
    action: 'Siirry Backstageen',
    code: '',
    ignore: 'Jos tämä et ollut sinä, vaihda salasanasi heti ja ota yhteyttä tukeen.',
  },
  newDevice: {
    subject: '{brand} Backstage: uusi kirjautuminen laitteelta {device}',
    greeting: 'Hei {name},',
    body: '{brand} Backstage -tilillesi kirjauduttiin juuri laitteelta ja paikasta, joita ei ole käytetty viimeisten 90 päivän aikana: {device}, {place}, {time}. Jos se olit sinä, sinun ei tarvitse tehdä mitään.',
    action: 'En se ollut minä: kirjaa minut ulos kaikkialta ja vaihda salasanani',
    code: '',
    ignore:
      'Linkki on voimassa 7 päivää. Se kirjaa ulos tilisi kaikki istunnot ja lähettää sinulle sähköpostin salasanan vaihtamista varten.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: tilillesi lisättiin pääsyavain',
    greeting: 'Hei {name},',
    body: '{brand} Backstage -tilillesi lisättiin pääsyavain nimeltä ”{passkey}” laitteelta {device} ({time}). Sillä kirjaudutaan sisään ilman salasanaa ja ilman kaksivaiheisen kirjautumisen koodia. Jos se olit sinä, sinun ei tarvitse tehdä mitään.',
    action: 'En se ollut minä: kirjaa minut ulos kaikkialta ja vaihda salasanani',
    code: '',
    ignore:
      'Linkki on voimassa 7 päivää. Se kirjaa ulos tilisi kaikki istunnot ja lähettää sinulle sähköpostin salasanan vaihtamista varten. Poista sen jälkeen pääsyavain asetusten Tietoturva-välilehdellä.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: kaksivaiheinen kirjautuminen poistettiin käytöstä',
    greeting: 'Hei {name},',
    body: '{brand} Backstage -tilisi kaksivaiheinen kirjautuminen poistettiin käytöstä laitteelta {device} ({time}). Sisäänkirjautumiseen riittää nyt salasana. Jos se olit sinä, sinun ei tarvitse tehdä mitään.',
    action: 'En se ollut minä: kirjaa minut ulos kaikkialta ja vaihda salasanani',
    code: '',
    ignore:
      'Linkki on voimassa 7 päivää. Se kirjaa ulos tilisi kaikki istunnot ja lähettää sinulle sähköpostin salasanan vaihtamista varten.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: kaksivaiheinen kirjautuminen otettiin käyttöön',
    greeting: 'Hei {name},',
    body: '{brand} Backstage -tilisi kaksivaiheinen kirjautuminen otettiin käyttöön laitteelta {device} ({time}). Sisäänkirjautuminen vaatii nyt myös koodin kyseisestä todennussovelluksesta. Jos se olit sinä, sinun ei tarvitse tehdä mitään.',
    action: 'En se ollut minä: kirjaa minut ulos kaikkialta, poista se todennussovellus ja vaihda salasanani',
    code: '',
    ignore:
      'Linkki on voimassa 7 päivää. Se kirjaa ulos tilisi kaikki istunnot, poistaa tämän kaksivaiheisen kirjautumisen palautuskoodeineen käytöstä ja lähettää sinulle sähköpostin salasanan vaihtamista varten.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: tililtäsi poistettiin pääsyavain',
    greeting: 'Hei {name},',
    body: '{brand} Backstage -tililtäsi poistettiin pääsyavain nimeltä ”{passkey}” laitteelta {device} ({time}). Sillä ei voi enää kirjautua sisään. Jos se olit sinä, sinun ei tarvitse tehdä mitään.',
    action: 'En se ollut minä: kirjaa minut ulos kaikkialta ja vaihda salasanani',
    code: '',
    ignore:
      'Linkki on voimassa 7 päivää. Se kirjaa ulos tilisi kaikki istunnot ja lähettää sinulle sähköpostin salasanan vaihtamista varten.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: tilillesi luotiin uudet palautuskoodit',
    greeting: 'Hei {name},',
    body: '{brand} Backstage -tilillesi luotiin uudet kaksivaiheisen kirjautumisen palautuskoodit laitteelta {device} ({time}). Aiemmat koodit eivät enää toimi. Jos se olit sinä, sinun ei tarvitse tehdä mitään.',
    action: 'En se ollut minä: kirjaa minut ulos kaikkialta ja vaihda salasanani',
    code: '',
    ignore:
      'Linkki on voimassa 7 päivää. Se kirjaa ulos tilisi kaikki istunnot ja lähettää sinulle sähköpostin salasanan vaihtamista varten.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: tilisi poistettiin',
    greeting: 'Hei {name},',
    body: '{brand} Backstage -tilisi poistettiin {time} profiileineen, rekisteröityine tuotteineen ja asetuksineen. Kaikki sen istunnot on päätetty.',
    action: 'En se ollut minä: ota yhteyttä tukeen',
    code: '',
    ignore:
      'Jos se olit sinä, sinun ei tarvitse tehdä mitään. Poistettua tiliä ei voi palauttaa, mutta tuki voi selvittää, miten se tapahtui, ja auttaa sinua aloittamaan alusta.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: joku haluaa luovuttaa sinulle tuotteen {product}',
    greeting: 'Hei,',
    body: '{brand} Backstagen jäsen, joka kertoo nimekseen ”{sender}” (hänen omat sanansa, joita emme ole tarkistaneet), haluaa luovuttaa sinulle tuotteen {product} (sarjanumero {serial}) rekisteröinteineen ja takuineen. Avaa alla oleva linkki nähdäksesi tuotteen ja ottaaksesi sen vastaan My Gear -osioosi; jos sinulla ei vielä ole {brand} Backstage -tiliä, luot sen samalla. Tarjous on voimassa {date} asti.',
    action: 'Katso tuote ja ota se vastaan',
    code: 'Sinulta kysytään tätä koodia: {code}',
    ignore:
      'Jos et tunne tätä henkilöä tai et halua tuotetta, jätä tämä sähköposti huomiotta: mikään ei muutu.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: tuotteella {product} on uusi omistaja',
    greeting: 'Hei {name},',
    body: 'Luovuttamasi tuote {product} (sarjanumero {serial}) otettiin vastaan {date}. Se on poistunut My Gear -osiostasi, ja sen takuu siirtyi sen mukana.',
    action: 'Siirry My Geariin',
    code: '',
    ignore: 'Jos et luovuttanut tätä tuotetta, ota yhteyttä tukeen.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: tuotteen {product} takuu päättyy {date}',
    greeting: 'Hei {name},',
    body: 'Tuotteesi {product} (sarjanumero {serial}) takuu päättyy {date}. Jos siinä on jotain vikaa, pyydä korjausta ennen sitä.',
    action: 'Katso My Gearissa',
    code: '',
    ignore:
      'Saat tämän sähköpostin, koska tilisi sallii sähköpostit. Voit poistaa sähköpostit käytöstä asetuksissasi.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: toinen tili rekisteröi tuotteesi {product}',
    greeting: 'Hei {name},',
    body: 'Toinen {brand} Backstage -tili rekisteröi {date} tuotteen {product}, jonka sarjanumero on {serial} ja joka on rekisteröity sinulle. Se on edelleen sinun: sen rekisteröinti ja takuu ovat ennallaan, emmekä ole kertoneet toiselle tilille, kuka olet. Tukitiimimme selvittää, kenelle se kuuluu, ja saattaa ottaa sinuun yhteyttä.',
    action: 'Katso My Gearissa',
    code: '',
    ignore:
      'Jos olet myynyt tai lahjoittanut tuotteen, luovuta se tai poista sen rekisteröinti My Gearissa. Jos se on yhä sinulla, sinun ei tarvitse tehdä mitään.',
  },
} satisfies CultureMailTexts;
