// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const frFR = {
  resetTwoStep: {
    subject: 'L’assistance {brand} a réinitialisé votre connexion en deux étapes',
    done: 'À votre demande, l’assistance {brand} a désactivé la connexion en deux étapes de votre compte : l’application d’authentification et les codes de récupération ne fonctionnent plus. Réactivez la connexion en deux étapes dans l’onglet Sécurité de vos paramètres.',
  },
  removePasskey: {
    subject: 'L’assistance {brand} a supprimé une clé d’accès de votre compte',
    done: 'À votre demande, l’assistance {brand} a supprimé la clé d’accès « {passkey} » de votre compte.',
  },
  signOutEverywhere: {
    subject: 'L’assistance {brand} vous a déconnecté partout',
    done: 'À votre demande, l’assistance {brand} a déconnecté votre compte sur tous les appareils. Reconnectez-vous avec votre mot de passe.',
  },
  frame: {
    greeting: 'Bonjour {name},',
    reason: 'Motif indiqué : {reason}',
    notYou:
      'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe et contactez l’assistance.',
    action: 'Ouvrir les paramètres de sécurité',
    signature: 'L’assistance {brand}',
  },
} satisfies CultureStaffMailTexts;
