import { useForm } from 'react-hook-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCulture, initI18n } from '@/i18n';
import { act, render, screen } from '@/test-utils';
import { ApiRequestError } from './api-client';
import { applyServerError } from './server-errors';
import { FormField } from './ui/form-field';

type Values = { firstName: string; phone: string; note: string };
let form: ReturnType<typeof useForm<Values>> | undefined;

function Fields() {
  form = useForm<Values>({ defaultValues: { firstName: '', phone: '', note: '' } });
  return (
    <>
      <FormField form={form} name="firstName" label="firstName" />
      <FormField form={form} name="phone" label="phone" />
      <FormField form={form} name="note" label="note" />
    </>
  );
}

beforeAll(async () => {
  await initI18n('en-US');
  await changeCulture('ja-JP');
});
afterAll(() => initI18n('en-US'));

describe('server field errors in the interface language', () => {
  it('words a field error by its code, or by its en-US text, and shows other texts as they are', () => {
    render(<Fields />);
    const error = new ApiRequestError(400, {
      code: 'INVALID_INPUT',
      message: 'Invalid input.',
      fields: [
        { field: 'firstName', message: 'First name is required', code: 'firstNameRequired' },
        { field: 'phone', message: 'Phone number must be valid' },
        { field: 'note', message: 'Too big: expected string to have <=100 characters' },
      ],
    });
    act(() => {
      applyServerError(form!, error, 'failed');
    });
    expect(screen.getByText('名を入力してください')).toBeTruthy();
    expect(screen.getByText('正しい電話番号を入力してください')).toBeTruthy();
    expect(screen.getByText('Too big: expected string to have <=100 characters')).toBeTruthy();
  });
});
