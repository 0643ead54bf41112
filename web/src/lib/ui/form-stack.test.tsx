import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@/test-utils';
import { FormStack } from './form-stack';

describe('FormStack (docs/decisions/054-form-rules-load-on-first-use.md)', () => {
  it('starts loading the rules when a field takes the focus, checks nothing itself and sends to onSubmit', () => {
    const resolver = { preload: vi.fn() };
    const submit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <FormStack onSubmit={submit} resolver={resolver} aria-label="Sample">
        <input aria-label="Email" type="email" required />
        <button type="submit">Send</button>
      </FormStack>,
    );
    const form = screen.getByRole('form', { name: 'Sample' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    expect(resolver.preload).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('Email'));
    expect(resolver.preload).toHaveBeenCalledTimes(1);
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
