// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const hrHR = {
  activation: {
    subject: '{brand} Backstage: aktivirajte svoj račun',
    greeting: 'Pozdrav, {name},',
    body: 'hvala što ste otvorili račun {brand} Backstage. Otvorite poveznicu u nastavku kako biste ga aktivirali. Poveznica vrijedi 24 sata.',
    action: 'Aktiviraj moj račun',
    code: 'Ili unesite ovaj aktivacijski kod: {code}',
    ignore: 'Ako niste vi otvorili ovaj račun, možete zanemariti ovu poruku.',
  },
  passwordReset: {
    subject: '{brand} Backstage: poništite svoju lozinku',
    greeting: 'Pozdrav, {name},',
    body: 'primili smo zahtjev za poništavanje lozinke vašeg računa {brand} Backstage. Otvorite poveznicu u nastavku kako biste odabrali novu lozinku. Poveznica vrijedi 1 sat.',
    action: 'Poništi moju lozinku',
    code: 'Ili unesite ovaj kod: {code}',
    ignore: 'Ako to niste zatražili vi, lozinka ostaje ista i možete zanemariti ovu poruku.',
  },
  emailChange: {
    subject: '{brand} Backstage: potvrdite svoju novu adresu e-pošte',
    greeting: 'Pozdrav, {name},',
    body: 'otvorite poveznicu u nastavku kako biste ovu adresu koristili za svoj račun {brand} Backstage. Do tada se prijavljujete trenutačnom adresom. Poveznica vrijedi 24 sata.',
    action: 'Potvrdi moju novu adresu e-pošte',
    code: 'Ili unesite ovaj kod: {code}',
    ignore: 'Ako ovu promjenu niste zatražili vi, možete zanemariti ovu poruku.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: adresa e-pošte vašeg računa se mijenja',
    greeting: 'Pozdrav, {name},',
    body: 'netko je zatražio da se adresa e-pošte vašeg računa {brand} Backstage promijeni u {newEmail}. Promjena stupa na snagu tek nakon potvrde s nove adrese.',
    action: 'Idi na Backstage',
    code: '',
    ignore: 'Ako to niste bili vi, odmah promijenite lozinku i obratite se podršci.',
  },
  newDevice: {
    subject: '{brand} Backstage: nova prijava na uređaju {device}',
    greeting: 'Pozdrav, {name},',
    body: 'netko se upravo prijavio na vaš račun {brand} Backstage s uređaja i mjesta koji nisu korišteni u posljednjih 90 dana: {device}, {place}, {time}. Ako ste to bili vi, ne morate ništa poduzeti.',
    action: 'Ne prepoznajem ovo: odjavi me svugdje i poništi lozinku',
    code: '',
    ignore:
      'Poveznica vrijedi 7 dana. Odjavljuje sve sesije vašeg računa i šalje vam poruku za poništavanje lozinke.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: vašem je računu dodan pristupni ključ',
    greeting: 'Pozdrav, {name},',
    body: 'vašem računu {brand} Backstage dodan je pristupni ključ naziva „{passkey}” s uređaja {device} ({time}). Njime se prijavljuje bez lozinke i bez koda za prijavu u dva koraka. Ako ste to bili vi, ne morate ništa poduzeti.',
    action: 'Ne prepoznajem ovo: odjavi me svugdje i poništi lozinku',
    code: '',
    ignore:
      'Poveznica vrijedi 7 dana. Odjavljuje sve sesije vašeg računa i šalje vam poruku za poništavanje lozinke. Zatim uklonite pristupni ključ na kartici Sigurnost u postavkama.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: prijava u dva koraka je isključena',
    greeting: 'Pozdrav, {name},',
    body: 'prijava u dva koraka za vaš račun {brand} Backstage isključena je s uređaja {device} ({time}). Za prijavu je sada dovoljna lozinka. Ako ste to bili vi, ne morate ništa poduzeti.',
    action: 'Ne prepoznajem ovo: odjavi me svugdje i poništi lozinku',
    code: '',
    ignore:
      'Poveznica vrijedi 7 dana. Odjavljuje sve sesije vašeg računa i šalje vam poruku za poništavanje lozinke.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: prijava u dva koraka je uključena',
    greeting: 'Pozdrav, {name},',
    body: 'prijava u dva koraka za vaš račun {brand} Backstage uključena je s uređaja {device} ({time}). Za prijavu se sada traži i kod iz te aplikacije za autentifikaciju. Ako ste to bili vi, ne morate ništa poduzeti.',
    action:
      'Ne prepoznajem ovo: odjavi me svugdje, ukloni tu aplikaciju za autentifikaciju i poništi lozinku',
    code: '',
    ignore:
      'Poveznica vrijedi 7 dana. Odjavljuje sve sesije vašeg računa, isključuje ovu prijavu u dva koraka zajedno s kodovima za oporavak i šalje vam poruku za poništavanje lozinke.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: s vašeg je računa uklonjen pristupni ključ',
    greeting: 'Pozdrav, {name},',
    body: 's vašeg računa {brand} Backstage uklonjen je pristupni ključ naziva „{passkey}” s uređaja {device} ({time}). Njime se više ne možete prijaviti. Ako ste to bili vi, ne morate ništa poduzeti.',
    action: 'Ne prepoznajem ovo: odjavi me svugdje i poništi lozinku',
    code: '',
    ignore:
      'Poveznica vrijedi 7 dana. Odjavljuje sve sesije vašeg računa i šalje vam poruku za poništavanje lozinke.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: za vaš su račun izrađeni novi kodovi za oporavak',
    greeting: 'Pozdrav, {name},',
    body: 'za vaš račun {brand} Backstage izrađeni su novi kodovi za oporavak prijave u dva koraka s uređaja {device} ({time}). Prijašnji kodovi više ne vrijede. Ako ste to bili vi, ne morate ništa poduzeti.',
    action: 'Ne prepoznajem ovo: odjavi me svugdje i poništi lozinku',
    code: '',
    ignore:
      'Poveznica vrijedi 7 dana. Odjavljuje sve sesije vašeg računa i šalje vam poruku za poništavanje lozinke.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: vaš je račun izbrisan',
    greeting: 'Pozdrav, {name},',
    body: 'vaš račun {brand} Backstage izbrisan je ({time}) zajedno s profilom, registriranim proizvodima i postavkama. Sve su njegove sesije završene.',
    action: 'Ne prepoznajem ovo: obrati se podršci',
    code: '',
    ignore:
      'Ako ste to bili vi, ne morate ništa poduzeti. Izbrisani račun ne može se vratiti, ali podrška može utvrditi kako se to dogodilo i pomoći vam da počnete ispočetka.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: netko vam želi predati proizvod {product}',
    greeting: 'Pozdrav,',
    body: 'član servisa {brand} Backstage koji se predstavlja kao „{sender}” (njegove riječi, koje nismo provjerili) želi vam predati proizvod {product} (serijski broj {serial}) zajedno s registracijom i jamstvom. Otvorite poveznicu u nastavku kako biste ga pogledali i prihvatili u svoj My Gear; ako još nemate račun {brand} Backstage, otvorit ćete ga usput. Ponuda vrijedi do {date}.',
    action: 'Pogledaj proizvod i prihvati ga',
    code: 'Bit će zatražen ovaj kod: {code}',
    ignore: 'Ako ne poznajete tu osobu ili ne želite proizvod, zanemarite ovu poruku: ništa se ne mijenja.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: vaš proizvod {product} ima novog vlasnika',
    greeting: 'Pozdrav, {name},',
    body: 'proizvod {product} (serijski broj {serial}) koji ste predali prihvaćen je {date}. Više nije u vašem My Gear, a jamstvo je prešlo s njim.',
    action: 'Idi na My Gear',
    code: '',
    ignore: 'Ako ovaj proizvod niste predali vi, obratite se podršci.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: jamstvo za vaš proizvod {product} istječe {date}',
    greeting: 'Pozdrav, {name},',
    body: 'jamstvo za vaš proizvod {product} (serijski broj {serial}) istječe {date}. Ako nešto s njim nije u redu, zatražite popravak prije tog datuma.',
    action: 'Pogledaj u My Gear',
    code: '',
    ignore: 'Ovu poruku primate jer vaš račun dopušta e-poštu. E-poštu možete isključiti u postavkama.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: drugi je račun registrirao vaš {product}',
    greeting: 'Pozdrav, {name},',
    body: 'Dana {date} drugi je {brand} Backstage račun registrirao {product} sa serijskim brojem {serial}, koji je registriran na vas. On ostaje vaš: njegova registracija i jamstvo nisu se promijenili, a drugom računu nismo rekli tko ste. Naš tim za podršku provjerit će čiji je i možda će vam se javiti.',
    action: 'Pogledaj u My Gear',
    code: '',
    ignore:
      'Ako ste ovaj proizvod prodali ili poklonili, predajte ga ili poništite njegovu registraciju u My Gear. Ako ga još imate, ne trebate ništa učiniti.',
  },
} satisfies CultureMailTexts;
