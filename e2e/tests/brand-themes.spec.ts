import { BRAND_THEMES, type Brand, pageTitle, themeOfBrand } from '@backstage/domain';
import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';

// docs/product.md#themes: non-drum brands are reachable by `?theme=`; drum brands only by their site's host name.
const visits: [Brand, string][] = [
  ['ROLAND', portalUrl('/?theme=roland')],
  ['BOSS', portalUrl('/?theme=boss')],
  ['PROAV', portalUrl('/?theme=proav')],
  ['RVS', portalUrl('/?theme=rvs')],
  ['DW', portalUrl('/')],
  ['PDP', portalUrl('/', 'pdpdrums.localhost')],
  ['LPMUSIC', portalUrl('/', 'lpmusic.localhost')],
  ['DRUMSHOP', portalUrl('/', 'dwdrumshop.localhost')],
  ['SLINGERLAND', portalUrl('/', 'slingerland.localhost')],
];

for (const [brand, url] of visits) {
  test(`opens the portal in the ${brand} theme`, async ({ page }) => {
    await page.goto(url);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-brand', brand);
    await expect(html).toHaveAttribute('data-theme', themeOfBrand(brand));
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(pageTitle(brand, ''))}\\S`));
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--bs-primary').trim().toLowerCase(),
    );
    expect(primary).toBe(BRAND_THEMES[themeOfBrand(brand)].primary);
  });
}

test('a drum-brand theme cannot be chosen by query', async ({ page }) => {
  await page.goto(portalUrl('/?theme=pdp'));
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'DW');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
