import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations, seriousViolationsThroughMotion } from './axe.js';
import {
  browserSuite,
  firstShown,
  matchState,
  openPage,
  screenshotPath,
  suiteServerAndBrowser,
  untilPast,
  openMatchMenu,
} from './support.js';

/** Every game of the catalogue, as the lobby presents them. */
const GAMES = ['arms-dealers', 'dog-eat-dog', 'gocaine'];

/**
 * Pass a window, decline an offer, discard what is asked, lay the proposed deal or end the turn:
 * listed actions only. A window where a pass is all Ada could give is answered for her (`auto-answer`).
 */
async function playOn(page: Page, id: string): Promise<void> {
  if (id === 'auto-answer') return;
  if (id === 'discard-chooser') {
    const text = await page.getByTestId('discard-chooser').textContent();
    const need = Number(/choose (\d+) to discard/.exec(text ?? '')?.[1] ?? 1);
    for (let i = 0; i < need; i++) await page.getByTestId('discard-card').nth(i).click();
    await page.getByTestId('discard-confirm').click();
  } else {
    await page.getByTestId(id).click();
  }
}

/**
 * Ada plays a whole match (passing every window, laying what she can); true if a window asked her
 * to answer, the first one checked by axe and photographed.
 */
async function playToTheEnd(page: Page): Promise<boolean> {
  let prompted = false;
  for (let moves = 0; moves < 2000; moves++) {
    await page.waitForFunction(() => {
      const m = document.querySelector<HTMLElement>('[data-testid="match"]');
      return (
        !!m && (m.dataset['over'] === 'true' || (m.dataset['canAct'] === 'true' && m.dataset['pending'] === 'false'))
      );
    });
    const state = await matchState(page);
    if (state.over) break;
    // Its controls come a render after the state.
    const id = await firstShown(page, [
      'pass',
      'trade-decline',
      'discard-chooser',
      'deal-lay',
      'end-turn',
      'auto-answer',
    ]);
    if (!prompted && state.window !== '' && id === 'pass') {
      prompted = true;
      // The prompt, and the last moves' marks at every state of their motion.
      expect(await seriousViolationsThroughMotion(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath('learn-prompt'), fullPage: true });
    }
    await playOn(page, id);
    await untilPast(page, state.seq);
  }
  return prompted;
}

browserSuite('learning to play: a newcomer, and accessibility checked by axe', () => {
  const suite = suiteServerAndBrowser();

  it('presents every game in the lobby, with no serious accessibility violation', async () => {
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/`);
    await page.getByTestId('game-cards').waitFor();
    expect(await page.getByTestId('game-cards').locator(':scope > li').count()).toBe(GAMES.length);
    // Each game shown by a picture of its own parts.
    for (const game of GAMES) expect(await page.getByTestId(`game-picture-${game}`).count()).toBe(1);
    expect(await page.getByTestId('bot-levels').textContent()).toMatch(/bots? .* rules of thumb/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('learn-lobby'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(GAMES)('%s: lobby, how to play, then a match against bots, its terms explained', async (game) => {
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/`);
    await page.getByTestId(`learn-${game}`).click();
    await page.getByTestId('how-to-play').waitFor();
    expect(await page.getByTestId('goal-line').textContent()).toMatch(/Goal:.*End:/);
    expect(await page.getByTestId('turn-steps').locator('li').count()).toBeGreaterThan(1);
    expect(
      await page.locator('figure[data-testid^="picture-"] svg, figure[data-testid^="picture-"] .card').count(),
    ).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`learn-${game}-guide`), fullPage: true });

    await page.getByTestId('play-this').click();
    await expect.poll(() => page.getByTestId('game').inputValue()).toBe(game);
    await page.getByTestId('player-name').fill('Newcomer');
    await page.getByTestId('create-match').click();
    await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await page.getByTestId('table').waitFor();
    // The goal line and the help link wait in the match's menu.
    await openMatchMenu(page);
    await page.getByTestId('goal-line').waitFor();
    expect(await page.getByTestId('help-link').getAttribute('href')).toBe(`/learn/${game}`);

    // Once the table is ours over an open connection (the seat's token arrives after the page,
    // and the table may be drawn anew then), a term of the goal line explains itself on focus,
    // and Escape hides it.
    await page.locator('[data-testid="connection"][data-state="open"]').waitFor();
    await expect.poll(async () => (await matchState(page)).seat).toBe('0');
    await openMatchMenu(page);
    const term = page.getByTestId('goal-line').locator('.term__word').first();
    await term.focus();
    const tip = page.getByTestId('goal-line').locator('[role="tooltip"]').first();
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect((await tip.textContent())!.length).toBeGreaterThan(5);
    await page.screenshot({ path: screenshotPath(`learn-${game}-table`), fullPage: true });
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an Arms Dealers prompt and the end screen have no serious violation; the winner is told right', async () => {
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/?game=arms-dealers`);
    await page.getByTestId('player-name').fill('Ada');
    // The suite's server counts its secrets and this browser's seat seed is seeded
    // (support.ts, personContext): the same deal every run, one in which a window reaches Ada.
    await expect.poll(() => page.getByTestId('seat-count').count()).toBe(1);
    await page.getByTestId('seat-count').selectOption('3');
    await page.getByTestId('create-match').click();
    await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await page.getByTestId('match').waitFor();
    const prompted = await playToTheEnd(page);
    expect(prompted, 'a window asked us to answer').toBe(true);
    await page.getByTestId('end-screen').waitFor();
    await page.locator('[data-testid="verify-result"][data-state="ok"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('money-chart').waitFor();
    expect(await page.getByTestId('money-chart').locator('polyline').count()).toBe(3);
    expect(await page.getByTestId('player-stats').locator('tbody tr').count()).toBe(3);
    expect(await page.getByTestId('headline').textContent()).toMatch(
      /^(You win(, tied)?|You finish \d+(st|nd|rd|th)(, tied)?)\.$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('learn-end'), fullPage: true });

    // Back in the lobby, "your matches" tells our place in it.
    await page.goto(`${suite.server.url}/`);
    const line = page.getByTestId('my-matches').locator('li').first();
    await expect.poll(() => line.textContent()).toMatch(/over, (you won|\d+(st|nd|rd|th) of 3)/);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('watching bots play, the end screen names the winners in good grammar', async () => {
    const { context, page } = await openPage(suite.browser, `${suite.server.url}/?game=arms-dealers`);
    await expect.poll(() => page.getByTestId('seat-count').count()).toBe(1);
    await page.getByTestId('join-self').uncheck();
    await page.getByTestId('seat-count').selectOption('2');
    await page.getByTestId('seat-kind-0').selectOption('random');
    await page.getByTestId('seat-kind-1').selectOption('random');
    await page.getByTestId('create-match').click();
    await page.getByTestId('end-screen').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('headline').textContent()).toMatch(/^.+ (wins|and .+ win)\.$/);
    await context.close();
  }, 180_000);
});
