import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { act, fireEvent, render, screen, waitFor } from '@/test-utils';
import type { SignInFormValues } from './sign-in-fields';
import { TextInput } from './ui/text-input';
import { useSignInForm } from './use-sign-in-form';

await initI18n('en-US');

function Form({ onValid }: { onValid(values: SignInFormValues): Promise<void> }) {
  const [shown, setShown] = useState(true);
  const form = useSignInForm(onValid);
  return (
    <>
      {shown && (
        <form noValidate onSubmit={form.submit}>
          <TextInput label="Email" {...form.field('email')} />
          <TextInput label="Password" {...form.field('password')} />
          <button type="submit">Sign in</button>
        </form>
      )}
      <button type="button" onClick={() => setShown(!shown)}>
        Toggle
      </button>
      <button type="button" onClick={() => form.clear('password')}>
        Clear
      </button>
    </>
  );
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('useSignInForm (docs/decisions/053-sign-in-page-form-without-a-library.md)', () => {
  it('checks on submit, focuses the first wrong field, then checks again on every change', async () => {
    const onValid = vi.fn(async () => {});
    render(<Form onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    type('Email', 'aiko@example.com');
    await waitFor(() => expect(screen.queryByText('Email is required')).toBeNull());
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the typed values over, and keeps them while the form is away', async () => {
    const onValid = vi.fn(async () => {});
    render(<Form onValid={onValid} />);
    type('Email', 'aiko@example.com');
    type('Password', 'Kettle-Drum-77');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
      fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('aiko@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    type('Password', 'Another-Drum-88');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ email: 'aiko@example.com', password: 'Another-Drum-88' }),
    );
  });
});
