import { parsePointName, type GoCaineFixture } from '@cutthroat/gocaine';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from '../../server/src/testing/client.js';
import {
  browserSuite,
  firstShown,
  matchState,
  openPage,
  screenshotPath,
  suiteServerAndBrowser,
  untilOurMoveOrEnd,
  untilPast,
} from './support.js';

const at = (name: string) => parsePointName(name)!;

/**
 * Seat A (the person) starts with cells on a smuggling route, Bolivia (F11) → Northern Colombia
 * (H9) → the Caribbean (H6) → the Southeast (H4), 4 mt in Bolivia and 2 mt in the Caribbean,
 * infrastructure level 3 and one Task Force chip. B holds A11 (2 mt of Peruvian product) and B12,
 * so a cell of A's on the corner A12 would be suicide; C's lone cell on the corner J1 is captured
 * when A deploys on J2, next to A's I1. The five bots owe a bank loan, so they buy nothing (no
 * influence, hence no Task Force chip to interdict the person's shipments).
 */
const fixture: GoCaineFixture = {
  firstPlayer: 0,
  players: [
    { cash: 100, infrastructure: 3, taskForceChips: 1, purchasedCells: 5 },
    ...Array.from({ length: 5 }, () => ({ cash: 5, taskForceChips: 0, loan: true })),
  ],
  cells: [
    { seat: 0, points: ['F11', 'H9', 'H6', 'H4', 'I1'].map(at) },
    { seat: 1, points: ['A11', 'B12'].map(at) },
    { seat: 2, points: [at('J1')] },
  ],
  shipments: [
    { point: at('F11'), tons: 4 },
    { point: at('H6'), tons: 2 },
    { point: at('A11'), tons: 2 },
  ],
};

const point = (page: Page, name: string) => page.getByTestId(`pt-${name}`);
const shipment = async (page: Page, name: string) => ({
  held: Number(await point(page, name).getAttribute('data-held')),
  moving: Number(await point(page, name).getAttribute('data-moving')),
  seat: Number(await point(page, name).getAttribute('data-seat')),
});

/** Click a button that sends one action, and wait for the match to move past it (or refuse it). */
async function send(page: Page, testId: string): Promise<void> {
  const { seq } = await matchState(page);
  await page.getByTestId(testId).click();
  await untilPast(page, seq);
  const refused = page.getByTestId('refusal');
  if ((await refused.count()) > 0) throw new Error(`refused: ${await refused.textContent()}`);
}

/** Wait for our turn (not a window): the bots play theirs. */
async function untilOurTurn(page: Page): Promise<void> {
  await untilOurMoveOrEnd(page, 60_000);
  const s = await matchState(page);
  expect(s.over).toBe(false);
  expect(s.window, 'no window is open for us').toBe('');
  await page.getByTestId('turn-buttons').waitFor();
}

