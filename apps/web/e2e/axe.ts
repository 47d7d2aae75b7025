import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The accessibility violations axe-core finds on the page that are serious or critical, each as
 * `rule: what (where)`; an empty list is a pass.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Violations only: axe then keeps one node of each passed or inapplicable rule instead of all of
  // them, the most of its time on a table of hundreds of elements; what it finds wrong is the same.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** What marks a last move and moves as it appears: the seats' words, laid cards, GoCaine's rings. */
const LAST_MOVE_MARKS = '.seat__last, .card-laid .card, .gc-last';

/**
 * `seriousViolations` at every state of a last move's marks a person can see: each mark's entrance
 * replayed and held at its start, its middle and its end, then once more under reduced motion.
 * Each finding says at which state it was seen.
 */
export async function seriousViolationsThroughMotion(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const at of [0, 0.5, 1]) {
    await page.evaluate(
      ([marks, fraction]) => {
        for (const el of document.querySelectorAll<HTMLElement | SVGElement>(marks)) {
          el.style.animation = 'none';
          void el.getBoundingClientRect();
          el.style.animation = '';
        }
        for (const a of document.getAnimations()) {
          const duration = Number(a.effect?.getComputedTiming().duration ?? 0);
          a.pause();
          a.currentTime = duration * fraction;
        }
      },
      [LAST_MOVE_MARKS, at] as const,
    );
    found.push(...(await seriousViolations(page)).map((v) => `at ${at * 100}% of the motion: ${v}`));
  }
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  found.push(...(await seriousViolations(page)).map((v) => `under reduced motion: ${v}`));
  await page.emulateMedia({ reducedMotion: null });
  return found;
}
