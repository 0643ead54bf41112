// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-texts';

export const srLatn = {
  activation: {
    subject: '{brand} Backstage: aktivirajte svoj nalog',
    greeting: 'Zdravo, {name},',
    body: 'Hvala što ste otvorili {brand} Backstage nalog. Otvorite link ispod da biste ga aktivirali. Link važi 24 sata.',
    action: 'Aktiviraj moj nalog',
    code: 'Ili unesite ovaj kod za aktivaciju: {code}',
    ignore: 'Ako niste vi otvorili ovaj nalog, možete zanemariti ovu poruku.',
  },
  passwordReset: {
    subject: '{brand} Backstage: resetujte lozinku',
    greeting: 'Zdravo, {name},',
    body: 'Primili smo zahtev za resetovanje lozinke vašeg {brand} Backstage naloga. Otvorite link ispod da biste izabrali novu lozinku. Link važi 1 sat.',
    action: 'Resetuj moju lozinku',
    code: 'Ili unesite ovaj kod: {code}',
    ignore: 'Ako niste vi poslali ovaj zahtev, lozinka ostaje ista i možete zanemariti ovu poruku.',
  },
  emailChange: {
    subject: '{brand} Backstage: potvrdite novu adresu e-pošte',
    greeting: 'Zdravo, {name},',
    body: 'Otvorite link ispod da biste ovu adresu koristili za svoj {brand} Backstage nalog. Dok to ne uradite, prijavljujete se trenutnom adresom. Link važi 24 sata.',
    action: 'Potvrdi moju novu adresu e-pošte',
    code: 'Ili unesite ovaj kod: {code}',
    ignore: 'Ako niste vi zatražili ovu promenu, možete zanemariti ovu poruku.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: adresa e-pošte vašeg naloga se menja',
    greeting: 'Zdravo, {name},',
    body: 'Neko je zatražio da se adresa e-pošte vašeg {brand} Backstage naloga promeni u {newEmail}. Promena stupa na snagu tek kada se potvrdi sa nove adrese.',
    action: 'Idi na Backstage',
    code: '',
    ignore: 'Ako to niste bili vi, odmah promenite lozinku i obratite se podršci.',
  },
  newDevice: {
    subject: '{brand} Backstage: nova prijava na uređaju {device}',
    greeting: 'Zdravo, {name},',
    body: 'Upravo je izvršena prijava na vaš {brand} Backstage nalog sa uređaja i mesta koji nisu korišćeni u poslednjih 90 dana: {device}, {place}, {time}. Ako ste to bili vi, ne morate ništa da radite.',
    action: 'Ne prepoznajem ovo: odjavi me svuda i resetuj lozinku',
    code: '',
    ignore: 'Link važi 7 dana. Odjavljuje sve sesije vašeg naloga i šalje vam poruku za resetovanje lozinke.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: vašem nalogu je dodat pristupni ključ',
    greeting: 'Zdravo, {name},',
    body: 'Vašem {brand} Backstage nalogu dodat je pristupni ključ pod nazivom „{passkey}” sa uređaja {device}, {time}. Njime se prijavljuje bez lozinke i bez koda za prijavu u dva koraka. Ako ste to bili vi, ne morate ništa da radite.',
    action: 'Ne prepoznajem ovo: odjavi me svuda i resetuj lozinku',
    code: '',
    ignore:
      'Link važi 7 dana. Odjavljuje sve sesije vašeg naloga i šalje vam poruku za resetovanje lozinke. Zatim uklonite pristupni ključ na kartici Bezbednost u podešavanjima.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: prijava u dva koraka je isključena',
    greeting: 'Zdravo, {name},',
    body: 'Prijava u dva koraka za vaš {brand} Backstage nalog isključena je sa uređaja {device}, {time}. Za prijavu je sada dovoljna lozinka. Ako ste to bili vi, ne morate ništa da radite.',
    action: 'Ne prepoznajem ovo: odjavi me svuda i resetuj lozinku',
    code: '',
    ignore: 'Link važi 7 dana. Odjavljuje sve sesije vašeg naloga i šalje vam poruku za resetovanje lozinke.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: prijava u dva koraka je uključena',
    greeting: 'Zdravo, {name},',
    body: 'Prijava u dva koraka za vaš {brand} Backstage nalog uključena je sa uređaja {device}, {time}. Za prijavu se sada traži i kod iz te aplikacije za autentifikaciju. Ako ste to bili vi, ne morate ništa da radite.',
    action: 'Ne prepoznajem ovo: odjavi me svuda, ukloni tu aplikaciju za autentifikaciju i resetuj lozinku',
    code: '',
    ignore:
      'Link važi 7 dana. Odjavljuje sve sesije vašeg naloga, isključuje ovu prijavu u dva koraka zajedno sa kodovima za oporavak i šalje vam poruku za resetovanje lozinke.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: sa vašeg naloga je uklonjen pristupni ključ',
    greeting: 'Zdravo, {name},',
    body: 'Sa vašeg {brand} Backstage naloga uklonjen je pristupni ključ pod nazivom „{passkey}” sa uređaja {device}, {time}. Njime više ne možete da se prijavite. Ako ste to bili vi, ne morate ništa da radite.',
    action: 'Ne prepoznajem ovo: odjavi me svuda i resetuj lozinku',
    code: '',
    ignore: 'Link važi 7 dana. Odjavljuje sve sesije vašeg naloga i šalje vam poruku za resetovanje lozinke.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: za vaš nalog su napravljeni novi kodovi za oporavak',
    greeting: 'Zdravo, {name},',
    body: 'Za vaš {brand} Backstage nalog napravljeni su novi kodovi za oporavak prijave u dva koraka sa uređaja {device}, {time}. Raniji kodovi više ne važe. Ako ste to bili vi, ne morate ništa da radite.',
    action: 'Ne prepoznajem ovo: odjavi me svuda i resetuj lozinku',
    code: '',
    ignore: 'Link važi 7 dana. Odjavljuje sve sesije vašeg naloga i šalje vam poruku za resetovanje lozinke.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: vaš nalog je izbrisan',
    greeting: 'Zdravo, {name},',
    body: 'Vaš {brand} Backstage nalog izbrisan je {time}, zajedno sa profilom, registrovanim proizvodima i podešavanjima. Sve njegove sesije su završene.',
    action: 'Ne prepoznajem ovo: obrati se podršci',
    code: '',
    ignore:
      'Ako ste to bili vi, ne morate ništa da radite. Izbrisan nalog ne može da se vrati, ali podrška može da utvrdi kako se to dogodilo i da vam pomogne da počnete iznova.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: {sender} vam predaje svoj {product}',
    greeting: 'Zdravo,',
    body: '{sender} želi da vam preda svoj {product} (serijski broj {serial}), zajedno sa registracijom i garancijom. Otvorite link ispod da biste ga pogledali i prihvatili u My Gear; ako još nemate {brand} Backstage nalog, otvorićete ga usput. Ponuda važi do {date}.',
    action: 'Pogledaj proizvod i prihvati ga',
    code: 'Biće vam zatražen ovaj kod: {code}',
    ignore:
      'Ako ne poznajete osobu {sender} ili ne želite proizvod, zanemarite ovu poruku: ništa se ne menja.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: vaš {product} ima novog vlasnika',
    greeting: 'Zdravo, {name},',
    body: '{product} (serijski broj {serial}) koji ste predali prihvaćen je {date}. Više nije u vašem My Gear, a garancija je prešla zajedno sa njim.',
    action: 'Idi na My Gear',
    code: '',
    ignore: 'Ako niste vi predali ovaj proizvod, obratite se podršci.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: garancija za vaš {product} ističe {date}',
    greeting: 'Zdravo, {name},',
    body: 'Garancija za vaš {product} (serijski broj {serial}) ističe {date}. Ako nešto nije u redu, zatražite popravku pre tog datuma.',
    action: 'Pogledaj u My Gear',
    code: '',
    ignore:
      'Ovu poruku dobijate jer vaš nalog dozvoljava e-poštu. E-poštu možete isključiti u podešavanjima.',
  },
} satisfies CultureMailTexts;