browserSuite('the browser client: GoCaine, a person against five bots', () => {
  const suite = suiteServerAndBrowser({ newSecret: () => 'web-e2e-gocaine' });

  it('buys, deploys and kisses the ring, interdicts in a window, transports along a suggested path, and sells', async () => {
    const created = await api<{ match: { id: string } }>(suite.server.url, 'POST', '/api/matches', {
      game: 'gocaine',
      seats: [{ kind: 'open' }, ...Array.from({ length: 5 }, () => ({ kind: 'bot', bot: 'random' }))],
      clock: { mode: 'none' },
      setup: fixture,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.match.id;

    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/m/${id}?seat=0`, {
      width: 1280,
      height: 1000,
    });
    await page.getByTestId('join-name').fill('Ada');
    await page.getByTestId('take-seat-0').click();
    await page.getByTestId('match').waitFor();
    await untilOurTurn(page);
    expect(await page.getByTestId('status').textContent()).toContain('Round 1 · Your turn');
    expect(await page.getByTestId('gc-cash-0').textContent()).toBe('$100M');
    // The interdiction control is there, and enabled: we hold a chip and it is our turn.
    expect(await page.getByTestId('interdict').isEnabled()).toBe(true);

    // --- Turn 1: Build & Buy. Bolivian product comes in even tons: the stepper goes 2, 4...
    await point(page, 'F11').click();
    expect(await page.getByTestId('buy-tons-value').textContent()).toBe('2 mt');
    await page.getByTestId('buy-tons-plus').click();
    expect(await page.getByTestId('buy-tons-value').textContent()).toBe('4 mt');
    await page.getByTestId('buy-tons-minus').click();
    expect(await page.getByTestId('buy-product').textContent()).toBe('Buy 2 mt here for $5M');
    // The first buy chooses the turn's action: a confirm first; "No" sends nothing.
    await page.getByTestId('buy-product').click();
    expect(await page.getByTestId('confirm').textContent()).toContain(
      'This makes Build & Buy your action for this turn: no Transport or Sell until your next turn.',
    );
    await page.screenshot({ path: screenshotPath('gocaine-confirm'), fullPage: true });
    await page.getByTestId('confirm-no').click();
    expect(await page.getByTestId('confirm').count()).toBe(0);
    expect((await shipment(page, 'F11')).held).toBe(4);
    expect(await page.getByTestId('step-tracker').getAttribute('data-current')).toBe('action');
    await page.getByTestId('buy-product').click();
    await send(page, 'confirm-yes');
    await expect.poll(async () => (await shipment(page, 'F11')).held).toBe(6);
    await send(page, 'buy-cells');
    expect(await page.getByTestId('gc-cash-0').textContent()).toBe('$90M');
    await page.screenshot({ path: screenshotPath('gocaine-buy'), fullPage: true });
    await send(page, 'done');
    expect(await page.getByTestId('table').getAttribute('data-step')).toBe('deploy');

    // Deploying: why not on a taken intersection, why not on a suicide point, then a capture.
    await point(page, 'A11').click();
    expect(await page.getByTestId('deploy-why').textContent()).toContain('occupied by');
    await point(page, 'A12').click();
    expect(await page.getByTestId('deploy-why').textContent()).toContain(
      'Your cell would have no liberty there and captures nothing',
    );
    expect(await page.getByTestId('deploy').count()).toBe(0);
    await point(page, 'J2').click();
    await send(page, 'deploy');
    // The deployment captured C's cell on J1: Kiss The Ring there, or decline.
    await page.getByTestId('kiss').waitFor();
    expect(await page.getByTestId('table').getAttribute('data-step')).toBe('kiss');
    expect((await shipment(page, 'J1')).seat).toBe(-1);
    // The board marks what the move did: the cell placed, and where the captured one stood.
    expect(await point(page, 'J2').getAttribute('data-last')).toBe('placed');
    expect(await point(page, 'J1').getAttribute('data-last')).toBe('captured');
    await page.screenshot({ path: screenshotPath('gocaine-kiss'), fullPage: true });
    await send(page, `kiss-${at('J1')}`);
    expect((await shipment(page, 'J1')).seat).toBe(0);

    // --- B's turn begins: a window for our Task Force chip. Interdict Peru, where B has 2 mt.
    await untilOurMoveOrEnd(page);
    const prompt = page.locator('[data-testid="reaction-prompt"][data-kind="turn-start"]');
    await prompt.waitFor();
    // Only zones where a chip can hit a rival's shipment, with the odds: 2 mt is seized on 2-4, 6 in 36.
    expect(await prompt.getByTestId('interdict-PE').textContent()).toBe('Interdict Peru (up to 17% seized)');
    expect(await prompt.locator('button[data-testid^="interdict-"]').count()).toBe(1);
    expect(await prompt.textContent()).toContain('2 mt, 17% seized');
    await prompt.screenshot({ path: screenshotPath('gocaine-interdict') });
    await send(page, 'interdict-PE');
    const log = page.getByTestId('log');
    await log.getByText('launches a Task Force interdiction in Peru').waitFor();
    await log.getByText(/2 mt on A11 \(Peru\) rolls \d\+\d = \d+: (seized|safe)\./).waitFor();
    // No chip left: a pass is all we could give, and it is made for us without asking.
    await prompt.waitFor({ state: 'detached' });

    // --- Turn 2: Transport along the suggested path, 3 movement units.
    await untilOurTurn(page);
    expect(await page.getByTestId('status').textContent()).toContain('Round 2 · Your turn');
    expect(await page.getByTestId('interdict').isEnabled()).toBe(false);
    await point(page, 'F11').click();
    await page.getByTestId('move-from').click();
    await point(page, 'H4').click();
    expect(await page.getByTestId('transport-path').textContent()).toBe(
      'Suggested path: F11 (Bolivia) → H9 (Northern Colombia) → H6 (Caribbean) → H4 (Southeast)',
    );
    expect(await page.getByTestId('transport-cost').textContent()).toContain(
      'Costs 3 movement units; you have 3 left.',
    );
    expect(await page.getByTestId('move-tons-value').textContent()).toBe('6 mt');
    await page.getByTestId('gc-path').waitFor();
    await page.screenshot({ path: screenshotPath('gocaine-transport'), fullPage: true });
    await page.getByTestId('gc-board').screenshot({ path: screenshotPath('gocaine-board') });
    await page.getByTestId('transport-confirm').click();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('plan-note').getByText('Transport sent: 3 steps.').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('refusal').count()).toBe(0);
    // The 6 mt passed through the Caribbean without merging, and stopped in the Southeast.
    expect(await shipment(page, 'H4')).toEqual({ held: 6, moving: 0, seat: 0 });
    expect((await shipment(page, 'H6')).held).toBe(2);
    expect((await shipment(page, 'F11')).held).toBe(0);
    await log.getByText('moves 6 mt from H6 (Caribbean) to H4 (Southeast) (0 movement left)').waitFor();
    expect(await page.getByTestId('table').getAttribute('data-step')).toBe('deploy');
    // Concede asks first; we say no.
    await page.getByTestId('concede').click();
    await page.getByTestId('concede-confirm').waitFor();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await send(page, 'end-turn');

    // --- Turn 3: Sell the 6 mt in the Southeast at $20M a ton.
    await untilOurTurn(page);
    await point(page, 'H4').click();
    expect(await page.getByTestId('sell-tons-value').textContent()).toBe('6 mt');
    expect(await page.getByTestId('sell').textContent()).toBe('Sell 6 mt here for $120M');
    await page.getByTestId('sell').click();
    await send(page, 'confirm-yes');
    expect(await page.getByTestId('gc-cash-0').textContent()).toBe('$210M');
    await log.getByText('sells 6 mt on H4 (Southeast) for $120M').waitFor();
    await send(page, 'done');

    // The table at 360 px: one column, no sideways scrolling.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: screenshotPath('gocaine-360'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the GoCaine table fits 360 px without sideways scrolling').toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await send(page, 'end-turn');
    await untilOurTurn(page);
    expect(await page.getByTestId('status').textContent()).toContain('Round 4 · Your turn');
    await page.screenshot({ path: screenshotPath('gocaine-table'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a GoCaine match in the lobby against heuristic bots, plays it to its last round, and verifies it', async () => {
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/`, {
      width: 1280,
      height: 1000,
    });
    await page.getByTestId('player-name').fill('Grace');
    await page.getByTestId('game').selectOption('gocaine');
    await page.getByTestId('seat-count').selectOption('4');
    expect(await page.getByTestId('seat-kind-1').inputValue()).toBe('heuristic');
    // The options form is GoCaine's, from its schema: a points table that is not one is named, and nothing is sent.
    expect(await page.getByTestId('bot-list').textContent()).toContain('heuristic');
    await page.getByTestId('option-points').fill('10, x');
    await page.getByTestId('create-match').click();
    await page
      .getByTestId('options')
      .getByRole('alert')
      .getByText('Give a whole number from 0 to 1000, each, separated by commas.')
      .waitFor();
    await page.screenshot({ path: screenshotPath('lobby-gocaine'), fullPage: true });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('option-points').fill('');
    await page.getByTestId('option-roundLimit').fill('3');
    await page.getByTestId('create-match').click();
    await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await page.getByTestId('gc-board').waitFor();
    expect(await page.getByTestId('seat-1').textContent()).toContain('heuristic');
    // Pass every window and take no action on our turns, to the end of round 3.
    let moves = 0;
    for (; moves < 300; moves++) {
      await untilOurMoveOrEnd(page, 60_000);
      if ((await matchState(page)).over) break;
      const testId = await firstShown(page, ['pass', 'no-action', 'end-turn']);
      if (testId === 'no-action') {
        // Giving up the turn's action is confirmed first.
        await page.getByTestId('no-action').click();
        await send(page, 'confirm-yes');
      } else await send(page, testId);
    }
    expect((await matchState(page)).over).toBe(true);
    expect(moves).toBeGreaterThan(2);
    await page.getByTestId('end-screen').waitFor();
    await expect.poll(() => page.getByTestId('ranking').locator('tbody tr').count()).toBe(4);
    await page.locator('[data-testid="verify-result"][data-state="ok"]').waitFor({ timeout: 30_000 });
    // The replay steps back to the empty board.
    await page.getByTestId('replay-link').click();
    await page.getByTestId('replay').waitFor();
    await page.locator('[data-testid="verify-result"][data-state="ok"]').waitFor();
    await page.getByTestId('replay-slider').fill('0');
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toBe('0');
    expect(await page.locator('[data-testid="gc-board"] [data-seat]:not([data-seat="-1"])').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
