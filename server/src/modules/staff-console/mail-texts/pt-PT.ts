// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const ptPT = {
  resetTwoStep: {
    subject: 'O apoio ao cliente {brand} repôs o seu início de sessão em dois passos',
    done: 'A seu pedido, o apoio ao cliente {brand} desativou o início de sessão em dois passos da sua conta: a aplicação de autenticação e os códigos de recuperação deixaram de funcionar. Volte a ativar o início de sessão em dois passos no separador Segurança das suas definições.',
  },
  removePasskey: {
    subject: 'O apoio ao cliente {brand} removeu uma chave de acesso da sua conta',
    done: 'A seu pedido, o apoio ao cliente {brand} removeu a chave de acesso «{passkey}» da sua conta.',
  },
  signOutEverywhere: {
    subject: 'O apoio ao cliente {brand} terminou a sua sessão em todo o lado',
    done: 'A seu pedido, o apoio ao cliente {brand} terminou a sessão da sua conta em todos os dispositivos. Inicie sessão novamente com a sua palavra-passe.',
  },
  frame: {
    greeting: 'Olá, {name},',
    reason: 'Motivo indicado: {reason}',
    notYou: 'Se não fez este pedido, altere a sua palavra-passe e contacte o apoio ao cliente.',
    action: 'Abrir as definições de segurança',
    signature: 'Apoio ao cliente {brand}',
  },
} satisfies CultureStaffMailTexts;
