import { useTranslation } from 'react-i18next';
import { changeCulture } from './i18n';

/** The current culture code and a way to change it. */
export function useCulture(): { cultureCode: string; setCultureCode: (code: string) => Promise<void> } {
  const { i18n } = useTranslation();
  return { cultureCode: i18n.language, setCultureCode: changeCulture };
}
