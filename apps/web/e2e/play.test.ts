import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  browserSuite,
  firstShown,
  matchState,
  openPage,
  pageErrors,
  personContext,
  screenshotPath,
  suiteServerAndBrowser,
  untilOurMoveOrEnd,
  untilPast,
  openMatchMenu,
} from './support.js';

/**
 * Take one of the actions the page lists: answer a window with "pass", decline an offer, discard
 * the first cards the chooser shows, lay the deal the builder proposes, or end the turn. Every
 * button used exists only because the server listed its action.
 */
async function takeListedAction(page: Page): Promise<string> {
  const shown = await firstShown(page, [
    'pass',
    'trade-decline',
    'trade-withdraw',
    'discard-chooser',
    'deal-lay',
    'end-turn',
  ]).catch(async (e: unknown) => {
    const area = (await page.getByTestId('match').innerText()).slice(0, 2000);
    throw new Error(`no listed action on the page at ${JSON.stringify(await matchState(page))}:\n${area}`, {
      cause: e,
    });
  });
  if (shown === 'discard-chooser') {
    const text = await page.getByTestId('discard-chooser').textContent();
    const need = Number(/choose (\d+) to discard/.exec(text ?? '')?.[1] ?? 1);
    const cards = page.getByTestId('discard-card');
    for (let i = 0; i < need; i++) await cards.nth(i).click();
    await page.getByTestId('discard-confirm').click();
    return 'discard';
  }
  await page.getByTestId(shown).click();
  return (
    ({ 'trade-decline': 'decline', 'trade-withdraw': 'withdraw', 'deal-lay': 'deal' } as Record<string, string>)[
      shown
    ] ?? shown
  );
}

