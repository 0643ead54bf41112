import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { fireEvent, renderWithProviders, screen } from '@/test-utils';
import RegistrationPage from './registration-page';

/** The calls the steps make, answered as for a new address; the test reads which were made. */
let calls: string[];
beforeEach(async () => {
  await initI18n('en-US');
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const signedUp = calls.some((call) => call.endsWith('/signup'));
      if (url.endsWith('/accountType'))
        return Response.json({ accountType: signedUp ? 'notActivated' : 'available' });
      if (url.endsWith('/serverTime')) return Response.json({ securityToken: 't' });
      if (url.endsWith('/signup')) return Response.json({ id: 'u1' }, { status: 201 });
      if (url.endsWith('/confirm')) return Response.json({ status: 'confirmed' });
      return Response.json({});
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** The stepper's current step: MUI marks the active step's label. */
const activeStep = () => document.querySelector('.MuiStepLabel-label.Mui-active')?.textContent;

describe('the registration steps (docs/product.md#registration-steps: next adds one, back takes one away)', () => {
  it('goes back from the details to the address and forward again, keeping what was typed', async () => {
    renderWithProviders(<RegistrationPage />, { route: '/signup' });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'aiko@example.com' } });
    press('Continue');
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Aiko' } });
    fireEvent.change(field('Last name'), { target: { value: 'Tanaka' } });

    press('Back');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('aiko@example.com');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    press('Continue');
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Aiko');
    expect(field('Last name').value).toBe('Tanaka');
  });

  it('goes back one step at a time: activation to the address, sign-in to activation, keeping the code', async () => {
    renderWithProviders(<RegistrationPage />, { route: '/signup' });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'aiko@example.com' } });
    press('Continue');
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Aiko' } });
    fireEvent.change(field('Last name'), { target: { value: 'Tanaka' } });
    fireEvent.change(field('Password'), { target: { value: 'Kettle-Drum-77' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'Kettle-Drum-77' } });
    fireEvent.click(screen.getByLabelText(/I agree to the/));
    press('Create account');
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } });
    expect(activeStep()).toBe('Activate');

    press('Back');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('aiko@example.com');
    expect(activeStep()).toBe('Your details');
    // The account exists by now: the same address leads to its activation again, not to a second sign-up.
    press('Continue');
    expect(((await screen.findByLabelText('Code')) as HTMLInputElement).value).toBe('123456');
    expect(calls.filter((url) => url.endsWith('/signup'))).toHaveLength(1);

    press('Activate my account');
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(activeStep()).toBe('Sign in');
    press('Back');
    expect(((await screen.findByLabelText('Code')) as HTMLInputElement).value).toBe('123456');
    expect(activeStep()).toBe('Activate');
  });
});
