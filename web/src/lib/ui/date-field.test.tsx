import { birthdaySchema } from '@backstage/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initI18n } from '@/i18n';
import { act, fireEvent, render, screen } from '@/test-utils';
import { DateField } from './date-field';

const schema = z.object({ birthday: birthdaySchema.or(z.literal('')) });
type Values = z.input<typeof schema>;
let form: ReturnType<typeof useForm<Values>>;

function Form({ birthday = '' }: { birthday?: string }) {
  form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { birthday } });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <DateField form={form} name="birthday" label="Birthday" autoComplete="bday" />
    </form>
  );
}

const birthday = () => screen.getByLabelText('Birthday') as HTMLInputElement;
const validate = async () => {
  let valid: boolean | undefined;
  await act(async () => {
    valid = await form.trigger();
  });
  return valid;
};

// The browser's own report of a partly typed date (jsdom types no dates).
function typePartly(input: HTMLInputElement) {
  Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true } });
  fireEvent.keyUp(input, { key: '4' });
}

beforeAll(() => initI18n('en-US'));

describe('DateField (docs/decisions/048-platform-date-input.md)', () => {
  it('is the platform date input, up to today, with the autofill token', () => {
    render(<Form birthday="1990-04-05" />);
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
    expect(birthday()).toMatchObject({ type: 'date', value: '1990-04-05', max: today, autocomplete: 'bday' });
  });

  it('holds the date as YYYY-MM-DD, and an emptied input as an empty text', async () => {
    render(<Form />);
    fireEvent.change(birthday(), { target: { value: '1990-04-05' } });
    expect(form.getValues('birthday')).toBe('1990-04-05');
    fireEvent.change(birthday(), { target: { value: '' } });
    expect(form.getValues('birthday')).toBe('');
    expect(await validate()).toBe(true);
  });

  it('says a partly typed date is not valid, in the interface language', async () => {
    render(<Form />);
    typePartly(birthday());
    expect(await validate()).toBe(false);
    expect(screen.getByText('Birthday must be valid')).toBeTruthy();
    expect(birthday().getAttribute('aria-invalid')).toBe('true');
  });

  it('reads a partly typed date when the field is left', async () => {
    render(<Form />);
    Object.defineProperty(birthday(), 'validity', { configurable: true, value: { badInput: true } });
    // Leaving a field fires focusout, which the renderer hears as onBlur (as React does).
    fireEvent(birthday(), new FocusEvent('focusout', { bubbles: true }));
    expect(form.getValues('birthday')).not.toBe('');
    expect(await validate()).toBe(false);
  });
});
