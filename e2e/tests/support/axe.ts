import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with the list of violations when axe finds any WCAG 2.1 A/AA problem on the page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are checked as they settle: a button fading from disabled to enabled has neither colour halfway.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe.run() in the page. The default (runPartial in each frame, then finishRun in a new blank
  // page of the context) opened a page for every check: 0.6 s of a 1.5 s check here. What legacy mode leaves out
  // is the inside of cross-origin frames; the only ones the portal draws are YouTube players in the feed, not
  // ours to fix, and their <iframe> elements (a title each) are still checked (ADR 101).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
