import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Accessibility check of the page as it is now (axe-core, WCAG 2.1 A and AA rules): any serious or
 * critical violation fails the test, listed with the elements it was found on.
 *
 * One `axe.run` in the page (legacy mode) rather than a partial run per frame finished in a new blank
 * page, which took twice as long: the only frames on our pages are other origins' video players, which
 * the tests block, so both modes audit the same elements (an iframe's own `title` is checked either way).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // The page at rest: a pointer left on the button a test just clicked would audit its hover colours.
  await page.mouse.move(0, 0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode().analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(report, `Accessibility violations on ${screen}`).toEqual([]);
}
