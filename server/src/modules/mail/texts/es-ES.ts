// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const esES = {
  activation: {
    subject: '{brand} Backstage: active su cuenta',
    greeting: 'Hola, {name}:',
    body: 'Gracias por crear su cuenta de {brand} Backstage. Abra el enlace siguiente para activarla. El enlace es válido durante 24 horas.',
    action: 'Activar mi cuenta',
    code: 'O introduzca este código de activación: {code}',
    ignore: 'Si no ha creado esta cuenta, puede ignorar este correo electrónico.',
  },
  passwordReset: {
    subject: '{brand} Backstage: restablezca su contraseña',
    greeting: 'Hola, {name}:',
    body: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de {brand} Backstage. Abra el enlace siguiente para elegir una contraseña nueva. El enlace es válido durante 1 hora.',
    action: 'Restablecer mi contraseña',
    code: 'O introduzca este código: {code}',
    ignore: 'Si no lo ha solicitado, su contraseña no cambia y puede ignorar este correo electrónico.',
  },
  emailChange: {
    subject: '{brand} Backstage: confirme su nueva dirección de correo electrónico',
    greeting: 'Hola, {name}:',
    body: 'Abra el enlace siguiente para usar esta dirección en su cuenta de {brand} Backstage. Hasta entonces, seguirá iniciando sesión con su dirección actual. El enlace es válido durante 24 horas.',
    action: 'Confirmar mi nueva dirección de correo electrónico',
    code: 'O introduzca este código: {code}',
    ignore: 'Si no ha solicitado este cambio, puede ignorar este correo electrónico.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: se está cambiando su dirección de correo electrónico',
    greeting: 'Hola, {name}:',
    body: 'Alguien ha solicitado cambiar la dirección de correo electrónico de su cuenta de {brand} Backstage a {newEmail}. El cambio solo se aplicará cuando se confirme desde la nueva dirección.',
    action: 'Ir a Backstage',
    code: '',
    ignore:
      'Si no ha sido usted, cambie su contraseña ahora y póngase en contacto con el servicio de asistencia.',
  },
  newDevice: {
    subject: '{brand} Backstage: nuevo inicio de sesión en {device}',
    greeting: 'Hola, {name}:',
    body: 'Se acaba de iniciar sesión en su cuenta de {brand} Backstage desde un dispositivo y un lugar que no se han usado en los últimos 90 días: {device} en {place}, el {time}. Si ha sido usted, no tiene que hacer nada.',
    action: 'No he sido yo: cerrar sesión en todas partes y restablecer mi contraseña',
    code: '',
    ignore:
      'El enlace es válido durante 7 días. Cierra todas las sesiones de su cuenta y le envía un correo electrónico para restablecer la contraseña.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: se ha añadido una llave de acceso a su cuenta',
    greeting: 'Hola, {name}:',
    body: 'Se ha añadido una llave de acceso llamada «{passkey}» a su cuenta de {brand} Backstage desde {device} el {time}. Con ella se inicia sesión sin contraseña ni código de inicio de sesión en dos pasos. Si ha sido usted, no tiene que hacer nada.',
    action: 'No he sido yo: cerrar sesión en todas partes y restablecer mi contraseña',
    code: '',
    ignore:
      'El enlace es válido durante 7 días. Cierra todas las sesiones de su cuenta y le envía un correo electrónico para restablecer la contraseña. Después, elimine la llave de acceso en la pestaña Seguridad de su configuración.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: se ha desactivado el inicio de sesión en dos pasos',
    greeting: 'Hola, {name}:',
    body: 'Se ha desactivado el inicio de sesión en dos pasos de su cuenta de {brand} Backstage desde {device} el {time}. Ahora para iniciar sesión basta con su contraseña. Si ha sido usted, no tiene que hacer nada.',
    action: 'No he sido yo: cerrar sesión en todas partes y restablecer mi contraseña',
    code: '',
    ignore:
      'El enlace es válido durante 7 días. Cierra todas las sesiones de su cuenta y le envía un correo electrónico para restablecer la contraseña.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: se ha activado el inicio de sesión en dos pasos',
    greeting: 'Hola, {name}:',
    body: 'Se ha activado el inicio de sesión en dos pasos de su cuenta de {brand} Backstage desde {device} el {time}. Ahora, para iniciar sesión también se pide un código de esa aplicación de autenticación. Si ha sido usted, no tiene que hacer nada.',
    action:
      'No he sido yo: cerrar sesión en todas partes, quitar esa aplicación de autenticación y restablecer mi contraseña',
    code: '',
    ignore:
      'El enlace es válido durante 7 días. Cierra todas las sesiones de su cuenta, desactiva este inicio de sesión en dos pasos con sus códigos de recuperación y le envía un correo electrónico para restablecer la contraseña.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: se ha eliminado una llave de acceso de su cuenta',
    greeting: 'Hola, {name}:',
    body: 'Se ha eliminado la llave de acceso llamada «{passkey}» de su cuenta de {brand} Backstage desde {device} el {time}. Ya no sirve para iniciar sesión. Si ha sido usted, no tiene que hacer nada.',
    action: 'No he sido yo: cerrar sesión en todas partes y restablecer mi contraseña',
    code: '',
    ignore:
      'El enlace es válido durante 7 días. Cierra todas las sesiones de su cuenta y le envía un correo electrónico para restablecer la contraseña.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: se han creado nuevos códigos de recuperación para su cuenta',
    greeting: 'Hola, {name}:',
    body: 'Se han creado nuevos códigos de recuperación del inicio de sesión en dos pasos para su cuenta de {brand} Backstage desde {device} el {time}. Los códigos anteriores ya no funcionan. Si ha sido usted, no tiene que hacer nada.',
    action: 'No he sido yo: cerrar sesión en todas partes y restablecer mi contraseña',
    code: '',
    ignore:
      'El enlace es válido durante 7 días. Cierra todas las sesiones de su cuenta y le envía un correo electrónico para restablecer la contraseña.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: se ha eliminado su cuenta',
    greeting: 'Hola, {name}:',
    body: 'Su cuenta de {brand} Backstage se eliminó el {time}, junto con su perfil, sus productos registrados y su configuración. Todas sus sesiones han finalizado.',
    action: 'No he sido yo: ponerme en contacto con el servicio de asistencia',
    code: '',
    ignore:
      'Si ha sido usted, no tiene que hacer nada. Una cuenta eliminada no se puede restaurar, pero el servicio de asistencia puede averiguar cómo ocurrió y ayudarle a empezar de nuevo.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: alguien quiere cederle su {product}',
    greeting: 'Hola:',
    body: 'Un miembro de {brand} Backstage que se presenta como «{sender}» (son sus propias palabras, no las hemos comprobado) quiere cederle su {product} (número de serie {serial}), con su registro y su garantía. Abra el enlace siguiente para verlo y aceptarlo en su My Gear; si aún no tiene una cuenta de {brand} Backstage, la creará por el camino. La oferta está abierta hasta el {date}.',
    action: 'Ver el producto y aceptarlo',
    code: 'Se le pedirá este código: {code}',
    ignore:
      'Si no conoce a esta persona o no quiere el producto, ignore este correo electrónico: no cambiará nada.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: su {product} tiene un nuevo propietario',
    greeting: 'Hola, {name}:',
    body: 'El {product} (número de serie {serial}) que cedió fue aceptado el {date}. Ya no está en su My Gear y su garantía se ha ido con él.',
    action: 'Ir a My Gear',
    code: '',
    ignore: 'Si no ha cedido este producto, póngase en contacto con el servicio de asistencia.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: la garantía de su {product} termina el {date}',
    greeting: 'Hola, {name}:',
    body: 'La garantía de su {product} (número de serie {serial}) termina el {date}. Si algo no funciona bien, solicite una reparación antes de esa fecha.',
    action: 'Verlo en My Gear',
    code: '',
    ignore:
      'Recibe este correo electrónico porque su cuenta permite el envío de correos. Puede desactivarlos en su configuración.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: otra cuenta ha registrado su {product}',
    greeting: 'Hola, {name}:',
    body: 'El {date}, otra cuenta de {brand} Backstage registró un {product} con el número de serie {serial}, que está registrado a su nombre. Sigue siendo suyo: su registro y su garantía no han cambiado, y no le hemos dicho a la otra cuenta quién es usted. Nuestro equipo de asistencia comprobará a quién pertenece y es posible que se ponga en contacto con usted.',
    action: 'Verlo en My Gear',
    code: '',
    ignore:
      'Si ha vendido o regalado este producto, transfiéralo o anule su registro en My Gear. Si aún lo tiene, no tiene que hacer nada.',
  },
} satisfies CultureMailTexts;
