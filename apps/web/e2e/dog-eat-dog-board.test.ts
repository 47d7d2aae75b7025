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

/**
 * What the board draws outside its place, measured in the browser's own fonts (SVG units): a ring
 * space's words beyond its cell, a square's words or icons under a controller's frame (6 units
 * on the cell's edge, so 7 in from each side). Empty when everything fits.
 */
async function spills(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const name = (el: Element) =>
      `${el.closest('[aria-label]')?.getAttribute('aria-label')?.split(':')[0]}: "${el.textContent}"`;
    for (const space of document.querySelectorAll('[data-testid^="space-"]')) {
      const cell = space.querySelector('rect')!.getBBox();
      for (const t of space.querySelectorAll('text')) {
        const b = (t as SVGTextElement).getBBox();
        if (b.x < cell.x || b.x + b.width > cell.x + cell.width) out.push(name(t));
      }
    }
    for (const square of document.querySelectorAll('g.ded-sq')) {
      const cell = square.querySelector('rect')!.getBBox();
      const [left, right] = [cell.x - 1 + 7, cell.x - 1 + 93];
      const drawn = [
        ...square.querySelectorAll('text'),
        ...[...square.querySelectorAll('rect')].filter((r) => r.getBBox().width < 60),
      ];
      for (const el of drawn) {
        const b = (el as SVGGraphicsElement).getBBox();
        if (b.x < left || b.x + b.width > right)
          out.push(`square ${square.querySelector('text')?.textContent}: ${el.textContent || 'an icon'}`);
      }
    }
    return out;
  });
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
    // Names within their spaces ("Smeltsburgh" once reached the next), words and icons inside a controller's frame.
    expect(await spills(page)).toEqual([]);
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
    expect(await spills(page)).toEqual([]);
    // Whose move is said after the status's full stop, on one line ("Phase 2: sales. Your move.").
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.getByTestId('status').textContent()).toMatch(/[a-z]\. Your move\.$/);
    const lines = await page
      .locator('.status-who')
      .evaluate((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size);
    expect(lines).toBe(1);
    await page.getByTestId('board').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: screenshotPath('dog-eat-dog-table-390x844') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('has the final bonus round in a panel of its own: production, sales and the last embezzlement on steppers', async () => {
    // Ada (W.E. Steel) holds 2 iron, 2 coal, 2 workers, 1 steel, $30M and $40M in Switzerland as the
    // final bonus round begins with her; the financial-disclosure law shows every Swiss account.
    const setup = {
      firstPlayer: 0,
      divisions: ['we-steel', 'goo-pont', 'georgia-horrific', 'substandard-oil'],
      position: {
        phase: 'final',
        active: 0,
        laws: ['RT02'],
        players: [
          { raw: { iron: 2, coal: 2 }, products: { steel: 1 }, workers: 2, corporate: 30, swiss: 40 },
          { swiss: 30 },
          { swiss: 60 },
          { swiss: 10 },
        ],
      },
    };
    const id = await botMatch(suite.server.url, 'dog-eat-dog', 3, 'heuristic', setup);
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/m/${id}?seat=0`, {
      width: 1366,
      height: 768,
    });
    await takeSeat0(page, 'Ada');
    const panel = page.getByTestId('final-panel');
    const area = page.getByTestId('action-area');
    /** Until it is our move and `testId` is offered in the action area. */
    const until = async (testId: string) => {
      await untilOurMoveOrEnd(page, 60_000);
      await area.getByTestId(testId).first().waitFor({ timeout: 60_000 });
    };
    const press = async (testId: string) => {
      const { seq } = await matchState(page);
      await area.getByTestId(testId).first().click();
      await untilPast(page, seq, 60_000);
    };

    // Production: as many as she can by default, what it makes and may bring said live.
    await until('act-final-produce');
    expect(await panel.textContent()).toContain('Now: production, you.');
    expect(await page.getByTestId('act-final-produce').textContent()).toBe('Produce 2 steel');
    expect(await page.getByTestId('live-final-produce').textContent()).toBe(
      'Makes 2 steel from 2 iron and 2 coal, 2 of your 2 workers; leaves 0 iron, 0 coal. In the final sales, one roll for everyone: about $54M at the $27M average, against about $28M for the raw materials sold as they are.',
    );
    await panel.getByRole('button', { name: 'Less: Produce steel' }).click();
    expect(await page.getByTestId('live-final-produce').textContent()).toMatch(
      /^Makes 1 steel from 1 iron and 1 coal, .*leaves 1 iron, 1 coal\. .*about \$27M at the \$27M average/,
    );
    await panel.screenshot({ path: screenshotPath('ded-final-produce') });
    expect(await seriousViolations(page)).toEqual([]);
    // Not also in the general list of moves.
    expect(await area.getByTestId('amount-produce').count()).toBe(0);
    await panel.getByRole('button', { name: 'More: Produce steel' }).click();
    await press('act-final-produce');
    await until('act-done');
    await press('act-done');

    // Sales: steel's value rolled for everyone, then her 3 steel on the stepper.
    await until('act-roll-value');
    await press('act-roll-value');
    await until('act-final-sell');
    expect(await panel.textContent()).toMatch(/Now: sales, you\.Values for the round: steel \$(\d+)M/);
    const value = Number(/steel \$(\d+)M/.exec((await panel.textContent())!)![1]);
    await panel.getByRole('button', { name: /^Less: steel/ }).click();
    expect(await page.getByTestId('act-final-sell').textContent()).toBe(`Sell 2 steel for $${2 * value}M`);
    await panel.screenshot({ path: screenshotPath('ded-final-round') });
    await press('act-final-sell');
    await expect.poll(() => page.getByTestId('final-count-steel-value').inputValue()).toBe('1');
    await press('act-final-sell');
    await until('act-done');
    await press('act-done');

    // The last embezzlement: half the account by default, what it leaves and the standing it leads to.
    await until('act-final-embezzle');
    const corporate = 30 + 3 * value;
    const most = Math.floor(corporate / 2);
    expect(await page.getByTestId('act-final-embezzle').textContent()).toBe(`Embezzle $${most}M`);
    const live = page.getByTestId('live-final-embezzle');
    expect(await live.textContent()).toMatch(
      new RegExp(
        `^Leaves \\$${corporate - most}M corporate, which counts for nothing at the end\\. Swiss \\$${40 + most}M: the most Swiss money wins\\. That ranks you \\w+ of 4 as the accounts stand \\(.*\\$60M.*\\)\\.$`,
      ),
    );
    await panel.getByRole('button', { name: 'Less: Embezzle to your Swiss account' }).click();
    expect(await live.textContent()).toContain(`(at most $${most}M, half the account, may go)`);
    await panel.getByRole('button', { name: 'More: Embezzle to your Swiss account' }).click();
    await panel.screenshot({ path: screenshotPath('ded-final-embezzle') });
    expect(await seriousViolations(page)).toEqual([]);
    await press('act-final-embezzle');
    // Her own sheet says the Swiss balance it leads to; the log tells the table without the amount.
    await expect.poll(async () => page.getByTestId('log').textContent()).toContain('embezzles');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
