import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import {
  botMatch,
  box,
  browserSuite,
  matchState,
  openPage,
  resizeTo,
  screenshotPath,
  suiteServerAndBrowser,
  takeSeat0,
  untilOurMoveOrEnd,
  untilPast,
} from './support.js';

/**
 * Dog Eat Dog's board as a person reads it at the start of her first turn: the SVG ring and Inner
 * Map with each square's yields, stage, pollution and controller, the division cards when choosing,
 * and, on a 390 px phone, the board and the decision on one screen. The screenshots at 1366x768 and
 * 390x844 are the ones docs/web.md shows (docs/web/dog-eat-dog-table-*.png).
 */

/**
 * Until our own turn asks us something at the table: a bot's offer to us declined, a window
 * answered with its first listed answer.
 */
async function untilOurTurn(page: Page): Promise<void> {
  for (let n = 0; n < 60; n++) {
    await page.waitForFunction(
      () =>
        !!document.querySelector(
          [
            '[data-testid="ded-moves"] button[data-testid^="act-"]',
            '[data-testid="reaction-prompt"] button[data-testid^="act-"]',
            '[data-testid="offer-answer"]',
          ].join(', '),
        ),
      undefined,
      { timeout: 60_000 },
    );
    const state = await matchState(page);
    if ((await page.getByTestId('offer-answer').count()) > 0) await page.getByTestId('trade-decline').click();
    else if ((await page.getByTestId('reaction-prompt').count()) > 0)
      await page.getByTestId('reaction-prompt').locator('button[data-testid^="act-"]').first().click();
    else if ((await page.getByTestId('table').getAttribute('data-our-turn')) === 'true') return;
    else {
      await page.waitForTimeout(200);
      continue;
    }
    await untilPast(page, state.seq, 60_000);
  }
  throw new Error('never our turn');
}

browserSuite('the browser client: the Dog Eat Dog board', () => {
  const suite = suiteServerAndBrowser({ newSecret: () => 'web-e2e-ded-board' });

  it('draws a board a person can read, and the board and the decision share one phone screen', async () => {
    const id = await botMatch(suite.server.url, 'dog-eat-dog', 3, 'heuristic');
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/m/${id}?seat=0`, {
      width: 1366,
      height: 768,
    });
    await takeSeat0(page, 'Ada');
    await untilOurMoveOrEnd(page);

    // Choosing a division: each a card with its products, recipe, home city and start square.
    const choice = page.getByTestId('division-choice');
    await choice.waitFor();
    expect(await choice.textContent()).toMatch(/Makes .*Home city .*; start square /);
    await choice.screenshot({ path: screenshotPath('ded-division-choice') });
    const { seq } = await matchState(page);
    await choice.getByTestId('act-choose-division').first().click();
    await untilPast(page, seq, 60_000);
    await untilOurTurn(page);

    // The board: 16 squares with their yields in words, the ring's 20 spaces, our piece at home.
    const squares = page.locator('[data-testid^="square-"][aria-label]');
    await expect.poll(() => squares.count()).toBe(16);
    expect(await squares.first().getAttribute('aria-label')).toMatch(
      /^A \(Saguaro cactus\), Stage 1: pristine, yields /,
    );
    expect(await page.getByTestId('space-10').getAttribute('aria-label')).toMatch(/^Geneva: /);
    expect(await page.getByTestId('piece-0').count()).toBe(1);
    // Each piece walked to its home city, one space a step.
    await expect.poll(() => page.locator('[data-testid^="piece-"][data-walking="true"]').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('dog-eat-dog-table-1366x768') });
    const area = await box(page, 'action-area');
    expect(area.bottom, 'the decision in view').toBeLessThanOrEqual(768);
    expect(await seriousViolations(page)).toEqual([]);

    // The Urban Fringe and each division's reach, drawn on the squares on demand.
    await page.getByTestId('overlay-reach').click();
    await expect
      .poll(() => page.locator('[data-testid^="square-"][aria-label*="reach of"]').count())
      .toBeGreaterThan(0);
    await page.getByTestId('overlay-none').click();

    await resizeTo(page, { width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Scrolled to the board, a person sees all of it and the whole decision, stuck to the screen's foot.
    await page.getByTestId('board').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const board = await box(page, 'board');
    const decision = await box(page, 'action-area');
    expect(board.height, 'the board is drawn full width').toBeGreaterThan(300);
    expect(board.top).toBeGreaterThanOrEqual(0);
    expect(decision.bottom, 'the decision in view').toBeLessThanOrEqual(844);
    // The ring and the map are wholly in view above the decision, stuck to the screen's foot.
    const map = await page.locator('svg.ded-board').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
    });
    expect(map.top).toBeGreaterThanOrEqual(0);
    expect(map.bottom, 'the board above the decision').toBeLessThanOrEqual(decision.top);
    await page.screenshot({ path: screenshotPath('dog-eat-dog-table-390x844') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("has the final bonus round's sales in a panel of their own, a count on a stepper", async () => {
    // Ada (W.E. Steel) holds 3 steel and nothing else as the final bonus round begins with her.
    const setup = {
      firstPlayer: 0,
      divisions: ['we-steel', 'goo-pont', 'georgia-horrific', 'substandard-oil'],
      position: { phase: 'final', active: 0, players: [{ raw: {}, products: { steel: 3 } }, {}, {}, {}] },
    };
    const id = await botMatch(suite.server.url, 'dog-eat-dog', 3, 'heuristic', setup);
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/m/${id}?seat=0`, {
      width: 1366,
      height: 768,
    });
    await takeSeat0(page, 'Ada');
    const panel = page.getByTestId('final-panel');
    // Her steps: production (none), then the roll of steel's value for everyone; then she sells.
    for (let n = 0; n < 20 && (await page.getByTestId('act-final-sell').count()) === 0; n++) {
      await untilOurMoveOrEnd(page, 60_000);
      const area = page.getByTestId('action-area');
      const next = area.getByTestId('act-roll-value').or(area.getByTestId('act-done'));
      await area.getByTestId('act-final-sell').or(next).first().waitFor({ timeout: 60_000 });
      if ((await page.getByTestId('act-final-sell').count()) > 0) break;
      const { seq } = await matchState(page);
      await next.first().click();
      await untilPast(page, seq, 60_000);
    }
    expect(await panel.textContent()).toMatch(/Now: sales, you\.Values for the round: steel \$(\d+)M/);
    const value = Number(/steel \$(\d+)M/.exec((await panel.textContent())!)![1]);
    await panel.getByRole('button', { name: /^Less: / }).click();
    expect(await page.getByTestId('act-final-sell').textContent()).toBe(`Sell 2 steel for $${2 * value}M`);
    await panel.screenshot({ path: screenshotPath('ded-final-round') });
    expect(await seriousViolations(page)).toEqual([]);
    const { seq } = await matchState(page);
    await page.getByTestId('act-final-sell').click();
    await untilPast(page, seq, 60_000);
    await expect.poll(() => page.getByTestId('final-count-steel-value').inputValue()).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
