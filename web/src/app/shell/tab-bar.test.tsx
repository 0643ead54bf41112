import { routeByName } from '@backstage/domain';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { cleanup, renderWithProviders, screen } from '@/test-utils';
import { BrandThemeProvider } from '@/theme';
import { TabBar } from './tab-bar';

const myGearTabs = async (address: string) => {
  await initI18n('en-US');
  cleanup();
  renderWithProviders(
    <BrandThemeProvider brand="ROLAND">
      <Routes>
        <Route path="/mygear/:tab?" element={<TabBar route={routeByName('MyGear')} />} />
      </Routes>
    </BrandThemeProvider>,
    { route: address },
  );
  return screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]);
};

describe('TabBar (docs/product.md#in-text-anchors)', () => {
  it('selects the tab an anchor names (/mygear#register_product), as the page shows that tab', async () => {
    expect(await myGearTabs('/mygear#register_product')).toEqual([
      ['My Gear', 'false'],
      ['Register a Product', 'true'],
    ]);
  });

  it('selects the tab of the path, and the first tab without one', async () => {
    expect((await myGearTabs('/mygear/register_product'))[1]).toEqual(['Register a Product', 'true']);
    expect((await myGearTabs('/mygear'))[0]).toEqual(['My Gear', 'true']);
  });
});
