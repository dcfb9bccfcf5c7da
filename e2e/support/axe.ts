import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** DESIGN §8: an axe-core scan of what the page shows now; WCAG 2.1 A and AA rules. */
export async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
