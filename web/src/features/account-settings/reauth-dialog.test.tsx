import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { fireEvent, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import { ChangeEmailCard } from './change-email-card';

const token = `x.${btoa(JSON.stringify({ exp: Date.now() / 1000 + 3600, 'custom:user_id': 'u1' }))}.y`;
const calls: { method: string; path: string; proof: string | null; body: Record<string, unknown> | null }[] =
  [];
let rightPassword: string;
// The proof the server takes; one kept from an earlier test is refused as a lapsed one would be.
let acceptedProof: string;

const refused = (code: string, message: string, status: number) =>
  Response.json({ code, message }, { status });

beforeEach(async () => {
  await initI18n('en-US', ['auth', 'security']);
  calls.length = 0;
  // Set for each test, in whichever order they run; a test that wants others sets its own.
  rightPassword = 'Kettle-Drum-77';
  acceptedProof = 'proof-1';
  localStorage.setItem(
    'backstage.credentials',
    JSON.stringify({ idToken: token, accessToken: token, refreshToken: 'r' }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const body = init.body ? JSON.parse(String(init.body)) : null;
      const proof = new Headers(init.headers).get('x-reauth-token');
      calls.push({ method: init.method ?? 'GET', path, proof, body });
      if (path === '/api/v1/users/u1/mfa') return Response.json({ totpEnabled: false, recoveryCodesLeft: 0 });
      if (path === '/api/v1/users/u1/reauth')
        return body?.password === rightPassword
          ? Response.json({ reauthToken: acceptedProof, expiresIn: 300 })
          : refused('INCORRECT_CURRENT_PASSWORD', 'Incorrect current password.', 400);
      if (path === '/api/v1/users/u1' && proof !== acceptedProof)
        return refused(
          'REAUTH_REQUIRED',
          'Please confirm it’s you with your password or a two-step code.',
          403,
        );
      return Response.json({ id: 'u1', email: 'aiko@example.com' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show() {
  renderWithProviders(<ChangeEmailCard currentEmail="aiko@example.com" />);
  fireEvent.input(screen.getByLabelText('New e-mail address'), { target: { value: 'new@example.com' } });
  fireEvent.input(screen.getByLabelText('Confirm new e-mail address'), {
    target: { value: 'new@example.com' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send a code to the new address' }));
}

const emailChanges = () => calls.filter((call) => call.method === 'PUT' && call.path === '/api/v1/users/u1');

describe('re-authentication dialog (docs/product.md#re-authentication)', () => {
  it('asks for the password when the server wants it, then sends the change again with the proof', async () => {
    rightPassword = 'Kettle-Drum-77';
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    fireEvent.input(within(dialog).getByLabelText(/^Password/), { target: { value: 'wrong-one' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Incorrect current password.')).toBeTruthy();
    fireEvent.input(within(dialog).getByLabelText(/^Password/), { target: { value: 'Kettle-Drum-77' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(emailChanges()).toHaveLength(2));
    expect(emailChanges().map((call) => call.proof)).toEqual([null, 'proof-1']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);

  it('changes nothing and says so when the dialog is closed', async () => {
    rightPassword = 'another';
    acceptedProof = 'proof-2';
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Not confirmed, so nothing was changed.')).toBeTruthy();
    expect(emailChanges()).toHaveLength(1);
    expect(calls.some((call) => call.path === '/api/v1/users/u1/reauth')).toBe(false);
  }, 15_000);
});
