// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const ptBR = {
  resetTwoStep: {
    subject: 'O suporte da {brand} redefiniu seu login em duas etapas',
    done: 'A seu pedido, o suporte da {brand} desativou o login em duas etapas da sua conta: o app autenticador e os códigos de recuperação não funcionam mais. Ative o login em duas etapas novamente na aba Segurança das suas configurações.',
  },
  removePasskey: {
    subject: 'O suporte da {brand} removeu uma chave de acesso da sua conta',
    done: 'A seu pedido, o suporte da {brand} removeu a chave de acesso “{passkey}” da sua conta.',
  },
  signOutEverywhere: {
    subject: 'O suporte da {brand} desconectou você de todos os lugares',
    done: 'A seu pedido, o suporte da {brand} desconectou sua conta em todos os dispositivos. Entre novamente com sua senha.',
  },
  frame: {
    greeting: 'Olá, {name},',
    reason: 'Motivo informado: {reason}',
    notYou: 'Se você não pediu isso, troque sua senha e fale com o suporte.',
    action: 'Abrir as configurações de segurança',
    signature: 'Suporte {brand}',
  },
} satisfies CultureStaffMailTexts;
