import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The accessibility violations axe-core finds on the page that are serious or critical, each as
 * `rule: what (where)`; an empty list is a pass.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
