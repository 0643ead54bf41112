// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const ptPT = {
  activation: {
    subject: '{brand} Backstage: ative a sua conta',
    greeting: 'Olá, {name},',
    body: 'Obrigado por criar a sua conta {brand} Backstage. Abra a ligação abaixo para a ativar. A ligação é válida durante 24 horas.',
    action: 'Ativar a minha conta',
    code: 'Ou introduza este código de ativação: {code}',
    ignore: 'Se não criou esta conta, pode ignorar este e-mail.',
  },
  passwordReset: {
    subject: '{brand} Backstage: reponha a sua palavra-passe',
    greeting: 'Olá, {name},',
    body: 'Recebemos um pedido para repor a palavra-passe da sua conta {brand} Backstage. Abra a ligação abaixo para escolher uma nova palavra-passe. A ligação é válida durante 1 hora.',
    action: 'Repor a minha palavra-passe',
    code: 'Ou introduza este código: {code}',
    ignore: 'Se não fez este pedido, a sua palavra-passe mantém-se e pode ignorar este e-mail.',
  },
  emailChange: {
    subject: '{brand} Backstage: confirme o seu novo endereço de e-mail',
    greeting: 'Olá, {name},',
    body: 'Abra a ligação abaixo para usar este endereço na sua conta {brand} Backstage. Até lá, continua a iniciar sessão com o endereço atual. A ligação é válida durante 24 horas.',
    action: 'Confirmar o meu novo endereço de e-mail',
    code: 'Ou introduza este código: {code}',
    ignore: 'Se não pediu esta alteração, pode ignorar este e-mail.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: o seu endereço de e-mail está a ser alterado',
    greeting: 'Olá, {name},',
    body: 'Alguém pediu para alterar o endereço de e-mail da sua conta {brand} Backstage para {newEmail}. A alteração só tem efeito depois de confirmada a partir do novo endereço.',
    action: 'Ir para o Backstage',
    code: '',
    ignore: 'Se não foi o próprio, altere já a sua palavra-passe e contacte o apoio ao cliente.',
  },
  newDevice: {
    subject: '{brand} Backstage: novo início de sessão em {device}',
    greeting: 'Olá, {name},',
    body: 'Acabou de ser iniciada sessão na sua conta {brand} Backstage a partir de um dispositivo e de um local que não foram usados nos últimos 90 dias: {device} em {place}, a {time}. Se foi o próprio, não tem de fazer nada.',
    action: 'Não fui eu: terminar sessão em todo o lado e repor a minha palavra-passe',
    code: '',
    ignore:
      'A ligação é válida durante 7 dias. Termina todas as sessões da sua conta e envia-lhe um e-mail para repor a palavra-passe.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: foi adicionada uma chave de acesso à sua conta',
    greeting: 'Olá, {name},',
    body: 'Foi adicionada uma chave de acesso chamada «{passkey}» à sua conta {brand} Backstage a partir de {device} a {time}. Com ela, inicia-se sessão sem palavra-passe nem código do início de sessão em dois passos. Se foi o próprio, não tem de fazer nada.',
    action: 'Não fui eu: terminar sessão em todo o lado e repor a minha palavra-passe',
    code: '',
    ignore:
      'A ligação é válida durante 7 dias. Termina todas as sessões da sua conta e envia-lhe um e-mail para repor a palavra-passe. Depois, remova a chave de acesso no separador Segurança das suas definições.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: o início de sessão em dois passos foi desativado',
    greeting: 'Olá, {name},',
    body: 'O início de sessão em dois passos da sua conta {brand} Backstage foi desativado a partir de {device} a {time}. Agora basta a palavra-passe para iniciar sessão. Se foi o próprio, não tem de fazer nada.',
    action: 'Não fui eu: terminar sessão em todo o lado e repor a minha palavra-passe',
    code: '',
    ignore:
      'A ligação é válida durante 7 dias. Termina todas as sessões da sua conta e envia-lhe um e-mail para repor a palavra-passe.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: o início de sessão em dois passos foi ativado',
    greeting: 'Olá, {name},',
    body: 'O início de sessão em dois passos da sua conta {brand} Backstage foi ativado a partir de {device} a {time}. Agora, para iniciar sessão, é também pedido um código dessa aplicação de autenticação. Se foi o próprio, não tem de fazer nada.',
    action:
      'Não fui eu: terminar sessão em todo o lado, remover essa aplicação de autenticação e repor a minha palavra-passe',
    code: '',
    ignore:
      'A ligação é válida durante 7 dias. Termina todas as sessões da sua conta, desativa este início de sessão em dois passos com os respetivos códigos de recuperação e envia-lhe um e-mail para repor a palavra-passe.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: foi removida uma chave de acesso da sua conta',
    greeting: 'Olá, {name},',
    body: 'Foi removida a chave de acesso chamada «{passkey}» da sua conta {brand} Backstage a partir de {device} a {time}. Já não permite iniciar sessão. Se foi o próprio, não tem de fazer nada.',
    action: 'Não fui eu: terminar sessão em todo o lado e repor a minha palavra-passe',
    code: '',
    ignore:
      'A ligação é válida durante 7 dias. Termina todas as sessões da sua conta e envia-lhe um e-mail para repor a palavra-passe.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: foram criados novos códigos de recuperação para a sua conta',
    greeting: 'Olá, {name},',
    body: 'Foram criados novos códigos de recuperação do início de sessão em dois passos para a sua conta {brand} Backstage a partir de {device} a {time}. Os códigos anteriores deixaram de funcionar. Se foi o próprio, não tem de fazer nada.',
    action: 'Não fui eu: terminar sessão em todo o lado e repor a minha palavra-passe',
    code: '',
    ignore:
      'A ligação é válida durante 7 dias. Termina todas as sessões da sua conta e envia-lhe um e-mail para repor a palavra-passe.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: a sua conta foi eliminada',
    greeting: 'Olá, {name},',
    body: 'A sua conta {brand} Backstage foi eliminada a {time}, com o perfil, os produtos registados e as definições. Todas as sessões da conta terminaram.',
    action: 'Não fui eu: contactar o apoio ao cliente',
    code: '',
    ignore:
      'Se foi o próprio, não tem de fazer nada. Uma conta eliminada não pode ser restaurada, mas o apoio ao cliente pode descobrir como aconteceu e ajudá-lo a recomeçar.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: alguém quer passar-lhe o seu {product}',
    greeting: 'Olá,',
    body: 'Um membro do {brand} Backstage que se apresenta como «{sender}» (palavras do próprio, não verificadas por nós) quer passar-lhe o seu {product} (número de série {serial}), com o registo e a garantia. Abra a ligação abaixo para o ver e aceitar no seu My Gear; se ainda não tiver uma conta {brand} Backstage, cria uma pelo caminho. A oferta é válida até {date}.',
    action: 'Ver o produto e aceitá-lo',
    code: 'Ser-lhe-á pedido este código: {code}',
    ignore: 'Se não conhece esta pessoa ou não quer o produto, ignore este e-mail: nada muda.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: o seu {product} tem um novo proprietário',
    greeting: 'Olá, {name},',
    body: 'O {product} (número de série {serial}) que passou a outra pessoa foi aceite a {date}. Saiu do seu My Gear, e a garantia foi com ele.',
    action: 'Ir para My Gear',
    code: '',
    ignore: 'Se não passou este produto a ninguém, contacte o apoio ao cliente.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: a garantia do seu {product} termina a {date}',
    greeting: 'Olá, {name},',
    body: 'A garantia do seu {product} (número de série {serial}) termina a {date}. Se alguma coisa não estiver bem, peça uma reparação antes dessa data.',
    action: 'Ver em My Gear',
    code: '',
    ignore:
      'Recebe este e-mail porque a sua conta permite o envio de e-mails. Pode desativá-los nas suas definições.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: outra conta registou o seu {product}',
    greeting: 'Olá, {name},',
    body: 'A {date}, outra conta {brand} Backstage registou um {product} com o número de série {serial}, que está registado em seu nome. Continua a ser seu: o registo e a garantia não mudaram, e não dissemos à outra conta quem é. A nossa equipa de apoio vai verificar a quem pertence e poderá contactá-lo.',
    action: 'Ver em My Gear',
    code: '',
    ignore:
      'Se vendeu ou ofereceu este produto, transfira-o ou anule o registo no My Gear. Se ainda o tem, não precisa de fazer nada.',
  },
} satisfies CultureMailTexts;
