// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
// Only what Canadian French writes differently from fr-FR: courriel for e-mail.
import type { CultureMailTexts } from '../culture-mail-types';

export const frCA = {
  activation: {
    ignore: 'Si vous n’avez pas créé ce compte, vous pouvez ignorer ce courriel.',
  },
  passwordReset: {
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, votre mot de passe reste inchangé et vous pouvez ignorer ce courriel.',
  },
  emailChange: {
    subject: '{brand} Backstage : confirmez votre nouvelle adresse courriel',
    action: 'Confirmer ma nouvelle adresse courriel',
    ignore: 'Si vous n’avez pas demandé ce changement, vous pouvez ignorer ce courriel.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage : votre adresse courriel est en cours de modification',
    body: 'Quelqu’un a demandé à remplacer l’adresse courriel de votre compte {brand} Backstage par {newEmail}. Le changement ne prendra effet qu’une fois confirmé depuis la nouvelle adresse.',
  },
  newDevice: {
    ignore:
      'Le lien est valable 7 jours. Il ferme toutes les sessions de votre compte et vous envoie un courriel de réinitialisation du mot de passe.',
  },
  passkeyAdded: {
    ignore:
      'Le lien est valable 7 jours. Il ferme toutes les sessions de votre compte et vous envoie un courriel de réinitialisation du mot de passe. Supprimez ensuite la clé d’accès dans l’onglet Sécurité de vos paramètres.',
  },
  twoStepOff: {
    ignore:
      'Le lien est valable 7 jours. Il ferme toutes les sessions de votre compte et vous envoie un courriel de réinitialisation du mot de passe.',
  },
  gearTransfer: {
    ignore:
      'Si vous ne connaissez pas cette personne ou ne souhaitez pas ce produit, ignorez ce courriel : rien ne change.',
  },
  warrantyReminder: {
    ignore:
      'Vous recevez ce courriel parce que votre compte autorise les courriels. Vous pouvez les désactiver dans vos paramètres.',
  },
  twoStepOn: {
    ignore:
      'Le lien est valable 7 jours. Il ferme toutes les sessions de votre compte, désactive cette connexion en deux étapes avec ses codes de récupération et vous envoie un courriel de réinitialisation du mot de passe.',
  },
  passkeyRemoved: {
    ignore:
      'Le lien est valable 7 jours. Il ferme toutes les sessions de votre compte et vous envoie un courriel de réinitialisation du mot de passe.',
  },
  recoveryCodesRenewed: {
    ignore:
      'Le lien est valable 7 jours. Il ferme toutes les sessions de votre compte et vous envoie un courriel de réinitialisation du mot de passe.',
  },
} satisfies CultureMailTexts;
