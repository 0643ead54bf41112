// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const itIT = {
  activation: {
    subject: '{brand} Backstage: attivi il Suo account',
    greeting: 'Gentile {name},',
    body: 'grazie per aver creato il Suo account {brand} Backstage. Apra il link qui sotto per attivarlo. Il link è valido per 24 ore.',
    action: 'Attiva il mio account',
    code: 'Oppure inserisca questo codice di attivazione: {code}',
    ignore: 'Se non ha creato questo account, può ignorare questa e-mail.',
  },
  passwordReset: {
    subject: '{brand} Backstage: reimposti la Sua password',
    greeting: 'Gentile {name},',
    body: 'abbiamo ricevuto una richiesta di reimpostazione della password del Suo account {brand} Backstage. Apra il link qui sotto per scegliere una nuova password. Il link è valido per 1 ora.',
    action: 'Reimposta la mia password',
    code: 'Oppure inserisca questo codice: {code}',
    ignore: 'Se non ha fatto questa richiesta, la Sua password resta invariata e può ignorare questa e-mail.',
  },
  emailChange: {
    subject: '{brand} Backstage: confermi il Suo nuovo indirizzo e-mail',
    greeting: 'Gentile {name},',
    body: 'apra il link qui sotto per usare questo indirizzo con il Suo account {brand} Backstage. Fino ad allora continuerà ad accedere con l’indirizzo attuale. Il link è valido per 24 ore.',
    action: 'Conferma il mio nuovo indirizzo e-mail',
    code: 'Oppure inserisca questo codice: {code}',
    ignore: 'Se non ha richiesto questa modifica, può ignorare questa e-mail.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: il Suo indirizzo e-mail sta per essere modificato',
    greeting: 'Gentile {name},',
    body: 'qualcuno ha chiesto di cambiare l’indirizzo e-mail del Suo account {brand} Backstage in {newEmail}. La modifica diventa effettiva solo dopo la conferma dal nuovo indirizzo.',
    action: 'Vai a Backstage',
    code: '',
    ignore: 'Se non è stato Lei, cambi subito la password e contatti l’assistenza.',
  },
  newDevice: {
    subject: '{brand} Backstage: nuovo accesso da {device}',
    greeting: 'Gentile {name},',
    body: 'è appena stato effettuato un accesso al Suo account {brand} Backstage da un dispositivo e da un luogo non usati negli ultimi 90 giorni: {device} a {place}, il {time}. Se è stato Lei, non deve fare nulla.',
    action: 'Non riconosco questa attività: esci da tutti i dispositivi e reimposta la password',
    code: '',
    ignore:
      'Il link è valido per 7 giorni. Chiude tutte le sessioni del Suo account e Le invia un’e-mail per reimpostare la password.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: al Suo account è stata aggiunta una passkey',
    greeting: 'Gentile {name},',
    body: 'al Suo account {brand} Backstage è stata aggiunta una passkey chiamata «{passkey}» da {device} il {time}. Con essa si accede senza password e senza codice dell’accesso in due passaggi. Se è stato Lei, non deve fare nulla.',
    action: 'Non riconosco questa attività: esci da tutti i dispositivi e reimposta la password',
    code: '',
    ignore:
      'Il link è valido per 7 giorni. Chiude tutte le sessioni del Suo account e Le invia un’e-mail per reimpostare la password. Poi rimuova la passkey nella scheda Sicurezza delle impostazioni.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: l’accesso in due passaggi è stato disattivato',
    greeting: 'Gentile {name},',
    body: 'l’accesso in due passaggi del Suo account {brand} Backstage è stato disattivato da {device} il {time}. Ora per accedere basta la password. Se è stato Lei, non deve fare nulla.',
    action: 'Non riconosco questa attività: esci da tutti i dispositivi e reimposta la password',
    code: '',
    ignore:
      'Il link è valido per 7 giorni. Chiude tutte le sessioni del Suo account e Le invia un’e-mail per reimpostare la password.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: l’accesso in due passaggi è stato attivato',
    greeting: 'Gentile {name},',
    body: 'l’accesso in due passaggi del Suo account {brand} Backstage è stato attivato da {device} il {time}. Ora per accedere serve anche un codice di quell’app di autenticazione. Se è stato Lei, non deve fare nulla.',
    action:
      'Non riconosco questa attività: esci da tutti i dispositivi, rimuovi quell’app di autenticazione e reimposta la password',
    code: '',
    ignore:
      'Il link è valido per 7 giorni. Chiude tutte le sessioni del Suo account, disattiva questo accesso in due passaggi con i suoi codici di recupero e Le invia un’e-mail per reimpostare la password.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: dal Suo account è stata rimossa una passkey',
    greeting: 'Gentile {name},',
    body: 'dal Suo account {brand} Backstage è stata rimossa la passkey chiamata «{passkey}» da {device} il {time}. Non consente più di accedere. Se è stato Lei, non deve fare nulla.',
    action: 'Non riconosco questa attività: esci da tutti i dispositivi e reimposta la password',
    code: '',
    ignore:
      'Il link è valido per 7 giorni. Chiude tutte le sessioni del Suo account e Le invia un’e-mail per reimpostare la password.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: sono stati creati nuovi codici di recupero per il Suo account',
    greeting: 'Gentile {name},',
    body: 'per il Suo account {brand} Backstage sono stati creati nuovi codici di recupero dell’accesso in due passaggi da {device} il {time}. I codici precedenti non funzionano più. Se è stato Lei, non deve fare nulla.',
    action: 'Non riconosco questa attività: esci da tutti i dispositivi e reimposta la password',
    code: '',
    ignore:
      'Il link è valido per 7 giorni. Chiude tutte le sessioni del Suo account e Le invia un’e-mail per reimpostare la password.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: il Suo account è stato eliminato',
    greeting: 'Gentile {name},',
    body: 'il Suo account {brand} Backstage è stato eliminato il {time}, insieme al profilo, ai prodotti registrati e alle impostazioni. Tutte le sue sessioni sono terminate.',
    action: 'Non riconosco questa attività: contatta l’assistenza',
    code: '',
    ignore:
      'Se è stato Lei, non deve fare nulla. Un account eliminato non può essere ripristinato, ma l’assistenza può scoprire come è successo e aiutarLa a ricominciare.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: qualcuno vuole cederLe il suo {product}',
    greeting: 'Buongiorno,',
    body: 'un membro di {brand} Backstage che si presenta come «{sender}» (parole sue, non verificate da noi) vuole cederLe il suo {product} (numero di serie {serial}), con la registrazione e la garanzia. Apra il link qui sotto per vederlo e accettarlo nel Suo My Gear; se non ha ancora un account {brand} Backstage, lo creerà strada facendo. L’offerta è valida fino al {date}.',
    action: 'Vedi il prodotto e accettalo',
    code: 'Le verrà chiesto questo codice: {code}',
    ignore:
      'Se non conosce questa persona o non desidera il prodotto, ignori questa e-mail: non cambia nulla.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: il Suo {product} ha un nuovo proprietario',
    greeting: 'Gentile {name},',
    body: 'il {product} (numero di serie {serial}) che ha ceduto è stato accettato il {date}. Non è più nel Suo My Gear e la garanzia è passata con lui.',
    action: 'Vai a My Gear',
    code: '',
    ignore: 'Se non ha ceduto questo prodotto, contatti l’assistenza.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: la garanzia del Suo {product} scade il {date}',
    greeting: 'Gentile {name},',
    body: 'la garanzia del Suo {product} (numero di serie {serial}) scade il {date}. Se qualcosa non va, richieda una riparazione entro quella data.',
    action: 'Vedi in My Gear',
    code: '',
    ignore:
      'Riceve questa e-mail perché il Suo account consente l’invio di e-mail. Può disattivarle nelle impostazioni.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: un altro account ha registrato il Suo {product}',
    greeting: 'Gentile {name},',
    body: 'Il {date} un altro account {brand} Backstage ha registrato un {product} con il numero di serie {serial}, che risulta registrato a Suo nome. Resta Suo: la registrazione e la garanzia non sono cambiate e non abbiamo detto all’altro account chi è Lei. Il nostro team di assistenza verificherà a chi appartiene e potrebbe contattarLa.',
    action: 'Vedi in My Gear',
    code: '',
    ignore:
      'Se ha venduto o regalato questo prodotto, lo ceda o ne annulli la registrazione in My Gear. Se lo ha ancora, non deve fare nulla.',
  },
} satisfies CultureMailTexts;
