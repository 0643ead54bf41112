import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { cleanup, renderWithProviders } from '@/test-utils';
import { CreateStep } from './create-step';

// docs/product.md#name-order: the sign-up form asks for the family name first where the culture writes it first.
afterEach(cleanup);

/** The autocomplete tokens of the name fields, in the order the form shows them. */
async function nameOrder(culture: string) {
  await initI18n(culture);
  const { container } = renderWithProviders(
    <CreateStep email="a@example.com" onNext={() => {}} onBack={() => {}} />,
    { route: '/signup' },
  );
  return [...container.querySelectorAll('input')]
    .map((input) => input.getAttribute('autocomplete'))
    .filter((token) => token === 'given-name' || token === 'family-name');
}

describe('sign-up name fields', () => {
  it.each(['ja-JP', 'ko-KR', 'hu-HU'])('%s asks for the family name first', async (culture) => {
    expect(await nameOrder(culture)).toEqual(['family-name', 'given-name']);
  });

  it.each(['en-US', 'de-DE', 'pl-PL'])('%s asks for the given name first', async (culture) => {
    expect(await nameOrder(culture)).toEqual(['given-name', 'family-name']);
  });
});
