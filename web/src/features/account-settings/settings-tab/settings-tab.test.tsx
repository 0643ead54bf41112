import type { UserResponse } from '@backstage/domain';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { useProfile } from '@/lib/api/get-profile';
import { queryKeys } from '@/lib/api/query-keys';
import { act, fireEvent, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import { AnalyticsCard } from './analytics-card';
import { ClearCacheCard } from './clear-cache-card';
import { NewsletterCard } from './newsletter-card';
import { RegionLanguageCard } from './region-language-card';
import { SettingsTab } from './settings-tab';

const profile: UserResponse = {
  id: 'u1',
  email: 'aiko@example.com',
  email_verified: true,
  signupSource: 'backstage',
  firstName: 'Aiko',
  lastName: 'Tanaka',
  cultureCode: { id: 14, value: 'en-US' },
  birthday: null,
  country: 'United States',
  allowEmail: true,
  mailFormatType: 'html',
  phones: [],
  interests: [],
};
const calls: { method: string; path: string; body: Record<string, unknown> | null }[] = [];
const token = `x.${btoa(JSON.stringify({ exp: Date.now() / 1000 + 3600, 'custom:user_id': 'u1' }))}.y`;

/** A screen showing the profile, as the settings page does around the tab. */
function ProfileOnScreen() {
  useProfile();
  return null;
}

function show(content: ReactNode = <SettingsTab />) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.profile(), profile);
  client.setQueryData(queryKeys.masterList('genders', 'en-US'), []);
  renderWithProviders(content, { client, route: '/settings/settings' });
  return client;
}

beforeEach(async () => {
  await initI18n('en-US', ['settings', 'profile']);
  calls.length = 0;
  localStorage.setItem(
    'backstage.credentials',
    JSON.stringify({ idToken: token, accessToken: 'a', refreshToken: 'r' }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const body = init.body ? JSON.parse(String(init.body)) : null;
      calls.push({ method: init.method ?? 'GET', path, body });
      if (path === '/api/v1/me') return Response.json(profile);
      if (path === '/api/services/geoip')
        return Response.json({ country: { iso_code: 'DE', names: { en: 'Germany' } } });
      if (path === '/api/v1/users/u1') return Response.json({ ...profile, ...body });
      if (path.startsWith('/api/services/url/privacy_policy'))
        return Response.json({
          url: `${window.location.origin}/backstage/privacy?culture_code=en-US&theme=dw`,
        });
      return Response.json({ status: 'deleted', count: 0 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountSettings settings tab', () => {
  // Each card alone (jsdom renders the whole tab slowly); the last test shows the whole tab.
  it('saves region and language on the account and switches the interface without a reload', async () => {
    show(<RegionLanguageCard profile={profile} />);
    const card = screen.getByRole('region', { name: 'Region and language' });
    const language = within(card).getByRole('combobox', { name: /^Language/ });
    // Focused, as a user typing is: a blurred Autocomplete puts its value's label back.
    act(() => language.focus());
    fireEvent.change(language, { target: { value: 'ja-jp' } });
    // The typed code, normalised, is the first match.
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toBe('Japan · 日本語'));
    fireEvent.click(screen.getAllByRole('option')[0]!);
    fireEvent.click(within(card).getByRole('button', { name: 'Save region and language' }));
    expect(await screen.findByRole('heading', { name: '地域と言語' })).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/api/v1/users/u1',
      body: { country: 'United States', cultureCode: { value: 'ja-JP' } },
    });
    expect(document.documentElement.lang).toBe('ja-JP');
    await initI18n('en-US');
  }, 15_000);

  it('shows the region the visit is in when the account has no country', async () => {
    const international = { ...profile, country: undefined, cultureCode: { id: 12, value: 'en-JM' } };
    show(<RegionLanguageCard profile={international} />);
    const card = screen.getByRole('region', { name: 'Region and language' });
    const region = within(card).getByRole('combobox', { name: /^Region/ });
    await waitFor(() => expect(region).toHaveProperty('value', 'Germany'));
  });

  it('saves the newsletter choice', async () => {
    show(<NewsletterCard profile={profile} />);
    const card = screen.getByRole('region', { name: 'Newsletter' });
    fireEvent.click(within(card).getByRole('switch', { name: 'Send me the newsletter' }));
    fireEvent.click(within(card).getByRole('radio', { name: 'Plain text' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save newsletter settings' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/api/v1/users/u1',
        body: { allowEmail: false, mailFormatType: 'text' },
      }),
    );
  });

  it('opts out of analytics, deleting the stored events', async () => {
    show(<AnalyticsCard />);
    fireEvent.click(screen.getByRole('switch', { name: 'Share anonymous usage data' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'DELETE', path: '/api/services/log', body: null }),
    );
    expect(JSON.parse(localStorage.getItem('backstage.settings') ?? '{}')).toEqual({ analytics: false });
  });

  it('clears cached data but keeps credentials, settings and the profile on screen', () => {
    localStorage.setItem('backstage.cache.master.genders', '{}');
    localStorage.setItem('backstage.cache.product.en-US.td-07', '{}');
    localStorage.setItem('backstage.settings', '{"analytics":true}');
    const client = show(
      <>
        <ProfileOnScreen />
        <ClearCacheCard />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear cache' }));
    const keys = Object.keys(localStorage);
    expect(keys.filter((key) => key.startsWith('backstage.cache.'))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining(['backstage.credentials', 'backstage.settings']));
    expect(client.getQueryData(queryKeys.masterList('genders', 'en-US'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.profile())).toEqual(profile);
  });

  it('links the privacy policy the services API names for the culture, country and brand', async () => {
    show();
    const link = await screen.findByRole('link', { name: 'Privacy policy' });
    expect(link.getAttribute('href')).toBe('/backstage/privacy?culture_code=en-US&theme=dw');
    expect(calls).toContainEqual({
      method: 'GET',
      path: '/api/services/url/privacy_policy/',
      body: null,
    });
    expect(screen.getByText('3083')).toBeTruthy();
  });
});
