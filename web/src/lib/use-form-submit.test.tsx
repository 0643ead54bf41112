import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { act, render, screen } from '@/test-utils';
import { ApiRequestError } from './api-client';
import { ProgressProvider } from './ui/progress';
import { SnackbarProvider } from './ui/snackbar';
import { useFormSubmit } from './use-form-submit';

type Values = { firstName: string };
let submit: () => Promise<void>;

// An answer the form's own message says in full (My Gear's already-registered product).
const ANSWERED = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'PRODUCT_ALREADY_REGISTERED';

const restarted = vi.fn();

function Form({ send }: { send: (values: Values) => Promise<string> }) {
  const form = useForm<Values>({ defaultValues: { firstName: 'Ada' } });
  const { errors } = form.formState;
  submit = useFormSubmit(form, {
    send,
    success: (result) => `Saved ${result}.`,
    failure: 'Could not save.',
    answeredOnForm: ANSWERED,
    refusals: {
      NAME_TAKEN: { field: 'firstName' },
      NAME_BLOCKED: { field: 'firstName', message: 'Pick another.' },
    },
    elsewhere: { TOKEN_EXPIRED: restarted },
  });
  return (
    <>
      <output aria-label="firstName error">{errors.firstName?.message}</output>
      <output aria-label="form error">{errors.root?.message}</output>
    </>
  );
}

const mount = (send: (values: Values) => Promise<string>) =>
  render(
    <ProgressProvider>
      <SnackbarProvider>
        <Form send={send} />
      </SnackbarProvider>
    </ProgressProvider>,
  );
const progressBars = () => screen.queryAllByRole('progressbar').length;

beforeAll(() => initI18n('en-US'));
afterEach(() => vi.restoreAllMocks());

describe('useFormSubmit (ADR 017): progress, server field errors, snackbar', () => {
  it('shows progress while sending and hides it after', async () => {
    let finish!: (value: string) => void;
    mount(() => new Promise((resolve) => (finish = resolve)));
    let sent!: Promise<void>;
    await act(async () => {
      sent = submit();
    });
    // The bar's code loads when it is first shown.
    expect(await screen.findAllByRole('progressbar')).toHaveLength(1);
    await act(async () => {
      finish('ok');
      await sent;
    });
    expect(progressBars()).toBe(0);
  });

  it('says so in a success snackbar with the answer', async () => {
    const send = vi.fn(async (values: Values) => values.firstName);
    mount(send);
    await act(() => submit());
    expect(send).toHaveBeenCalledWith({ firstName: 'Ada' });
    expect((await screen.findByRole('alert')).textContent).toBe('Saved Ada.');
  });

  it('puts the server field errors on their fields, says so in a snackbar and hides progress', async () => {
    mount(async () => {
      throw new ApiRequestError(400, {
        code: 'INVALID_INPUT',
        message: 'Invalid input.',
        fields: [{ field: 'firstName', message: 'First name is required', code: 'firstNameRequired' }],
      });
    });
    await act(() => submit());
    expect(screen.getByLabelText('firstName error').textContent).toBe('firstNameRequired');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not save.');
    expect(progressBars()).toBe(0);
  });

  it('puts an error without fields on the form itself', async () => {
    mount(async () => {
      throw new ApiRequestError(503, { code: 'SERVICE_NOT_AVAILABLE', message: 'Service not available.' });
    });
    await act(() => submit());
    expect(screen.getByLabelText('form error').textContent).toBe('Service not available.');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not save.');
  });

  it('leaves out the failure snackbar when the form’s message answers the error alone', async () => {
    const message = 'This product has been added to your Roland Account. Thank you!';
    mount(async () => {
      throw new ApiRequestError(409, { code: 'PRODUCT_ALREADY_REGISTERED', message });
    });
    await act(() => submit());
    expect(screen.getByLabelText('form error').textContent).toBe(message);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(progressBars()).toBe(0);
  });

  it('puts a refusal about one field on that field, in its own words or the server’s, without a snackbar', async () => {
    mount(async () => {
      throw new ApiRequestError(409, { code: 'NAME_TAKEN', message: 'That name is taken.' });
    });
    await act(() => submit());
    expect(screen.getByLabelText('firstName error').textContent).toBe('That name is taken.');
    expect(screen.getByLabelText('form error').textContent).toBe('');
    mount(async () => {
      throw new ApiRequestError(400, { code: 'NAME_BLOCKED', message: 'Blocked.' });
    });
    await act(() => submit());
    expect(screen.getAllByLabelText('firstName error').at(-1)?.textContent).toBe('Pick another.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(progressBars()).toBe(0);
  });

  it('hands a refusal answered elsewhere to its handler, saying nothing on the form or in a snackbar', async () => {
    const expired = new ApiRequestError(401, { code: 'TOKEN_EXPIRED', message: 'Start again.' });
    mount(async () => {
      throw expired;
    });
    await act(() => submit());
    expect(restarted).toHaveBeenCalledWith(expired);
    expect(screen.getByLabelText('form error').textContent).toBe('');
    expect(screen.getByLabelText('firstName error').textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(progressBars()).toBe(0);
  });
});
