import { parsePointName, type GoCaineFixture } from '@cutthroat/gocaine';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from '../../server/src/testing/client.js';
import { seriousViolations } from './axe.js';
import { box, browserSuite, openPage, screenshotPath, suiteServerAndBrowser, untilOurMoveOrEnd } from './support.js';

/**
 * The first screen of each table, at a turn's start, as a person sees it: on a 1366x768 laptop the
 * header is one line, the board or the hand and the decision are in view without scrolling, and
 * the keyboard reaches the decision in at most 20 Tabs from the top of the page. The screenshots
 * (1366x768 and 390x844) are the ones docs/web.md shows.
 */
const at = (name: string) => parsePointName(name)!;

/** GoCaine with our cells in the south (Bolivia, Peru), where a board taller than its box would hide them. */
const gocaineFixture: GoCaineFixture = {
  firstPlayer: 0,
  players: [{ cash: 50, taskForceChips: 1 }, ...Array.from({ length: 5 }, () => ({ cash: 50 }))],
  cells: [{ seat: 0, points: ['F11', 'G12', 'C12'].map(at) }],
  shipments: [{ point: at('F11'), tons: 2 }],
};

const TABLES = [
  { game: 'arms-dealers', bots: 3, board: 'hand', setup: undefined },
  { game: 'gocaine', bots: 5, board: 'gc-board', setup: gocaineFixture },
  { game: 'dog-eat-dog', bots: 3, board: 'board', setup: undefined },
] as const;

/** Tab from the top of the page until the focus is in the decision; how many presses it took (41: never). */
async function tabsToDecision(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  // A click on the page's empty corner puts the keyboard's starting point at the top.
  await page.mouse.click(1, 1);
  for (let tabs = 1; tabs <= 40; tabs++) {
    await page.keyboard.press('Tab');
    const inDecision = await page.evaluate(() => {
      const el = document.activeElement;
      return !!el && el.id !== 'your-decision' && !!el.closest('#your-decision');
    });
    if (inDecision) return tabs;
  }
  return 41;
}

