import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from '../../server/src/testing/client.js';
import {
  browserSuite,
  matchState,
  openPage,
  screenshotPath,
  suiteServerAndBrowser,
  untilOurMoveOrEnd,
  untilPast,
} from './support.js';

/** What the person was asked in one match: each prompt shown (how many useful zones it offered), and its turns. */
interface Tally {
  prompts: number[];
  turns: number;
}

async function click(page: Page, testId: string): Promise<void> {
  const { seq } = await matchState(page);
  await page.getByTestId(testId).click();
  await untilPast(page, seq);
  expect(await page.getByTestId('refusal').count()).toBe(0);
}

/**
 * A person holding the one Task Force chip a player starts with, against five heuristic bots, to
 * the end of round 3 (the round limit): never playing the chip, taking no action on its turns, and
 * passing every prompt shown. At 390 px wide, a phone's width.
 */
async function playThreeRounds(suite: ReturnType<typeof suiteServerAndBrowser>, autoPass: boolean): Promise<Tally> {
  const created = await api<{ match: { id: string } }>(suite.server.url, 'POST', '/api/matches', {
    game: 'gocaine',
    seats: [{ kind: 'open' }, ...Array.from({ length: 5 }, () => ({ kind: 'bot', bot: 'heuristic' }))],
    clock: { mode: 'none' },
    options: { roundLimit: 3 },
    setup: { firstPlayer: 0 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.match.id;
  const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/m/${id}?seat=0`, {
    width: 390,
    height: 844,
  });
  await page.getByTestId('join-name').fill('Ada');
  await page.getByTestId('take-seat-0').click();
  await page.getByTestId('match').waitFor();
  const tally: Tally = { prompts: [], turns: 0 };
  let shot = false;
  for (let i = 0; i < 400; i++) {
    await untilOurMoveOrEnd(page, 60_000);
    const s = await matchState(page);
    if (s.over) break;
    if (s.window) {
      const shown = page.locator('[data-testid="reaction-prompt"], [data-testid="auto-answer"]').first();
      await shown.waitFor();
      if ((await shown.getAttribute('data-testid')) === 'auto-answer') {
        // Answered for us without asking: not a prompt.
        await untilPast(page, s.seq);
        continue;
      }
      const useful = Number(await page.getByTestId('interdict-prompt').getAttribute('data-useful'));
      tally.prompts.push(useful);
      if (!shot && useful > 0) {
        // Board and decision on one screen: the board's box starts above the fold, the prompt is in the sticky area.
        shot = true;
        await onOneScreen(page);
        await page.screenshot({ path: screenshotPath(`gocaine-390-prompt-${autoPass ? 'auto' : 'ask'}`) });
      }
      await click(page, 'pass');
      continue;
    }
    // Our turn: the first one turns auto-pass on or leaves it off, then no action and end the turn.
    tally.turns++;
    if (tally.turns === 1) {
      if (autoPass) await page.getByTestId('auto-pass-toggle').check();
      expect(await page.getByTestId('auto-pass-toggle').isChecked()).toBe(autoPass);
      await onOneScreen(page);
      await page.screenshot({ path: screenshotPath('gocaine-390-turn') });
    }
    await page.getByTestId('no-action').click();
    await click(page, 'confirm-yes');
    await click(page, 'end-turn');
  }
  expect((await matchState(page)).over).toBe(true);
  expect(tally.turns).toBe(3);
  expect(errors).toEqual([]);
  await context.close();
  return tally;
}

/** The board and the current decision share the 390 x 844 screen, and an intersection is a 44 px target. */
async function onOneScreen(page: Page): Promise<void> {
  // The player scrolls the board to the top of the screen; the action area stays at the bottom.
  await page.getByTestId('board-zoom').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const board = (await page.getByTestId('board-zoom').boundingBox())!;
  const area = (await page.getByTestId('action-area').boundingBox())!;
  const view = page.viewportSize()!;
  expect(area.y + area.height, 'the action area is on screen').toBeLessThanOrEqual(view.height + 1);
  expect(area.y, 'the action area is on screen').toBeGreaterThanOrEqual(0);
  expect(board.y, 'the board starts at the top').toBeLessThanOrEqual(1);
  expect(area.y - board.y, 'at least 400 px of board above the action area').toBeGreaterThanOrEqual(400);
  const tap = (await page.locator('[data-testid="pt-E5"] .gc-pt__hit').boundingBox())!;
  expect(Math.min(tap.width, tap.height)).toBeGreaterThanOrEqual(44);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling of the page (the board pans inside its box)').toBeLessThanOrEqual(0);
}

browserSuite('the browser client: fewer, smarter GoCaine prompts', () => {
  const suite = suiteServerAndBrowser({ newSecret: () => 'web-e2e-prompts' });

  it('asks a one-chip player only where a chip can hit something with auto-pass on, and more with it off', async () => {
    const off = await playThreeRounds(suite, false);
    const on = await playThreeRounds(suite, true);
    // Same seed, same bots, same passes: the same windows come to the person either way; with
    // auto-pass on, exactly those with a zone to hit are shown, offering the same zones.
    expect(off.prompts.filter((useful) => useful === 0).length).toBeGreaterThan(0);
    expect(on.prompts).toEqual(off.prompts.filter((useful) => useful > 0));
    expect(on.prompts.every((useful) => useful > 0)).toBe(true);
    console.info(
      `GoCaine prompts over 3 rounds, 1 chip vs 5 heuristic bots: auto-pass off ${off.prompts.length} ` +
        `(${off.prompts.filter((u) => u === 0).length} with nothing to hit); on ${on.prompts.length}`,
    );
  }, 300_000);
});