browserSuite('the browser client: a person against three bots', () => {
  const suite = suiteServerAndBrowser();

  it('creates an Arms Dealers match in the lobby, plays it to the end, and sees a verified result', async () => {
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/`);
    await page.getByTestId('player-name').fill('Ada');
    await expect.poll(() => page.getByTestId('seat-kind-3').count()).toBe(1);
    await page.getByTestId('seat-kind-3').selectOption('random');
    await page.screenshot({ path: screenshotPath('lobby'), fullPage: true });
    await page.getByTestId('create-match').click();
    await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    const matchUrl = page.url();
    await page.getByTestId('match').waitFor();
    expect((await matchState(page)).seat).toBe('0');

    const taken: string[] = [];
    let shotTable = false;
    let stale = 0;
    for (let moves = 0; moves < 2000; moves++) {
      await untilOurMoveOrEnd(page);
      const state = await matchState(page);
      if (state.over) break;
      // A player whose tab is in the background sees in its title that the move is theirs.
      if (taken.length === 0) await expect.poll(() => page.title()).toBe('Your move · Arms Dealers · Cutthroat');
      if (!shotTable && (await page.getByTestId('deal-builder').count()) > 0 && taken.length > 0) {
        // The table, mid-match, on a desktop and at 360 px wide.
        shotTable = true;
        // Each seat that moved says its last move, which comes in with a motion, none under
        // reduced motion (nor any other mark of a last move).
        const lastMove = page.locator('[data-testid^="last-move-"]').first();
        await lastMove.waitFor();
        expect(await lastMove.textContent()).toMatch(/^Last: ./);
        expect(await lastMove.evaluate((el) => getComputedStyle(el).animationName)).toBe('last-move');
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const moving = await page.evaluate(() =>
          [...document.querySelectorAll('.seat__last, .card-laid .card, .gc-last')]
            .map((el) => getComputedStyle(el).animationName)
            .filter((name) => name !== 'none'),
        );
        expect(moving).toEqual([]);
        await page.emulateMedia({ reducedMotion: null });
        await page.screenshot({ path: screenshotPath('table-desktop'), fullPage: true });
        await page.setViewportSize({ width: 360, height: 780 });
        await page.screenshot({ path: screenshotPath('table-360'), fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'the table fits 360 px without sideways scrolling').toBeLessThanOrEqual(0);
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      taken.push(await takeListedAction(page));
      await untilPast(page, state.seq);
      // Bots answer an interception window at the same time as the person: one that intercepts
      // first moves the table on, and the person's pass, made on the table before, is refused as
      // stale and the new question asked (docs/server/store.md). Any other refusal is a fault.
      const refused = page.getByTestId('refusal');
      if ((await refused.count()) > 0) {
        const text = (await refused.textContent()) ?? '';
        if (!text.includes('The table changed before your move arrived')) throw new Error(`refused: ${text}`);
        stale++;
      }
    }
    expect(stale, 'a stale move is rare: a bot moved first').toBeLessThanOrEqual(3);
    expect((await matchState(page)).over).toBe(true);
    expect(taken.length).toBeGreaterThan(5);
    expect(shotTable).toBe(true);

    const end = page.getByTestId('end-screen');
    await end.waitFor();
    await expect.poll(() => page.getByTestId('ranking').locator('tbody tr').count()).toBe(4);
    const verified = page.locator('[data-testid="verify-result"][data-state="ok"]');
    await verified.waitFor({ timeout: 30_000 });
    expect(await verified.textContent()).toContain('Verified in your browser');
    expect(await page.getByTestId('secret').textContent()).toMatch(/^test-secret-/);
    await page.screenshot({ path: screenshotPath('end'), fullPage: true });
    expect(await page.title()).toBe('Over · Arms Dealers · Cutthroat');

    // The replay: step back to the start, then reveal every hand.
    await page.getByTestId('replay-link').click();
    await page.getByTestId('replay').waitFor();
    expect(await page.title()).toBe('Cutthroat');
    await page.locator('[data-testid="verify-result"][data-state="ok"]').waitFor();
    const slider = page.getByTestId('replay-slider');
    const last = Number(await slider.getAttribute('max'));
    expect(last).toBeGreaterThan(taken.length);
    await slider.fill('0');
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toBe('0');
    expect(await page.getByTestId('spectating').count()).toBe(1);
    expect(await page.getByTestId('reveal-hand-0').count()).toBe(0);
    await page.getByTestId('replay-next').click();
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toBe('1');
    await page.getByTestId('reveal').check();
    expect(await page.getByTestId('reveal-hand-0').locator('[data-face]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('replay-revealed'), fullPage: true });

    // Played by itself, a move at a time, until paused or stepped by hand; at the end, from the start.
    const stepNow = async () => Number(await page.getByTestId('replay-step').textContent());
    const play = page.getByTestId('replay-play');
    await page.getByTestId('replay-speed').selectOption('Fast');
    await play.click();
    await expect.poll(() => play.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(stepNow).toBeGreaterThanOrEqual(3);
    await play.click();
    await expect.poll(() => play.getAttribute('aria-pressed')).toBe('false');
    await page.getByLabel('Last move').click();
    await expect.poll(stepNow).toBe(last);
    expect(await play.textContent()).toContain('Play from the start');
    await play.click();
    await expect.poll(stepNow).toBeLessThan(3);
    await page.getByTestId('replay-next').click();
    await expect.poll(() => play.getAttribute('aria-pressed')).toBe('false');
    // And by keys: the arrows step, Home and End go to either end, the space bar plays.
    const here = await stepNow();
    await page.keyboard.press('ArrowRight');
    await expect.poll(stepNow).toBe(here + 1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(stepNow).toBe(here);
    await page.keyboard.press('End');
    await expect.poll(stepNow).toBe(last);
    await page.keyboard.press('Home');
    await expect.poll(stepNow).toBe(0);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press(' ');
    await expect.poll(() => play.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press(' ');
    await expect.poll(() => play.getAttribute('aria-pressed')).toBe('false');

    // Step by turn, then by one player's moves; the record to check at home is a download.
    await page.keyboard.press('Home');
    await page.getByTestId('replay-by').selectOption('turn');
    await page.getByTestId('replay-next').click();
    const firstTurn = await stepNow();
    await page.getByTestId('replay-next').click();
    expect(await stepNow()).toBeGreaterThan(firstTurn);
    expect(await page.getByTestId('replay-move').textContent()).toMatch(/Turn \d+/);
    await page.getByTestId('replay-by').selectOption('seat-3');
    await page.getByTestId('replay-next').click();
    await expect.poll(() => page.getByTestId('replay-move').textContent()).toMatch(/^random bot/);
    const download = page.waitForEvent('download');
    await page.getByTestId('replay-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cutthroat-[A-Za-z0-9_-]+\.json$/);
    await page.screenshot({ path: screenshotPath('replay-by-turn'), fullPage: true });

    // Back at the result: play again, with the same bots, in a new match.
    await page.goto(matchUrl);
    await page.getByTestId('play-again').click();
    await page.waitForURL((u) => /\/m\/[A-Za-z0-9_-]+$/.test(u.pathname) && u.href !== matchUrl);
    await untilOurMoveOrEnd(page);
    expect((await matchState(page)).seat).toBe('0');
    expect(await page.getByTestId('seat-3').textContent()).toContain('bot (random)');
    // The old table's chat says so, with a link that leads to the new match.
    const newUrl = page.url();
    await page.goto(matchUrl);
    const link = page.getByTestId('chat').getByTestId('chat-match-link');
    expect(await link.textContent()).toBe(new URL(newUrl).pathname);
    await link.click();
    await page.waitForURL(newUrl);
    await page.getByTestId('match').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('leaves a match in play: asked once more, then a bot plays the seat to the end, seen from it', async () => {
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/`);
    await page.getByTestId('player-name').fill('Bea');
    // Another person's seat without a clock: the form says what that means.
    expect(await page.getByTestId('no-clock-hint').count()).toBe(0);
    await page.getByTestId('seat-kind-1').selectOption('open');
    await page.getByTestId('no-clock-hint').waitFor();
    await page.getByTestId('clock-turn-based').check();
    expect(await page.getByTestId('no-clock-hint').count()).toBe(0);
    await page.getByTestId('clock-none').check();
    await page.getByTestId('seat-kind-1').selectOption('greedy');
    expect(await page.getByTestId('no-clock-hint').count()).toBe(0);
    await page.getByTestId('create-match').click();
    await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await untilOurMoveOrEnd(page);
    expect((await matchState(page)).seat).toBe('0');
    // Someone watching, in a browser of their own: the server tells them who left.
    const watcherContext = await personContext(suite.browser);
    const watcher = await watcherContext.newPage();
    const watcherErrors = pageErrors(watcher);
    await watcher.goto(`${page.url()}?watch`);
    await watcher.getByTestId('spectating').waitFor();
    await openMatchMenu(page);
    await page.getByTestId('leave').click();
    await page.getByTestId('leave-no').click();
    expect(await page.getByTestId('leave-confirm').count()).toBe(0);
    expect((await matchState(page)).seat).toBe('0');
    await openMatchMenu(page);
    await page.getByTestId('leave').click();
    await page.screenshot({ path: screenshotPath('leave-confirm') });
    await page.getByTestId('leave-yes').click();
    // The page still shows the match as her seat sees it, now played by a bot, with nothing to do.
    await page.getByTestId('handed-to-bot').waitFor();
    expect((await matchState(page)).seat).toBe('0');
    await watcher
      .getByTestId('log')
      .getByText('Bea left the table; a bot (greedy) plays Bea’s seat from now on.')
      .waitFor({ timeout: 10_000 });
    expect(watcherErrors).toEqual([]);
    await watcherContext.close();
    await page.locator('[data-testid="match"][data-over="true"]').waitFor();
    expect(await page.getByTestId('leave').count()).toBe(0);
    // The end screen is hers: her row of the ranking is marked.
    await page.getByTestId('end-screen').waitFor();
    expect(await page.getByTestId('ranking').locator('tr.is-me').count()).toBe(1);
    // A reload keeps her seat's view (its token shows it, acting for nobody).
    await page.reload();
    await page.getByTestId('handed-to-bot').waitFor();
    expect((await matchState(page)).seat).toBe('0');
    // Bea's seat is a bot's now, under her name.
    expect(await page.getByTestId('seat-0').textContent()).toContain('bot (greedy)');
    // Her log still tells why, once: the server keeps the seat's change for a page opened later.
    const left = page.getByTestId('log').getByText('Bea left the table; a bot (greedy) plays Bea’s seat from now on.');
    await left.waitFor({ state: 'attached' });
    expect(await left.count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
