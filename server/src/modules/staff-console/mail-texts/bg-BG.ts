// Machine-made by a language model, not yet reviewed (docs/translations.md#mails).
import type { CultureStaffMailTexts } from '../staff-mail-types';

export const bgBG = {
  resetTwoStep: {
    subject: 'Поддръжката на {brand} нулира двустепенното ви влизане',
    done: 'По ваша молба поддръжката на {brand} изключи двустепенното влизане за профила ви: приложението за удостоверяване и кодовете за възстановяване вече не работят. Включете отново двустепенното влизане в раздела „Сигурност“ на настройките.',
  },
  removePasskey: {
    subject: 'Поддръжката на {brand} премахна ключ за достъп от профила ви',
    done: 'По ваша молба поддръжката на {brand} премахна ключа за достъп „{passkey}“ от профила ви.',
  },
  signOutEverywhere: {
    subject: 'Поддръжката на {brand} прекрати всички ваши сесии',
    done: 'По ваша молба поддръжката на {brand} прекрати сесиите на профила ви на всички устройства. Влезте отново с паролата си.',
  },
  frame: {
    greeting: 'Здравейте, {name},',
    reason: 'Посочена причина: {reason}',
    notYou: 'Ако не сте поискали това, сменете паролата си и се свържете с поддръжката.',
    action: 'Отваряне на настройките за сигурност',
    signature: 'Поддръжката на {brand}',
  },
} satisfies CultureStaffMailTexts;
