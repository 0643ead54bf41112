import { apiRequest } from '@/lib/api-client';

/** namespace → key (dotted) → text, as `GET texts/{cultureCode}` answers its messages. */
type TextMessages = Record<string, Record<string, string>>;

interface Draft {
  namespace: string;
  key: string;
  override: string | null;
}

/**
 * The staff member's texts of a culture as they would be published (`GET admin/texts/{cultureCode}`): only the
 * signed-in content staff of that culture get them, so a preview link shows nothing unpublished to anyone else.
 */
export async function draftTexts(culture: string): Promise<TextMessages | null> {
  const { data } = await apiRequest<{ data: Draft[] }>(`admin/texts/${encodeURIComponent(culture)}`, {
    auth: 'id',
  });
  const messages: TextMessages = {};
  for (const text of data) {
    if (text.override === null) continue;
    messages[text.namespace] = { ...messages[text.namespace], [text.key]: text.override };
  }
  return messages;
}
