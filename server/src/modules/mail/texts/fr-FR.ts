// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const frFR = {
  activation: {
    subject: '{brand} Backstage : activez votre compte',
    greeting: 'Bonjour {name},',
    body: 'Merci d’avoir créé votre compte {brand} Backstage. Ouvrez le lien ci-dessous pour l’activer. Le lien est valable 24 heures.',
    action: 'Activer mon compte',
    code: 'Ou saisissez ce code d’activation : {code}',
    ignore: 'Si vous n’avez pas créé ce compte, vous pouvez ignorer cet e-mail.',
  },
  passwordReset: {
    subject: '{brand} Backstage : réinitialisez votre mot de passe',
    greeting: 'Bonjour {name},',
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {brand} Backstage. Ouvrez le lien ci-dessous pour choisir un nouveau mot de passe. Le lien est valable 1 heure.',
    action: 'Réinitialiser mon mot de passe',
    code: 'Ou saisissez ce code : {code}',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, votre mot de passe reste inchangé et vous pouvez ignorer cet e-mail.',
  },
  emailChange: {
    subject: '{brand} Backstage : confirmez votre nouvelle adresse e-mail',
    greeting: 'Bonjour {name},',
    body: 'Ouvrez le lien ci-dessous pour utiliser cette adresse avec votre compte {brand} Backstage. D’ici là, vous continuez à vous connecter avec votre adresse actuelle. Le lien est valable 24 heures.',
    action: 'Confirmer ma nouvelle adresse e-mail',
    code: 'Ou saisissez ce code : {code}',
    ignore: 'Si vous n’avez pas demandé ce changement, vous pouvez ignorer cet e-mail.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage : votre adresse e-mail est en cours de modification',
    greeting: 'Bonjour {name},',
    body: 'Quelqu’un a demandé à remplacer l’adresse e-mail de votre compte {brand} Backstage par {newEmail}. Le changement ne prendra effet qu’une fois confirmé depuis la nouvelle adresse.',
    action: 'Aller sur Backstage',
    code: '',
    ignore: 'Si ce n’était pas vous, changez votre mot de passe dès maintenant et contactez l’assistance.',
  },
  newDevice: {
    subject: '{brand} Backstage : nouvelle connexion sur {device}',
    greeting: 'Bonjour {name},',
    body: 'Une connexion à votre compte {brand} Backstage vient d’avoir lieu depuis un appareil et un lieu qui n’ont pas été utilisés ces 90 derniers jours : {device} à {place}, le {time}. Si c’était vous, vous n’avez rien à faire.',
    action: 'Ce n’était pas moi : me déconnecter partout et réinitialiser mon mot de passe',
    code: '',
    ignore:
      'Le lien est valable 7 jours. Il ferme toutes les sessions de votre compte et vous envoie un e-mail de réinitialisation du mot de passe.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage : une clé d’accès a été ajoutée à votre compte',
    greeting: 'Bonjour {name},',
    body: 'Une clé d’accès nommée « {passkey} » a été ajoutée à votre compte {brand} Backstage depuis {device} le {time}. Elle permet de se connecter sans mot de passe ni code de connexion en deux étapes. Si c’était vous, vous n’avez rien à faire.',
    action: 'Ce n’était pas moi : me déconnecter partout et réinitialiser mon mot de passe',
    code: '',
    ignore:
      'Le lien est valable 7 jours. Il ferme toutes les sessions de votre compte et vous envoie un e-mail de réinitialisation du mot de passe. Supprimez ensuite la clé d’accès dans l’onglet Sécurité de vos paramètres.',
  },
  twoStepOff: {
    subject: '{brand} Backstage : la connexion en deux étapes a été désactivée',
    greeting: 'Bonjour {name},',
    body: 'La connexion en deux étapes de votre compte {brand} Backstage a été désactivée depuis {device} le {time}. Votre mot de passe suffit désormais pour vous connecter. Si c’était vous, vous n’avez rien à faire.',
    action: 'Ce n’était pas moi : me déconnecter partout et réinitialiser mon mot de passe',
    code: '',
    ignore:
      'Le lien est valable 7 jours. Il ferme toutes les sessions de votre compte et vous envoie un e-mail de réinitialisation du mot de passe.',
  },
  twoStepOn: {
    subject: '{brand} Backstage : la connexion en deux étapes a été activée',
    greeting: 'Bonjour {name},',
    body: 'La connexion en deux étapes de votre compte {brand} Backstage a été activée depuis {device} le {time}. La connexion demande désormais aussi un code de cette application d’authentification. Si c’était vous, vous n’avez rien à faire.',
    action:
      'Ce n’était pas moi : me déconnecter partout, retirer cette application d’authentification et réinitialiser mon mot de passe',
    code: '',
    ignore:
      'Le lien est valable 7 jours. Il ferme toutes les sessions de votre compte, désactive cette connexion en deux étapes avec ses codes de récupération et vous envoie un e-mail de réinitialisation du mot de passe.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage : une clé d’accès a été supprimée de votre compte',
    greeting: 'Bonjour {name},',
    body: 'La clé d’accès nommée « {passkey} » a été supprimée de votre compte {brand} Backstage depuis {device} le {time}. Elle ne permet plus de se connecter. Si c’était vous, vous n’avez rien à faire.',
    action: 'Ce n’était pas moi : me déconnecter partout et réinitialiser mon mot de passe',
    code: '',
    ignore:
      'Le lien est valable 7 jours. Il ferme toutes les sessions de votre compte et vous envoie un e-mail de réinitialisation du mot de passe.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage : de nouveaux codes de récupération ont été créés pour votre compte',
    greeting: 'Bonjour {name},',
    body: 'De nouveaux codes de récupération de la connexion en deux étapes ont été créés pour votre compte {brand} Backstage depuis {device} le {time}. Les anciens codes ne fonctionnent plus. Si c’était vous, vous n’avez rien à faire.',
    action: 'Ce n’était pas moi : me déconnecter partout et réinitialiser mon mot de passe',
    code: '',
    ignore:
      'Le lien est valable 7 jours. Il ferme toutes les sessions de votre compte et vous envoie un e-mail de réinitialisation du mot de passe.',
  },
  accountDeleted: {
    subject: '{brand} Backstage : votre compte a été supprimé',
    greeting: 'Bonjour {name},',
    body: 'Votre compte {brand} Backstage a été supprimé le {time}, avec son profil, ses produits enregistrés et ses paramètres. Toutes ses sessions ont été fermées.',
    action: 'Ce n’était pas moi : contacter l’assistance',
    code: '',
    ignore:
      'Si c’était vous, vous n’avez rien à faire. Un compte supprimé ne peut pas être restauré, mais l’assistance peut découvrir ce qui s’est passé et vous aider à repartir de zéro.',
  },
  gearTransfer: {
    subject: '{brand} Backstage : quelqu’un souhaite vous céder son {product}',
    greeting: 'Bonjour,',
    body: 'Un membre de {brand} Backstage qui se présente sous le nom « {sender} » (ses propres mots, non vérifiés par nous) souhaite vous céder son {product} (numéro de série {serial}), avec son enregistrement et sa garantie. Ouvrez le lien ci-dessous pour le voir et l’accepter dans votre My Gear ; si vous n’avez pas encore de compte {brand} Backstage, vous en créerez un en chemin. L’offre est valable jusqu’au {date}.',
    action: 'Voir le produit et l’accepter',
    code: 'Ce code vous sera demandé : {code}',
    ignore:
      'Si vous ne connaissez pas cette personne ou ne souhaitez pas ce produit, ignorez cet e-mail : rien ne change.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage : votre {product} a un nouveau propriétaire',
    greeting: 'Bonjour {name},',
    body: 'Le {product} (numéro de série {serial}) que vous avez cédé a été accepté le {date}. Il ne figure plus dans votre My Gear, et sa garantie l’a suivi.',
    action: 'Aller dans My Gear',
    code: '',
    ignore: 'Si vous n’avez pas cédé ce produit, contactez l’assistance.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage : la garantie de votre {product} prend fin le {date}',
    greeting: 'Bonjour {name},',
    body: 'La garantie de votre {product} (numéro de série {serial}) prend fin le {date}. Si quelque chose ne va pas, demandez une réparation avant cette date.',
    action: 'Voir dans My Gear',
    code: '',
    ignore:
      'Vous recevez cet e-mail parce que votre compte autorise les e-mails. Vous pouvez les désactiver dans vos paramètres.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage : un autre compte a enregistré votre {product}',
    greeting: 'Bonjour {name},',
    body: 'Le {date}, un autre compte {brand} Backstage a enregistré un {product} portant le numéro de série {serial}, qui est enregistré à votre nom. Il reste le vôtre : son enregistrement et sa garantie sont inchangés, et nous n’avons pas dit à l’autre compte qui vous êtes. Notre équipe d’assistance vérifiera à qui il appartient et pourra vous contacter.',
    action: 'Voir dans My Gear',
    code: '',
    ignore:
      'Si vous avez vendu ou donné ce produit, cédez-le ou annulez son enregistrement dans My Gear. Si vous l’avez toujours, vous n’avez rien à faire.',
  },
} satisfies CultureMailTexts;
