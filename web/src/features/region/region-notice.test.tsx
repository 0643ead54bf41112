import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { forgetPageLoad } from '@/lib/page-load-state';
import { fireEvent, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import { RegionNotice } from './region-notice';

const geo = (code: string, name: string) => ({ country: { iso_code: code, names: { en: name } } });

function serve(answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
}
function show() {
  renderWithProviders(<RegionNotice />, { route: '/' });
}

// Each test is a page load of its own: a notice closed in one (it stays closed for the page load) is not
// closed in the next, in whichever order they run.
beforeEach(() => {
  forgetPageLoad();
  return initI18n('en-US');
});
afterEach(() => vi.unstubAllGlobals());

describe('region notice (docs/product.md#regions)', () => {
  it('tells a visitor in China the service is not available and offers the Chinese portal', async () => {
    serve(geo('CN', 'China'));
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Service not available' });
    expect(
      within(dialog).getByText('Sorry this service is not available in your Region/Country.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to the Chinese site' }).getAttribute('href')).toBe(
      'https://www.roland.cn/',
    );
  });

  it('asks a Latin-America visitor for the country and keeps the choice in this browser', async () => {
    serve(geo('VE', 'Venezuela'));
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Select your country' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Country/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Colombia' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(localStorage.getItem('backstage.country')).toBe('Colombia'));
  });

  it('asks nobody whose country was already chosen', async () => {
    localStorage.setItem('backstage.country', 'Japan');
    serve(geo('VE', 'Venezuela'));
    show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
