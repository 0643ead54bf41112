import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { fireEvent, renderWithProviders, screen, waitFor } from '@/test-utils';
import OAuth2ConsentPage from './oauth2-consent-page';

// ADR 088: the consent screen names the app, each scope in plain words, the account; Allow and Deny go where
// the server answers.
const posts: { consent: string; allow: boolean }[] = [];
let question: Response | undefined;
const assign = vi.fn();

beforeEach(async () => {
  await initI18n('en-US', ['oidc']);
  posts.length = 0;
  assign.mockReset();
  question = undefined;
  vi.stubGlobal('location', { ...window.location, assign });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      if ((init.method ?? 'GET') === 'GET')
        return (
          question ??
          Response.json({
            clientName: 'Gear Notes',
            scopes: ['email', 'openid', 'offline_access'],
            email: 'a@x.com',
          })
        );
      const body = JSON.parse(String(init.body));
      posts.push(body);
      return Response.json({
        redirectTo: `https://notes.example.net/cb?${body.allow ? 'code=c' : 'error=access_denied'}`,
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = () => renderWithProviders(<OAuth2ConsentPage />, { route: '/oauth2/consent?consent=q1' });

describe('OAuth2Consent', () => {
  it('names the app, the account and each scope asked, in the order of the scopes', async () => {
    show();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Gear Notes wants to use your Backstage account',
      }),
    ).toBeTruthy();
    expect(screen.getByText('You are signed in as a@x.com.')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Your account ID, so it can recognise you',
      'Your e-mail address',
      'Access while you are away, so you stay signed in there',
    ]);
  });

  it.each([
    ['Allow', true, 'https://notes.example.net/cb?code=c'],
    ['Deny', false, 'https://notes.example.net/cb?error=access_denied'],
  ])('%s answers the question and goes where the server says', async (button, allow, address) => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(address));
    expect(posts).toEqual([{ consent: 'q1', allow }]);
  });

  it('an expired or answered question says so, with nothing to press', async () => {
    question = Response.json({ code: 'CONSENT_EXPIRED', message: 'x' }, { status: 400 });
    show();
    expect(await screen.findByText(/This request has expired or was already answered/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });
});
