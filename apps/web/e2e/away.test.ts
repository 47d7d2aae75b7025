import { AWAY_HOURS } from '@cutthroat/protocol';
import { expect, it } from 'vitest';
import { browserSuite, matchState, openPage, suiteServerAndBrowser, untilOurMoveOrEnd } from './support.js';

/** The server's clock, moved by the test: nothing here waits for real hours. */
let clock = 1_750_000_000_000;

browserSuite('the browser client: a player who went away, in a match without a clock', () => {
  const suite = suiteServerAndBrowser({ now: () => clock });

  it(`hands their seat to a bot once the match has waited ${AWAY_HOURS} hours, not before`, async () => {
    const started = clock;
    const ann = await openPage(suite.browser, `${suite.server.url}/`);
    await ann.page.getByTestId('player-name').fill('Ann');
    await ann.page.getByTestId('seat-kind-1').selectOption('open');
    for (const seat of [2, 3]) await ann.page.getByTestId(`seat-kind-${seat}`).selectOption('greedy');
    // By invitation only: Ben comes by the link, and the lobby lists the match to nobody.
    await ann.page.getByTestId('invite-only').check();
    await ann.page.getByTestId('create-match').click();
    await ann.page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    const url = ann.page.url();
    await ann.page.getByTestId('listing').getByText('By invitation only').waitFor();
    const ben = await openPage(suite.browser, `${suite.server.url}/`);
    await ben.page.getByText('No match is waiting for players').waitFor();
    await ben.page.goto(`${url}?seat=1`);
    await ben.page.getByTestId('join-name').fill('Ben');
    await ben.page.getByTestId('take-seat-1').click();
    await ben.page.getByTestId('match').waitFor();

    // Whoever the match waits for goes away (closes the page); the other one stays.
    const pages = [ann, ben];
    const waiting = await Promise.race(pages.map((p, seat) => untilOurMoveOrEnd(p.page).then(() => seat)));
    const [away, present] = [pages[waiting]!, pages[1 - waiting]!];
    expect((await matchState(away.page)).over).toBe(false);
    await away.context.close();
    const seat = present.page.getByTestId(`seat-${waiting}`);
    await seat.getByText('offline').waitFor();

    clock = started + 5 * 3_600_000;
    await present.page.getByTestId(`replace-${waiting}`).click();
    await present.page.getByTestId(`replace-${waiting}-yes`).click();
    const refusal = present.page.getByRole('alert');
    await refusal.getByText(`once the match has waited ${AWAY_HOURS} hours`).waitFor();
    expect(await seat.textContent()).toContain('offline');

    clock = started + AWAY_HOURS * 3_600_000;
    await present.page.getByTestId(`replace-${waiting}`).click();
    await present.page.getByTestId(`replace-${waiting}-yes`).click();
    await seat.getByText('bot (greedy)').waitFor();
    expect(await present.page.getByTestId(`replace-${waiting}`).count()).toBe(0);
    // The only error in the page is the refused request's, as the browser logs a 409.
    expect(present.errors.filter((e) => !e.includes('409'))).toEqual([]);
    await present.context.close();
  });
});
