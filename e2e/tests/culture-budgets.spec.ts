import { CULTURE_CODES, drawnOverSource, SOURCE_CULTURE, textChain } from '@backstage/domain';
import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { describeLoad, scriptsFetched } from './support/script-bytes';

// Issue #39, budgets: the sign-in page's JavaScript stays within script-budget.spec.ts's 200 KiB in every culture,
// and a visitor fetches the texts of their own culture's chain only (ADR 083): en-US's only where they lie
// beneath the culture's own (en-JM, en-GB…), never for a culture that holds every text (ADR 098).
const KIB = 1024;
const LOGIN_MAX_KIB = 200;
const codes = CULTURE_CODES.map((c) => c.value);
/** The culture a script's file is named after (`locale-de-DE-….js`, `de-DE-….js`), if any. */
const cultureOf = (url: string) => {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  return codes.find((code) => file.startsWith(`${code}-`) || file.startsWith(`locale-${code}-`));
};

for (const culture of codes) {
  test(`${culture}: the login page stays within ${LOGIN_MAX_KIB} KiB and fetches no texts outside its own`, async ({
    browser,
  }) => {
    const load = await scriptsFetched(browser, portalUrl(`/login?culture_code=${culture}`));
    const report = describeLoad(load);
    expect(load.gzipBytes, report).toBeLessThanOrEqual(LOGIN_MAX_KIB * KIB);
    const own = textChain(culture).filter(
      (code) => code !== SOURCE_CULTURE || culture === SOURCE_CULTURE || drawnOverSource(culture),
    );
    const foreign = load.scripts.map((s) => cultureOf(s.url)).filter((code) => code && !own.includes(code));
    expect(foreign, report).toEqual([]);
  });
}
