// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureMailTexts } from '../culture-mail-types';

export const ptBR = {
  activation: {
    subject: '{brand} Backstage: ative sua conta',
    greeting: 'Olá, {name},',
    body: 'Obrigado por criar sua conta {brand} Backstage. Abra o link abaixo para ativá-la. O link é válido por 24 horas.',
    action: 'Ativar minha conta',
    code: 'Ou digite este código de ativação: {code}',
    ignore: 'Se você não criou esta conta, pode ignorar este e-mail.',
  },
  passwordReset: {
    subject: '{brand} Backstage: redefina sua senha',
    greeting: 'Olá, {name},',
    body: 'Recebemos um pedido para redefinir a senha da sua conta {brand} Backstage. Abra o link abaixo para escolher uma nova senha. O link é válido por 1 hora.',
    action: 'Redefinir minha senha',
    code: 'Ou digite este código: {code}',
    ignore: 'Se você não fez esse pedido, sua senha continua a mesma e você pode ignorar este e-mail.',
  },
  emailChange: {
    subject: '{brand} Backstage: confirme seu novo endereço de e-mail',
    greeting: 'Olá, {name},',
    body: 'Abra o link abaixo para usar este endereço na sua conta {brand} Backstage. Até lá, você continua entrando com o endereço atual. O link é válido por 24 horas.',
    action: 'Confirmar meu novo endereço de e-mail',
    code: 'Ou digite este código: {code}',
    ignore: 'Se você não pediu essa alteração, pode ignorar este e-mail.',
  },
  emailChangeNotice: {
    subject: '{brand} Backstage: seu endereço de e-mail está sendo alterado',
    greeting: 'Olá, {name},',
    body: 'Alguém pediu para alterar o endereço de e-mail da sua conta {brand} Backstage para {newEmail}. A alteração só vale depois de confirmada pelo novo endereço.',
    action: 'Ir para o Backstage',
    code: '',
    ignore: 'Se não foi você, troque sua senha agora e fale com o suporte.',
  },
  newDevice: {
    subject: '{brand} Backstage: novo login em {device}',
    greeting: 'Olá, {name},',
    body: 'Alguém acabou de entrar na sua conta {brand} Backstage a partir de um dispositivo e de um local que não foram usados nos últimos 90 dias: {device} em {place}, em {time}. Se foi você, não precisa fazer nada.',
    action: 'Não fui eu: sair de todos os lugares e redefinir minha senha',
    code: '',
    ignore:
      'O link é válido por 7 dias. Ele encerra todas as sessões da sua conta e envia um e-mail para você redefinir a senha.',
  },
  passkeyAdded: {
    subject: '{brand} Backstage: uma chave de acesso foi adicionada à sua conta',
    greeting: 'Olá, {name},',
    body: 'Uma chave de acesso chamada “{passkey}” foi adicionada à sua conta {brand} Backstage a partir de {device} em {time}. Com ela, é possível entrar sem senha e sem o código do login em duas etapas. Se foi você, não precisa fazer nada.',
    action: 'Não fui eu: sair de todos os lugares e redefinir minha senha',
    code: '',
    ignore:
      'O link é válido por 7 dias. Ele encerra todas as sessões da sua conta e envia um e-mail para você redefinir a senha. Depois, remova a chave de acesso na aba Segurança das suas configurações.',
  },
  twoStepOff: {
    subject: '{brand} Backstage: o login em duas etapas foi desativado',
    greeting: 'Olá, {name},',
    body: 'O login em duas etapas da sua conta {brand} Backstage foi desativado a partir de {device} em {time}. Agora basta a senha para entrar. Se foi você, não precisa fazer nada.',
    action: 'Não fui eu: sair de todos os lugares e redefinir minha senha',
    code: '',
    ignore:
      'O link é válido por 7 dias. Ele encerra todas as sessões da sua conta e envia um e-mail para você redefinir a senha.',
  },
  twoStepOn: {
    subject: '{brand} Backstage: o login em duas etapas foi ativado',
    greeting: 'Olá, {name},',
    body: 'O login em duas etapas da sua conta {brand} Backstage foi ativado a partir de {device} em {time}. Agora, para entrar, também é pedido um código desse app autenticador. Se foi você, não precisa fazer nada.',
    action: 'Não fui eu: sair de todos os lugares, remover esse autenticador e redefinir minha senha',
    code: '',
    ignore:
      'O link é válido por 7 dias. Ele encerra todas as sessões da sua conta, desativa esse login em duas etapas com os códigos de recuperação e envia um e-mail para você redefinir a senha.',
  },
  passkeyRemoved: {
    subject: '{brand} Backstage: uma chave de acesso foi removida da sua conta',
    greeting: 'Olá, {name},',
    body: 'A chave de acesso chamada “{passkey}” foi removida da sua conta {brand} Backstage a partir de {device} em {time}. Ela não permite mais entrar. Se foi você, não precisa fazer nada.',
    action: 'Não fui eu: sair de todos os lugares e redefinir minha senha',
    code: '',
    ignore:
      'O link é válido por 7 dias. Ele encerra todas as sessões da sua conta e envia um e-mail para você redefinir a senha.',
  },
  recoveryCodesRenewed: {
    subject: '{brand} Backstage: novos códigos de recuperação foram gerados para sua conta',
    greeting: 'Olá, {name},',
    body: 'Novos códigos de recuperação do login em duas etapas foram gerados para sua conta {brand} Backstage a partir de {device} em {time}. Os códigos anteriores não funcionam mais. Se foi você, não precisa fazer nada.',
    action: 'Não fui eu: sair de todos os lugares e redefinir minha senha',
    code: '',
    ignore:
      'O link é válido por 7 dias. Ele encerra todas as sessões da sua conta e envia um e-mail para você redefinir a senha.',
  },
  accountDeleted: {
    subject: '{brand} Backstage: sua conta foi excluída',
    greeting: 'Olá, {name},',
    body: 'Sua conta {brand} Backstage foi excluída em {time}, com o perfil, os produtos registrados e as configurações. Todas as sessões dela foram encerradas.',
    action: 'Não fui eu: falar com o suporte',
    code: '',
    ignore:
      'Se foi você, não precisa fazer nada. Uma conta excluída não pode ser restaurada, mas o suporte pode descobrir o que aconteceu e ajudar você a começar de novo.',
  },
  gearTransfer: {
    subject: '{brand} Backstage: alguém quer passar o {product} para você',
    greeting: 'Olá,',
    body: 'Um membro do {brand} Backstage que se identifica como “{sender}” (palavras da própria pessoa, não verificadas por nós) quer passar o {product} (número de série {serial}) para você, com o registro e a garantia. Abra o link abaixo para ver o produto e aceitá-lo no seu My Gear; se ainda não tiver uma conta {brand} Backstage, você cria uma no caminho. A oferta vale até {date}.',
    action: 'Ver o produto e aceitar',
    code: 'Você precisará deste código: {code}',
    ignore: 'Se você não conhece essa pessoa ou não quer o produto, ignore este e-mail: nada muda.',
  },
  gearTransferAccepted: {
    subject: '{brand} Backstage: seu {product} tem um novo dono',
    greeting: 'Olá, {name},',
    body: 'O {product} (número de série {serial}) que você passou adiante foi aceito em {date}. Ele saiu do seu My Gear, e a garantia foi junto.',
    action: 'Ir para My Gear',
    code: '',
    ignore: 'Se você não passou este produto adiante, fale com o suporte.',
  },
  warrantyReminder: {
    subject: '{brand} Backstage: a garantia do seu {product} termina em {date}',
    greeting: 'Olá, {name},',
    body: 'A garantia do seu {product} (número de série {serial}) termina em {date}. Se houver algum problema com ele, peça um reparo antes dessa data.',
    action: 'Ver no My Gear',
    code: '',
    ignore:
      'Você recebe este e-mail porque sua conta permite o envio de e-mails. Você pode desativá-los nas configurações.',
  },
  ownershipDisputed: {
    subject: '{brand} Backstage: outra conta registrou seu {product}',
    greeting: 'Olá, {name},',
    body: 'Em {date}, outra conta {brand} Backstage registrou um {product} com o número de série {serial}, que está registrado em seu nome. Ele continua sendo seu: o registro e a garantia não mudaram, e não dissemos à outra conta quem você é. Nossa equipe de suporte vai verificar a quem ele pertence e pode entrar em contato com você.',
    action: 'Ver no My Gear',
    code: '',
    ignore:
      'Se você vendeu ou deu este produto, transfira-o ou cancele o registro no My Gear. Se ainda está com ele, não precisa fazer nada.',
  },
} satisfies CultureMailTexts;
