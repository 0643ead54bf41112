// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const ltLT = {
  activation: {
    subject: '{brand} Backstage: aktyvinkite savo paskyrą',
    greeting: 'Sveiki, {name},',
    body: 'Dėkojame, kad susikūrėte {brand} Backstage paskyrą. Norėdami ją aktyvinti, atidarykite toliau pateiktą nuorodą. Nuoroda galioja 24 valandas.',
    action: 'Aktyvinti mano paskyrą',
    code: 'Arba įveskite šį aktyvinimo kodą: {code}',
    ignore: 'Jei šios paskyros nekūrėte, šį el. laišką galite ignoruoti.',
  },
  passwordReset: {
    subject: '{brand} Backstage: atkurkite slaptažodį',
    greeting: 'Sveiki, {name},',
    body: 'Gavome prašymą atkurti jūsų {brand} Backstage paskyros slaptažodį. Norėdami pasirinkti naują slaptažodį, atidarykite toliau pateiktą nuorodą. Nuoroda galioja 1 valandą.',
    action: 'Atkurti mano slaptažodį',
    code: 'Arba įveskite šį kodą: {code}',
    ignore: 'Jei to neprašėte, jūsų slaptažodis nesikeičia ir šį el. laišką galite ignoruoti.',
  },
  emailChange: {
    subject: '{brand} Backstage: patvirtinkite naują el. pašto adresą',
    greeting: 'Sveiki, {name},',
    body: 'Atidarykite toliau pateiktą nuorodą, kad šis adresas būtų naudojamas jūsų {brand} Backstage paskyrai. Iki tol prisijungiate dabartiniu adresu. Nuoroda galioja 24 valandas.',
    action: 'Patvirtinti mano naują el. pašto adresą',
    code: 'Arba įveskite šį kodą: {code}',
    ignore: 'Jei šio pakeitimo neprašėte, šį el. laišką galite ignoruoti.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: jūsų el. pašto adresas keičiamas',
    greeting: 'Sveiki, {name},',
    body: 'Kažkas paprašė pakeisti jūsų {brand} Backstage paskyros el. pašto adresą į {newEmail}. Pakeitimas įsigalios tik tada, kai bus patvirtintas iš naujojo adreso.',
    action: 'Eiti į Backstage',
    code: '',
    ignore: 'Jei tai buvote ne jūs, nedelsdami pakeiskite slaptažodį ir susisiekite su palaikymo komanda.',
  },
  newDevice: {
    subject: '{brand} Backstage: naujas prisijungimas įrenginyje {device}',
    greeting: 'Sveiki, {name},',
    body: 'Prie jūsų {brand} Backstage paskyros ką tik prisijungta iš įrenginio ir vietos, kurie nebuvo naudoti per pastarąsias 90 dienų: {device}, {place}, {time}. Jei tai buvote jūs, nieko daryti nereikia.',
    action: 'Neatpažįstu to: atjungti mane visur ir atkurti slaptažodį',
    code: '',
    ignore:
      'Nuoroda galioja 7 dienas. Ji atjungia visas jūsų paskyros sesijas ir atsiunčia jums el. laišką slaptažodžiui atkurti.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: prie jūsų paskyros pridėtas prieigos raktas',
    greeting: 'Sveiki, {name},',
    body: 'Prie jūsų {brand} Backstage paskyros iš įrenginio {device} ({time}) pridėtas prieigos raktas pavadinimu „{passkey}“. Juo prisijungiama be slaptažodžio ir be prisijungimo dviem veiksmais kodo. Jei tai buvote jūs, nieko daryti nereikia.',
    action: 'Neatpažįstu to: atjungti mane visur ir atkurti slaptažodį',
    code: '',
    ignore:
      'Nuoroda galioja 7 dienas. Ji atjungia visas jūsų paskyros sesijas ir atsiunčia jums el. laišką slaptažodžiui atkurti. Tada pašalinkite prieigos raktą nustatymų skirtuke „Sauga“.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: prisijungimas dviem veiksmais išjungtas',
    greeting: 'Sveiki, {name},',
    body: 'Jūsų {brand} Backstage paskyros prisijungimas dviem veiksmais išjungtas iš įrenginio {device} ({time}). Dabar prisijungti pakanka slaptažodžio. Jei tai buvote jūs, nieko daryti nereikia.',
    action: 'Neatpažįstu to: atjungti mane visur ir atkurti slaptažodį',
    code: '',
    ignore:
      'Nuoroda galioja 7 dienas. Ji atjungia visas jūsų paskyros sesijas ir atsiunčia jums el. laišką slaptažodžiui atkurti.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: prisijungimas dviem veiksmais įjungtas',
    greeting: 'Sveiki, {name},',
    body: 'Jūsų {brand} Backstage paskyros prisijungimas dviem veiksmais įjungtas iš įrenginio {device} ({time}). Dabar jungiantis prašoma ir tos autentifikavimo programėlės kodo. Jei tai buvote jūs, nieko daryti nereikia.',
    action:
      'Neatpažįstu to: atjungti mane visur, pašalinti tą autentifikavimo programėlę ir atkurti slaptažodį',
    code: '',
    ignore:
      'Nuoroda galioja 7 dienas. Ji atjungia visas jūsų paskyros sesijas, išjungia šį prisijungimą dviem veiksmais kartu su atkūrimo kodais ir atsiunčia jums el. laišką slaptažodžiui atkurti.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: iš jūsų paskyros pašalintas prieigos raktas',
    greeting: 'Sveiki, {name},',
    body: 'Iš jūsų {brand} Backstage paskyros iš įrenginio {device} ({time}) pašalintas prieigos raktas pavadinimu „{passkey}“. Juo nebegalima prisijungti. Jei tai buvote jūs, nieko daryti nereikia.',
    action: 'Neatpažįstu to: atjungti mane visur ir atkurti slaptažodį',
    code: '',
    ignore:
      'Nuoroda galioja 7 dienas. Ji atjungia visas jūsų paskyros sesijas ir atsiunčia jums el. laišką slaptažodžiui atkurti.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: jūsų paskyrai sukurti nauji atkūrimo kodai',
    greeting: 'Sveiki, {name},',
    body: 'Jūsų {brand} Backstage paskyrai iš įrenginio {device} ({time}) sukurti nauji prisijungimo dviem veiksmais atkūrimo kodai. Ankstesni kodai nebegalioja. Jei tai buvote jūs, nieko daryti nereikia.',
    action: 'Neatpažįstu to: atjungti mane visur ir atkurti slaptažodį',
    code: '',
    ignore:
      'Nuoroda galioja 7 dienas. Ji atjungia visas jūsų paskyros sesijas ir atsiunčia jums el. laišką slaptažodžiui atkurti.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: jūsų paskyra ištrinta',
    greeting: 'Sveiki, {name},',
    body: 'Jūsų {brand} Backstage paskyra ištrinta {time} kartu su profiliu, registruotais produktais ir nustatymais. Visos jos sesijos baigtos.',
    action: 'Neatpažįstu to: susisiekti su palaikymo komanda',
    code: '',
    ignore:
      'Jei tai buvote jūs, nieko daryti nereikia. Ištrintos paskyros atkurti negalima, tačiau palaikymo komanda gali išsiaiškinti, kaip tai nutiko, ir padėti jums pradėti iš naujo.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: kažkas nori jums perduoti {product}',
    greeting: 'Sveiki,',
    body: '{brand} Backstage narys, prisistatantis kaip „{sender}“ (jo paties žodžiai, kurių netikrinome), nori jums perduoti {product} (serijos numeris {serial}) kartu su registracija ir garantija. Atidarykite toliau pateiktą nuorodą, kad jį peržiūrėtumėte ir priimtumėte į savo My Gear; jei dar neturite {brand} Backstage paskyros, ją susikursite pakeliui. Pasiūlymas galioja iki {date}.',
    action: 'Peržiūrėti produktą ir jį priimti',
    code: 'Jūsų paprašys šio kodo: {code}',
    ignore:
      'Jei nepažįstate šio asmens arba produkto nenorite, ignoruokite šį el. laišką: niekas nepasikeis.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: jūsų {product} turi naują savininką',
    greeting: 'Sveiki, {name},',
    body: 'Jūsų perduotas {product} (serijos numeris {serial}) buvo priimtas {date}. Jo nebėra jūsų My Gear, o garantija perėjo kartu su juo.',
    action: 'Eiti į My Gear',
    code: '',
    ignore: 'Jei šio produkto neperdavėte, susisiekite su palaikymo komanda.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: jūsų {product} garantija baigiasi {date}',
    greeting: 'Sveiki, {name},',
    body: 'Jūsų {product} (serijos numeris {serial}) garantija baigiasi {date}. Jei kas nors negerai, iki tos dienos užsisakykite remontą.',
    action: 'Peržiūrėti My Gear',
    code: '',
    ignore:
      'Gaunate šį el. laišką, nes jūsų paskyra leidžia siųsti el. laiškus. El. laiškus galite išjungti nustatymuose.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: kita paskyra užregistravo jūsų {product}',
    greeting: 'Sveiki, {name},',
    body: '{date} kita {brand} Backstage paskyra užregistravo {product} su serijos numeriu {serial}, kuris užregistruotas jūsų vardu. Jis lieka jūsų: jo registracija ir garantija nepasikeitė, o kitai paskyrai nepasakėme, kas jūs esate. Mūsų pagalbos komanda patikrins, kam jis priklauso, ir gali su jumis susisiekti.',
    action: 'Peržiūrėti My Gear',
    code: '',
    ignore:
      'Jei šį produktą pardavėte ar padovanojote, perduokite jį arba panaikinkite jo registraciją skiltyje My Gear. Jei jis vis dar pas jus, nieko daryti nereikia.',
  },
} satisfies CultureMailTexts;
