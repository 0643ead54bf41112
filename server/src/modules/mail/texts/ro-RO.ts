// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const roRO = {
  activation: {
    subject: '{brand} Backstage: activați-vă contul',
    greeting: 'Bună ziua, {name},',
    body: 'Vă mulțumim că v-ați creat un cont {brand} Backstage. Deschideți linkul de mai jos pentru a-l activa. Linkul este valabil 24 de ore.',
    action: 'Activează-mi contul',
    code: 'Sau introduceți acest cod de activare: {code}',
    ignore: 'Dacă nu dvs. ați creat acest cont, puteți ignora acest e-mail.',
  },
  passwordReset: {
    subject: '{brand} Backstage: resetați-vă parola',
    greeting: 'Bună ziua, {name},',
    body: 'Am primit o solicitare de resetare a parolei contului dvs. {brand} Backstage. Deschideți linkul de mai jos pentru a alege o parolă nouă. Linkul este valabil 1 oră.',
    action: 'Resetează-mi parola',
    code: 'Sau introduceți acest cod: {code}',
    ignore:
      'Dacă nu dvs. ați solicitat acest lucru, parola rămâne neschimbată și puteți ignora acest e-mail.',
  },
  emailChange: {
    subject: '{brand} Backstage: confirmați noua adresă de e-mail',
    greeting: 'Bună ziua, {name},',
    body: 'Deschideți linkul de mai jos pentru a folosi această adresă pentru contul dvs. {brand} Backstage. Până atunci, vă conectați în continuare cu adresa actuală. Linkul este valabil 24 de ore.',
    action: 'Confirmă noua mea adresă de e-mail',
    code: 'Sau introduceți acest cod: {code}',
    ignore: 'Dacă nu dvs. ați solicitat această modificare, puteți ignora acest e-mail.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: adresa de e-mail a contului dvs. este în curs de modificare',
    greeting: 'Bună ziua, {name},',
    body: 'Cineva a solicitat schimbarea adresei de e-mail a contului dvs. {brand} Backstage în {newEmail}. Modificarea intră în vigoare doar după confirmarea de pe noua adresă.',
    action: 'Mergi la Backstage',
    code: '',
    ignore: 'Dacă nu ați fost dvs., schimbați-vă parola acum și contactați asistența.',
  },
  newDevice: {
    subject: '{brand} Backstage: conectare nouă pe {device}',
    greeting: 'Bună ziua, {name},',
    body: 'Cineva tocmai s-a conectat la contul dvs. {brand} Backstage de pe un dispozitiv și dintr-un loc nefolosite în ultimele 90 de zile: {device}, {place}, {time}. Dacă ați fost dvs., nu trebuie să faceți nimic.',
    action: 'Nu am fost eu: deconectează-mă peste tot și resetează-mi parola',
    code: '',
    ignore:
      'Linkul este valabil 7 zile. Închide toate sesiunile contului dvs. și vă trimite un e-mail pentru resetarea parolei.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: a fost adăugată o cheie de acces la contul dvs.',
    greeting: 'Bună ziua, {name},',
    body: 'La contul dvs. {brand} Backstage a fost adăugată o cheie de acces numită „{passkey}” de pe {device}, {time}. Cu ea vă puteți conecta fără parolă și fără codul de conectare în doi pași. Dacă ați fost dvs., nu trebuie să faceți nimic.',
    action: 'Nu am fost eu: deconectează-mă peste tot și resetează-mi parola',
    code: '',
    ignore:
      'Linkul este valabil 7 zile. Închide toate sesiunile contului dvs. și vă trimite un e-mail pentru resetarea parolei. Apoi eliminați cheia de acces din fila Securitate a setărilor.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: conectarea în doi pași a fost dezactivată',
    greeting: 'Bună ziua, {name},',
    body: 'Conectarea în doi pași a contului dvs. {brand} Backstage a fost dezactivată de pe {device}, {time}. Acum pentru conectare este suficientă parola. Dacă ați fost dvs., nu trebuie să faceți nimic.',
    action: 'Nu am fost eu: deconectează-mă peste tot și resetează-mi parola',
    code: '',
    ignore:
      'Linkul este valabil 7 zile. Închide toate sesiunile contului dvs. și vă trimite un e-mail pentru resetarea parolei.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: conectarea în doi pași a fost activată',
    greeting: 'Bună ziua, {name},',
    body: 'Conectarea în doi pași a contului dvs. {brand} Backstage a fost activată de pe {device}, {time}. Acum conectarea cere și un cod din acea aplicație de autentificare. Dacă ați fost dvs., nu trebuie să faceți nimic.',
    action:
      'Nu am fost eu: deconectează-mă peste tot, elimină acea aplicație de autentificare și resetează-mi parola',
    code: '',
    ignore:
      'Linkul este valabil 7 zile. Închide toate sesiunile contului dvs., dezactivează această conectare în doi pași împreună cu codurile ei de recuperare și vă trimite un e-mail pentru resetarea parolei.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: a fost eliminată o cheie de acces din contul dvs.',
    greeting: 'Bună ziua, {name},',
    body: 'Din contul dvs. {brand} Backstage a fost eliminată cheia de acces numită „{passkey}” de pe {device}, {time}. Cu ea nu vă mai puteți conecta. Dacă ați fost dvs., nu trebuie să faceți nimic.',
    action: 'Nu am fost eu: deconectează-mă peste tot și resetează-mi parola',
    code: '',
    ignore:
      'Linkul este valabil 7 zile. Închide toate sesiunile contului dvs. și vă trimite un e-mail pentru resetarea parolei.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: au fost create coduri de recuperare noi pentru contul dvs.',
    greeting: 'Bună ziua, {name},',
    body: 'Pentru contul dvs. {brand} Backstage au fost create coduri noi de recuperare pentru conectarea în doi pași de pe {device}, {time}. Codurile anterioare nu mai funcționează. Dacă ați fost dvs., nu trebuie să faceți nimic.',
    action: 'Nu am fost eu: deconectează-mă peste tot și resetează-mi parola',
    code: '',
    ignore:
      'Linkul este valabil 7 zile. Închide toate sesiunile contului dvs. și vă trimite un e-mail pentru resetarea parolei.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: contul dvs. a fost șters',
    greeting: 'Bună ziua, {name},',
    body: 'Contul dvs. {brand} Backstage a fost șters pe {time}, împreună cu profilul, produsele înregistrate și setările. Toate sesiunile sale s-au încheiat.',
    action: 'Nu am fost eu: contactează asistența',
    code: '',
    ignore:
      'Dacă ați fost dvs., nu trebuie să faceți nimic. Un cont șters nu poate fi restaurat, dar asistența poate afla cum s-a întâmplat și vă poate ajuta să o luați de la capăt.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: cineva vrea să vă predea produsul {product}',
    greeting: 'Bună ziua,',
    body: 'Un membru {brand} Backstage care se prezintă drept „{sender}” (cuvintele sale, neverificate de noi) vrea să vă predea produsul {product} (număr de serie {serial}), împreună cu înregistrarea și garanția lui. Deschideți linkul de mai jos pentru a-l vedea și a-l accepta în My Gear; dacă nu aveți încă un cont {brand} Backstage, îl creați pe parcurs. Oferta este valabilă până la {date}.',
    action: 'Vezi produsul și acceptă-l',
    code: 'Vi se va cere acest cod: {code}',
    ignore:
      'Dacă nu cunoașteți această persoană sau nu doriți produsul, ignorați acest e-mail: nu se schimbă nimic.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: produsul dvs. {product} are un nou proprietar',
    greeting: 'Bună ziua, {name},',
    body: 'Produsul {product} (număr de serie {serial}) pe care l-ați predat a fost acceptat pe {date}. Nu mai apare în My Gear, iar garanția a trecut odată cu el.',
    action: 'Mergi la My Gear',
    code: '',
    ignore: 'Dacă nu dvs. ați predat acest produs, contactați asistența.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: garanția produsului dvs. {product} se încheie pe {date}',
    greeting: 'Bună ziua, {name},',
    body: 'Garanția produsului dvs. {product} (număr de serie {serial}) se încheie pe {date}. Dacă ceva nu este în regulă, solicitați o reparație înainte de această dată.',
    action: 'Vezi în My Gear',
    code: '',
    ignore: 'Primiți acest e-mail deoarece contul dvs. permite e-mailurile. Le puteți dezactiva din setări.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: alt cont v-a înregistrat produsul {product}',
    greeting: 'Bună ziua, {name},',
    body: 'Pe {date}, un alt cont {brand} Backstage a înregistrat un {product} cu numărul de serie {serial}, care este înregistrat pe numele dvs. Rămâne al dvs.: înregistrarea și garanția sa nu s-au schimbat, iar celuilalt cont nu i-am spus cine sunteți. Echipa noastră de asistență va verifica al cui este și vă poate contacta.',
    action: 'Vezi în My Gear',
    code: '',
    ignore:
      'Dacă ați vândut sau ați dăruit acest produs, transferați-l sau anulați-i înregistrarea în My Gear. Dacă îl aveți încă, nu trebuie să faceți nimic.',
  },
} satisfies CultureMailTexts;