browserSuite('the browser client: each table’s first screen', () => {
  const suite = suiteServerAndBrowser({ newSecret: () => 'web-e2e-first-screen' });

  for (const { game, bots, board, setup } of TABLES) {
    it(`${game}: the table and the decision in view at 1366x768, 20 Tabs at most to the decision`, async () => {
      const created = await api<{ match: { id: string } }>(suite.server.url, 'POST', '/api/matches', {
        game,
        seats: [{ kind: 'open' }, ...Array.from({ length: bots }, () => ({ kind: 'bot', bot: 'random' }))],
        clock: { mode: 'none' },
        ...(setup ? { setup } : {}),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { context, page, errors } = await openPage(
        suite.browser,
        `${suite.server.url}/m/${created.body.match.id}?seat=0`,
        { width: 1366, height: 768 },
      );
      await page.getByTestId('join-name').fill('Ada');
      await page.getByTestId('take-seat-0').click();
      await page.getByTestId('match').waitFor();
      await untilOurMoveOrEnd(page);
      await page.getByTestId('decision').locator('button, select').first().waitFor();

      // The decision took the keyboard's focus when it came (a screen reader reads its title).
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('your-decision');
      expect(await page.evaluate(() => window.scrollY), 'the page opens at its top').toBe(0);
      await page.screenshot({ path: screenshotPath(`table-${game}-1366x768`) });
      const header = await page.locator('.match__header').evaluate((el) => el.getBoundingClientRect().height);
      expect(header, 'one header line').toBeLessThan(64);
      const area = await box(page, 'action-area');
      expect(area.top).toBeGreaterThanOrEqual(0);
      expect(area.bottom, 'the whole decision is in view').toBeLessThanOrEqual(768);
      const table = await box(page, board);
      expect(table.top).toBeGreaterThanOrEqual(0);
      expect(table.top, `the ${board} starts in view`).toBeLessThan(768 - 150);
      if (game !== 'dog-eat-dog') expect(table.bottom, `the whole ${board} is in view`).toBeLessThanOrEqual(768);
      expect(await seriousViolations(page)).toEqual([]);

      expect(await tabsToDecision(page)).toBeLessThanOrEqual(20);
      // The menu holds the rest: notifications, sound, help, leaving.
      await page.getByTestId('match-menu-button').click();
      await page.getByTestId('notify-toggle').waitFor();
      expect(await page.getByTestId('leave').count()).toBe(1);
      expect(await page.getByTestId('help-link').count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('notify-toggle').isVisible()).toBe(false);

      if (game === 'arms-dealers') {
        // A deal built by clicking the cards of the hand; the builder's selects follow.
        const card = (face: string) => page.locator(`[data-testid="hand-card"]:has([data-face="${face}"])`);
        await card('India').click();
        await card('Conventional').first().click();
        await card('Conventional').first().click();
        expect(await page.getByTestId('deal-buyer').inputValue()).toBe('India');
        expect(await page.getByTestId('deal-weapon').inputValue()).toBe('Conventional');
        expect(await page.getByTestId('deal-count').inputValue()).toBe('2');
        expect(await page.locator('[data-testid="hand-card"][aria-pressed="true"]').count()).toBe(3);
        // This hand holds no seller: the builder says what the deal lacks.
        expect(await page.getByTestId('deal-reason').textContent()).toContain('You hold no seller card');
        // The cards picked say at once what legal deals they make: none without a seller.
        expect(await page.getByTestId('picked-deals').textContent()).toContain(
          'No legal deal uses India + Conventional.',
        );
        await page.screenshot({ path: screenshotPath('table-arms-dealers-picking-1366x768') });
        // A trade by the cards too: one of the hand given, a kind of card asked for (hands are hidden).
        const trade = page.getByTestId('trade-panel');
        await trade.getByTestId('trade-pick-give').locator('[data-face="Missile"]').click();
        await trade.getByTestId('trade-pick-want').locator('[data-chip="USA"]').click();
        expect(await trade.getByTestId('trade-give').inputValue()).toBe('"Missile"');
        expect(await trade.getByTestId('trade-want').inputValue()).toBe('"USA"');
        expect(await trade.locator('[data-testid^="trade-pick-"] [aria-pressed="true"]').count()).toBe(2);
        expect(await trade.getByTestId('trade-propose').textContent()).toContain('give Missile for USA');
        await trade.scrollIntoViewIfNeeded();
        await page.screenshot({ path: screenshotPath('trade-arms-dealers-1366x768') });
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      if (game === 'gocaine') {
        // The board is one tab stop; the arrow keys move along our cells.
        expect(await page.locator('[data-testid="gc-board"] [tabindex="0"]').count()).toBe(1);
        await page.locator('[data-testid="gc-board"] [tabindex="0"]').focus();
        const first = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
        await page.keyboard.press('ArrowRight');
        const second = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
        expect(first).toBe('pt-F11');
        expect(second).toBe('pt-G11');
        await page.keyboard.press('Enter');
        await page.getByTestId('gc-selected').waitFor();
        expect(await page.locator('[data-testid="gc-board"] [tabindex="0"]').getAttribute('data-testid')).toBe(
          'pt-G11',
        );
      }

      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await untilOurMoveOrEnd(page);
      await page.getByTestId('decision').locator('button, select').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.screenshot({ path: screenshotPath(`table-${game}-390x844`) });
      if (game === 'gocaine') {
        // The board opens on our cells, though wider and taller than its box on a phone, and the
        // decision, stuck to the bottom of the screen, does not cover them.
        const seen = await page.getByTestId('pt-F11').evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!top && el.contains(top);
        });
        expect(seen, 'our cell on F11 is in sight').toBe(true);
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
