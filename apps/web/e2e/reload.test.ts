import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from '../../server/src/testing/client.js';
import {
  browserSuite,
  handFaces,
  matchState,
  openPage,
  pageErrors,
  personContext,
  suiteServerAndBrowser,
  untilOurMoveOrEnd,
} from './support.js';

/** What the table shows that a reload must restore: the hand, the seats' public facts, the piles. */
async function tableText(page: Page) {
  return {
    state: await matchState(page),
    hand: await handFaces(page),
    seats: await page.locator('[data-testid^="seat-"] .seat__facts').allTextContents(),
    deck: await page.getByTestId('deck').textContent(),
    discard: await page.getByTestId('discard-pile').textContent(),
    deal: await page.getByTestId('deal-on-table').textContent(),
    status: await page.getByTestId('status').textContent(),
    // Every move since the start: heard live before the reload, from the server's history after it.
    log: await page.getByTestId('log').locator('li').allTextContents(),
    logGap: await page.getByTestId('log-gap').count(),
  };
}

browserSuite('the browser client: reloads and spectators', () => {
  const suite = suiteServerAndBrowser();

  it('a reload mid-match restores the same table; a spectator sees no hand', async () => {
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/`);
    await page.getByTestId('player-name').fill('Grace');
    await page.getByTestId('seat-count').selectOption('3');
    await page.getByTestId('create-match').click();
    await page.waitForURL(/\/m\//);
    const url = page.url();

    // Play a few turns (end the turn, pass, discard), so the match is under way.
    for (let turns = 0; turns < 3;) {
      await untilOurMoveOrEnd(page);
      const { seq } = await matchState(page);
      if (await page.getByTestId('pass').count()) await page.getByTestId('pass').click();
      else if (await page.getByTestId('trade-decline').count()) await page.getByTestId('trade-decline').click();
      else if (await page.getByTestId('discard-chooser').count()) {
        const need = Number(/choose (\d+)/.exec((await page.getByTestId('discard-chooser').textContent()) ?? '')?.[1]);
        for (let i = 0; i < need; i++) await page.getByTestId('discard-card').nth(i).click();
        await page.getByTestId('discard-confirm').click();
      } else {
        await page.getByTestId('end-turn').click();
        turns++;
      }
      await page.waitForFunction(
        (s) => Number(document.querySelector<HTMLElement>('[data-testid="match"]')?.dataset['seq']) > s,
        seq,
      );
    }
    // Our move again: nothing changes until we act, so the table is the same before and after.
    await untilOurMoveOrEnd(page);
    expect((await matchState(page)).over).toBe(false);
    // Chat is kept by the server: the reloaded page and a late spectator still show what was said.
    await page.getByTestId('chat-input').fill('back in a second');
    await page.getByTestId('chat-input').press('Enter');
    await page.getByTestId('chat').getByText('back in a second').waitFor();
    const before = await tableText(page);
    expect(before.hand.length).toBeGreaterThan(0);
    expect(before.log.length).toBeGreaterThan(0);
    expect(before.logGap).toBe(0);

    await page.reload();
    await page.getByTestId('match').waitFor();
    await untilOurMoveOrEnd(page);
    const after = await tableText(page);
    expect(after).toEqual(before);
    expect(page.url()).toBe(url);
    // Once: the line it heard before the reload and the same line in the server's chat log are one.
    const chat = await page.getByTestId('chat').locator('li').allTextContents();
    expect(chat).toHaveLength(1);
    expect(chat[0]).toContain('Grace: back in a second');
    // The seat came back from the token kept in this browser: still seat A.
    expect(after.state.seat).toBe('0');

    // A spectator, in a browser of their own, sees the table but no hand and no moves to make.
    const watcherContext = await personContext(suite.browser, { viewport: { width: 360, height: 780 } });
    const watcher = await watcherContext.newPage();
    // Filled as the page runs: read at the end, not copied now.
    const watcherErrors = pageErrors(watcher);
    const frames: string[] = [];
    watcher.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        if (typeof f.payload === 'string') frames.push(f.payload);
      }),
    );
    // They find the match in the lobby's list of matches being played.
    await watcher.goto(`${suite.server.url}/`);
    await watcher.locator(`[data-testid="live-matches"] a[href="${new URL(url).pathname}?watch"]`).click();
    await watcher.waitForURL(`${url}?watch`);
    await watcher.getByTestId('match').waitFor();
    await watcher.getByTestId('spectating').waitFor();
    expect((await matchState(watcher)).seat).toBe('spectator');
    expect(await watcher.getByTestId('hand').count()).toBe(0);
    expect(await watcher.getByTestId('deal-builder').count()).toBe(0);
    expect(await watcher.getByTestId('trade-panel').count()).toBe(0);
    expect(await watcher.locator('[data-testid="match"] button.primary').count()).toBe(0);
    expect(await watcher.locator('[data-testid^="seat-"] .seat__facts').allTextContents()).toEqual(after.seats);
    await watcher.getByTestId('chat').getByText('back in a second').waitFor({ state: 'attached' });
    // The spectator mutes Grace: her line is hidden, in this browser only, also after a reload.
    await watcher.getByTestId('mute-seat:0').click();
    expect(await watcher.getByTestId('chat').count()).toBe(0);
    expect(await watcher.getByTestId('chat-muted').textContent()).toContain('1 line hidden');
    await watcher.reload();
    await watcher.getByTestId('chat-muted').waitFor();
    await watcher.getByTestId('unmute-seat:0').click();
    await watcher.getByTestId('chat').getByText('back in a second').waitFor({ state: 'attached' });
    expect(await watcher.getByTestId('chat-muted').count()).toBe(0);
    // The spectator talks to the other spectators: Grace's page never shows the line, though it
    // shows hers said after it.
    await watcher.getByTestId('chat-spectators').waitFor();
    await watcher.getByTestId('chat-input').fill('nice play');
    await watcher.getByTestId('chat-input').press('Enter');
    await watcher.getByTestId('chat').getByText('nice play').waitFor();
    await page.getByTestId('chat-input').fill('thanks?');
    await page.getByTestId('chat-input').press('Enter');
    await watcher.getByTestId('chat').getByText('thanks?').waitFor();
    // Grace's own line reaches her page on her socket, after the spectator's line would have if it
    // leaked (one socket delivers in order), so her list is read once her line is there.
    await page.getByTestId('chat').getByText('thanks?').waitFor();
    expect(await page.getByTestId('chat').locator('li').allTextContents()).toEqual([
      expect.stringContaining('Grace: back in a second'),
      expect.stringContaining('Grace: thanks?'),
    ]);
    // A spectator with an identity, Hal, talks under its name; the first spectator, who has none,
    // mutes him by that name. Grace still hears neither.
    const hal = await api<{ playerId: string; name: string; token: string }>(suite.server.url, 'POST', '/api/players', {
      name: 'Hal',
    });
    const halContext = await personContext(suite.browser);
    await halContext.addInitScript((identity) => {
      localStorage.setItem('cutthroat/player', JSON.stringify(identity));
    }, hal.body);
    const halPage = await halContext.newPage();
    const halErrors = pageErrors(halPage);
    await halPage.goto(`${url}?watch`);
    await halPage.getByTestId('chat-spectators').waitFor();
    await halPage.getByTestId('chat-input').fill('hi from Hal');
    await halPage.getByTestId('chat-input').press('Enter');
    const halLine = watcher.getByTestId('chat').locator('li', { hasText: 'hi from Hal' });
    await halLine.waitFor();
    expect(await halLine.textContent()).toContain('Hal (spectator): hi from Hal');
    // Hal's page offers to mute the first spectator's lines, never his own.
    await halPage.getByTestId('chat').getByText('nice play').waitFor();
    expect(await halPage.getByTestId('mute-spectator:spectator').count()).toBeGreaterThan(0);
    expect(await halPage.getByTestId('mute-spectator:Hal').count()).toBe(0);
    await watcher.getByTestId('mute-spectator:Hal').click();
    expect(await watcher.getByTestId('chat').getByText('hi from Hal').count()).toBe(0);
    expect(await watcher.getByTestId('chat-muted').textContent()).toContain('Hal (show)');
    expect(await page.getByTestId('chat').getByText('hi from Hal').count()).toBe(0);
    expect(halErrors).toEqual([]);
    await halContext.close();
    // The spectator's page never held a hand: not on screen, not in what the server sent.
    const handOnScreen = await watcher.evaluate(() => document.body.innerText.includes('Your hand'));
    expect(handOnScreen).toBe(false);
    const views = frames
      .map((f) => JSON.parse(f) as { type: string; view?: { game: { hand: unknown } } })
      .filter((m) => m.type === 'snapshot' || m.type === 'event');
    expect(views.length).toBeGreaterThan(0);
    expect(views.every((m) => m.view?.game.hand === null)).toBe(true);
    expect(errors).toEqual([]);
    expect(watcherErrors).toEqual([]);
    await watcherContext.close();
    await context.close();
  });
});
