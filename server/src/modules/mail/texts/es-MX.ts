// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
// Only what Latin-American Spanish writes differently from es-ES.
import type { CultureMailTexts } from '../culture-mail-types';

export const esMX = {
  activation: {
    code: 'O ingrese este código de activación: {code}',
  },
  passwordReset: {
    body: 'Recibimos una solicitud para restablecer la contraseña de su cuenta de {brand} Backstage. Abra el siguiente enlace para elegir una contraseña nueva. El enlace es válido por 1 hora.',
    code: 'O ingrese este código: {code}',
    ignore: 'Si usted no lo solicitó, su contraseña no cambia y puede ignorar este correo electrónico.',
  },
  emailChange: {
    body: 'Abra el siguiente enlace para usar esta dirección en su cuenta de {brand} Backstage. Mientras tanto, seguirá iniciando sesión con su dirección actual. El enlace es válido por 24 horas.',
    code: 'O ingrese este código: {code}',
    ignore: 'Si usted no solicitó este cambio, puede ignorar este correo electrónico.',
  },
  emailChangeNotice: {
    body: 'Alguien solicitó cambiar la dirección de correo electrónico de su cuenta de {brand} Backstage a {newEmail}. El cambio solo se aplicará cuando se confirme desde la nueva dirección.',
    ignore: 'Si no fue usted, cambie su contraseña ahora y comuníquese con soporte.',
  },
  newDevice: {
    body: 'Alguien acaba de iniciar sesión en su cuenta de {brand} Backstage desde un dispositivo y un lugar que no se usaron en los últimos 90 días: {device} en {place}, el {time}. Si fue usted, no tiene que hacer nada.',
    action: 'No fui yo: cerrar sesión en todas partes y restablecer mi contraseña',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: se agregó una llave de acceso a su cuenta',
    body: 'Se agregó una llave de acceso llamada “{passkey}” a su cuenta de {brand} Backstage desde {device} el {time}. Con ella se inicia sesión sin contraseña ni código de inicio de sesión en dos pasos. Si fue usted, no tiene que hacer nada.',
    action: 'No fui yo: cerrar sesión en todas partes y restablecer mi contraseña',
  },
  twoStepOff: {
    subject: '{brand} Backstage: se desactivó el inicio de sesión en dos pasos',
    body: 'Se desactivó el inicio de sesión en dos pasos de su cuenta de {brand} Backstage desde {device} el {time}. Ahora para iniciar sesión basta con su contraseña. Si fue usted, no tiene que hacer nada.',
    action: 'No fui yo: cerrar sesión en todas partes y restablecer mi contraseña',
  },
  gearTransfer: {
    body: 'Un miembro de {brand} Backstage que se presenta como “{sender}” (son sus propias palabras, no las verificamos) quiere cederle su {product} (número de serie {serial}), con su registro y su garantía. Abra el siguiente enlace para verlo y aceptarlo en su My Gear; si todavía no tiene una cuenta de {brand} Backstage, la creará en el proceso. La oferta está vigente hasta el {date}.',
  },
  gearTransferAccepted: {
    body: 'El {product} (número de serie {serial}) que cedió fue aceptado el {date}. Ya no está en su My Gear y su garantía se transfirió con él.',
    ignore: 'Si usted no cedió este producto, comuníquese con soporte.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: se activó el inicio de sesión en dos pasos',
    body: 'Se activó el inicio de sesión en dos pasos de su cuenta de {brand} Backstage desde {device} el {time}. Ahora, para iniciar sesión también se pide un código de esa aplicación de autenticación. Si fue usted, no tiene que hacer nada.',
    action:
      'No fui yo: cerrar sesión en todas partes, quitar esa aplicación de autenticación y restablecer mi contraseña',
  },
  passkeyRemoved: {
    action: 'No fui yo: cerrar sesión en todas partes y restablecer mi contraseña',
    subject: '{brand} Backstage: se eliminó una llave de acceso de su cuenta',
    body: 'Se eliminó la llave de acceso llamada “{passkey}” de su cuenta de {brand} Backstage desde {device} el {time}. Ya no sirve para iniciar sesión. Si fue usted, no tiene que hacer nada.',
  },
  recoveryCodesRenewed: {
    action: 'No fui yo: cerrar sesión en todas partes y restablecer mi contraseña',
    subject: '{brand} Backstage: se crearon nuevos códigos de recuperación para su cuenta',
    body: 'Se crearon nuevos códigos de recuperación del inicio de sesión en dos pasos para su cuenta de {brand} Backstage desde {device} el {time}. Los códigos anteriores ya no funcionan. Si fue usted, no tiene que hacer nada.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: se eliminó su cuenta',
    body: 'Su cuenta de {brand} Backstage se eliminó el {time}, junto con su perfil, sus productos registrados y su configuración. Todas sus sesiones finalizaron.',
    action: 'No fui yo: comunicarme con soporte',
    ignore:
      'Si fue usted, no tiene que hacer nada. Una cuenta eliminada no se puede restaurar, pero soporte puede averiguar cómo ocurrió y ayudarle a empezar de nuevo.',
  },
} satisfies CultureMailTexts;
