import { TICKET_FORM } from '@backstage/domain';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { cleanup, renderWithProviders, screen } from '@/test-utils';
import { useFormTitle } from './ticket-parts';

// The queue names a ticket's form; one of the maker's apps sends tickets whole, in no form of the portal's.
afterEach(cleanup);

function FormTitles() {
  const formTitle = useFormTitle();
  return (
    <ul>
      <li>{formTitle(TICKET_FORM)}</li>
      <li>{formTitle('contact_us')}</li>
    </ul>
  );
}

describe('the form a help-desk ticket came from', () => {
  it('is named for a ticket an app sent whole as for a portal form, never as a text key', async () => {
    await initI18n('en-US');
    await i18next.loadNamespaces(['helpDesk', 'support']);
    renderWithProviders(<FormTitles />);
    const titles = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(titles).toEqual(['Sent from an app', i18next.t('support:forms.contact_us.title')]);
    expect(titles.join(' ')).not.toMatch(/forms\./);
  });
});
