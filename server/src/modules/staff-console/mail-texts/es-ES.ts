// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const esES = {
  resetTwoStep: {
    subject: 'El servicio de asistencia de {brand} ha restablecido su inicio de sesión en dos pasos',
    done: 'A petición suya, el servicio de asistencia de {brand} ha desactivado el inicio de sesión en dos pasos de su cuenta: la aplicación de autenticación y los códigos de recuperación ya no funcionan. Vuelva a activar el inicio de sesión en dos pasos en la pestaña Seguridad de su configuración.',
  },
  removePasskey: {
    subject: 'El servicio de asistencia de {brand} ha eliminado una llave de acceso de su cuenta',
    done: 'A petición suya, el servicio de asistencia de {brand} ha eliminado la llave de acceso «{passkey}» de su cuenta.',
  },
  signOutEverywhere: {
    subject: 'El servicio de asistencia de {brand} ha cerrado su sesión en todas partes',
    done: 'A petición suya, el servicio de asistencia de {brand} ha cerrado la sesión de su cuenta en todos los dispositivos. Vuelva a iniciar sesión con su contraseña.',
  },
  frame: {
    greeting: 'Hola, {name}:',
    reason: 'Motivo indicado: {reason}',
    notYou:
      'Si no lo ha solicitado, cambie su contraseña y póngase en contacto con el servicio de asistencia.',
    action: 'Abrir la configuración de seguridad',
    signature: 'El servicio de asistencia de {brand}',
  },
} satisfies CultureStaffMailTexts;
