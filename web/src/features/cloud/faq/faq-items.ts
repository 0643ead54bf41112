/** The questions of the Roland Cloud FAQ by topic; their words are the `cloudFaq` namespace (i18n/locales). */
export const FAQ_TOPICS = {
  plans: ['plans-included', 'plans-annual', 'plans-currency', 'plans-change'],
  trial: ['trial-what', 'trial-who', 'trial-end'],
  billing: ['billing-checkout', 'billing-renewal', 'billing-declined', 'billing-card', 'billing-history'],
  cancel: ['cancel-how', 'cancel-access', 'cancel-refund', 'cancel-delete'],
  keys: ['keys-lifetime', 'keys-register', 'keys-hardware', 'keys-errors'],
  loyalty: ['loyalty-how', 'loyalty-final'],
} as const;

export type FaqTopic = keyof typeof FAQ_TOPICS;
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** Folds case, width (全角 and half-width) and accents, so a search matches however it was typed. */
const fold = (text: string) =>
  text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/** The entries where every word of the query is in the question or the answer. */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = fold(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
