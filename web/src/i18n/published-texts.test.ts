import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@/test-utils';
import { initI18n } from './i18n';

afterEach(() => vi.unstubAllGlobals());

const germanAuth = JSON.parse(readFileSync(join(__dirname, 'locales/de-DE/auth.json'), 'utf8')) as {
  login: { forgot: string };
};

describe('staff texts drawn over the shipped texts (docs/product.md#staff-console)', () => {
  it('draws a culture’s published texts over a namespace loaded before they came and one loaded after', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return Response.json({
          version: 'v2',
          updateDate: null,
          messages: {
            auth: { 'login.submit': 'Jetzt anmelden' },
            security: { 'history.title': 'Anmeldeverlauf' },
          },
        });
      }),
    );
    await initI18n('de-DE', ['auth']);
    expect(asked).toEqual(['/api/v1/texts/de-DE']);
    await waitFor(() => expect(i18next.t('login.submit', { ns: 'auth' })).toBe('Jetzt anmelden'));
    // A text staff did not write stays the shipped one.
    expect(i18next.t('login.forgot', { ns: 'auth' })).toBe(germanAuth.login.forgot);
    await i18next.loadNamespaces('security');
    await waitFor(() => expect(i18next.t('history.title', { ns: 'security' })).toBe('Anmeldeverlauf'));
  });
});
