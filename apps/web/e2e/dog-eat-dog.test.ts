import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  browserSuite,
  matchState,
  openPage,
  screenshotPath,
  suiteServerAndBrowser,
  untilOurDecision,
  untilPast,
} from './support.js';

/** The moves the person prefers, first listed first: enough to walk a match to its end. */
const PREFERRED = ['act-choose-division', 'act-reorganise', 'act-roll', 'act-pollute', 'act-done', 'act-pass'];

/**
 * Take one listed move: an offer to us declined; in an open window, pass or else its first answer; at the table, the first
 * of PREFERRED shown, else the first move listed. Every button exists because the server listed it.
 */
async function takeListedMove(page: Page): Promise<string> {
  // A bot's offer to us waits for our answer, first in the decision box: we decline it.
  const offer = page.getByTestId('offer-answer');
  if ((await offer.count()) > 0) {
    await offer.getByTestId('trade-decline').click();
    return 'trade-decline';
  }
  const prompt = page.getByTestId('reaction-prompt');
  const where = (await prompt.count()) > 0 ? prompt : page.getByTestId('action-area');
  // The moves reach the action area a render after the match says it is our decision.
  await where
    .locator('button[data-testid^="act-"]')
    .first()
    .waitFor({ state: 'attached', timeout: 30_000 })
    .catch(() => undefined);
  for (const id of PREFERRED) {
    const button = where.getByTestId(id);
    if ((await button.count()) > 0) {
      await button.first().click();
      return id;
    }
  }
  const any = where.locator('button[data-testid^="act-"]');
  if ((await any.count()) === 0)
    throw new Error(`no listed move on the page at ${JSON.stringify(await matchState(page))}`);
  const id = (await any.first().getAttribute('data-testid')) ?? '';
  await any.first().click();
  return id;
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether the element lies wholly inside the window, as a person sees it without scrolling. */
const inSight = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight + 1 && r.height > 0;
  });

browserSuite('the browser client: Dog Eat Dog', () => {
  const suite = suiteServerAndBrowser();

  it('a person makes a match against three bots in the lobby and plays it to its end', async () => {
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/`);
    await page.getByTestId('player-name').fill('Ada');
    await page.getByTestId('game').selectOption('dog-eat-dog');
    await expect.poll(() => page.getByTestId('seat-kind-3').count()).toBe(1);
    // The enum options read as words, not as the schema's camelCase.
    const reshuffle = page.getByTestId('option-redTapeReshuffle').locator('option').first();
    expect(await reshuffle.textContent()).toBe('discarded current events');
    // The Standard preset is Short Game 2: six rounds. Full is the rulebook's game, without a
    // round limit: the option may be null in the schema, and its field is empty. Then Short Game 2
    // with two rounds: the game ends after round 2, most Swiss winning.
    expect(await page.getByTestId('option-turnLimit').inputValue()).toBe('6');
    await page.getByTestId('preset-full').click();
    expect(await page.getByTestId('option-turnLimit').inputValue()).toBe('');
    await page.getByTestId('option-turnLimit').fill('2');
    await page.screenshot({ path: screenshotPath('ded-lobby'), fullPage: true });
    await page.getByTestId('create-match').click();
    await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await page.getByTestId('match').waitFor();
    expect((await matchState(page)).seat).toBe('0');

    const taken: string[] = [];
    let shotPhone = false;
    let shotCard = false;
    for (let moves = 0; moves < 600; moves++) {
      await untilOurDecision(page);
      const state = await matchState(page);
      if (state.over) break;
      if (!state.window) {
        // Our decision is on screen while we look at the table, wherever in it we scrolled to.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
        await expect.poll(() => inSight(page, 'action-area')).toBe(true);
      }
      if (
        !shotPhone &&
        !state.window &&
        taken.includes('act-roll') &&
        (await page.getByTestId('act-done').count()) > 0
      ) {
        shotPhone = true;
        await page.screenshot({ path: screenshotPath('ded-board-desktop'), fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await overflow(page), 'the table fits 390 px without sideways scrolling').toBeLessThanOrEqual(0);
        await page.getByTestId('board').scrollIntoViewIfNeeded();
        await expect.poll(() => inSight(page, 'action-area')).toBe(true);
        await page.screenshot({ path: screenshotPath('ded-board-390') });
        await page.screenshot({ path: screenshotPath('ded-table-390-full'), fullPage: true });
        await page.getByTestId('overlay-reach').click();
        await page.getByTestId('board').screenshot({ path: screenshotPath('ded-reach-390') });
        await page.getByTestId('overlay-none').click();
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      if (!shotCard && (await page.getByTestId('red-tape-card').count()) > 0) {
        shotCard = true;
        await page
          .getByTestId('red-tape-card')
          .first()
          .screenshot({ path: screenshotPath('ded-red-tape-card') });
      }
      taken.push(await takeListedMove(page));
      await untilPast(page, state.seq, 60_000);
      const refused = page.getByTestId('refusal');
      if ((await refused.count()) > 0) throw new Error(`refused: ${await refused.textContent()}`);
    }
    expect((await matchState(page)).over).toBe(true);
    expect(taken).toContain('act-roll');
    expect(shotPhone).toBe(true);

    await page.getByTestId('end-screen').waitFor();
    // Why it ended: the round limit chosen in the lobby.
    expect(await page.getByTestId('end-reason').textContent()).toBe(
      'The 2-round limit was reached (Short Game 2): the most Swiss money won.',
    );
    await expect.poll(() => page.getByTestId('ranking').locator('tbody tr').count()).toBe(4);
    await page.locator('[data-testid="verify-result"][data-state="ok"]').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: screenshotPath('ded-end-desktop'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflow(page), 'the end screen fits 390 px').toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('ded-end-390'), fullPage: true });
    // About this edition: the credits and the reconstruction note, from the table.
    await page.getByTestId('about').locator('summary').click();
    expect(await page.getByTestId('about').textContent()).toContain('Board and cards are a reconstruction');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
