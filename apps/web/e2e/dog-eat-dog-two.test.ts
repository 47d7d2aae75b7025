import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from '../../server/src/testing/client.js';
import {
  browserSuite,
  matchState,
  screenshotPath,
  suiteServerAndBrowser,
  untilPast,
  pageErrors,
  personContext,
} from './support.js';

/**
 * Ada (seat A, Georgia Horrific) and Bob (seat B, Substandard Oil, on a 390 px phone) with two bots, the
 * Old Boys Network on. The deck is fixed: the Zoning Commissioner (no Sealed Bids) is the starting
 * law; Ada starts owning the Tax Assessor, Bob the Labor Secretary. The seats joined without a seed,
 * so the match's secret alone deals: Ada rolls 3+6 from Pulpwood to the Bureau of Land
 * Mismanagement, Public Auction; she rolls the value of coal, which Bob holds too; at her payroll
 * Bob turns the Labor Secretary on her and a bribe war follows; Bob lands on Smog Harbor and draws.
 */
const SECRET = 'ded-two-58';
const DECK = [
  'RT07',
  'RT05',
  'RT03',
  'RT04',
  'RT08',
  'RT01',
  ...Array.from({ length: 40 }, (_, i) => `RT${String(i + 1).padStart(2, '0')}`),
];
const setup = {
  firstPlayer: 0,
  divisions: ['georgia-horrific', 'substandard-oil', 'we-steel', 'goo-pont'],
  deck: [...new Set(DECK)],
};
const ADA = 0;
const BOB = 1;
const EMBEZZLED = 5;

/** Click a button that sends one action and wait for the match to move past it (or refuse it). */
async function send(page: Page, button: Locator): Promise<void> {
  const { seq } = await matchState(page);
  await button.click();
  await untilPast(page, seq);
  const refused = page.getByTestId('refusal');
  if ((await refused.count()) > 0) throw new Error(`refused: ${await refused.textContent()}`);
}

/** Wait until `page` is asked the window `kind`. */
const asked = (page: Page, kind: string) =>
  page.locator(`[data-testid="reaction-prompt"][data-kind="${kind}"]`).waitFor({ timeout: 30_000 });

const prompt = (page: Page) => page.getByTestId('reaction-prompt');
const area = (page: Page) => page.getByTestId('action-area');

browserSuite('the browser client: Dog Eat Dog, two people and two bots', () => {
  const suite = suiteServerAndBrowser({ newSecret: () => SECRET });

  /** A person's seat taken over the API (no seed), and a browser that holds it. */
  async function seated(id: string, seat: number, name: string, viewport: { width: number; height: number }) {
    const player = await api<{ playerId: string; name: string; token: string }>(
      suite.server.url,
      'POST',
      '/api/players',
      {
        name,
      },
    );
    const joined = await api<{ seatToken: string }>(
      suite.server.url,
      'POST',
      `/api/matches/${id}/join`,
      { seat },
      player.body.token,
    );
    expect(joined.status).toBe(200);
    const context = await personContext(suite.browser, { viewport });
    await context.addInitScript(
      ([identity, key, ticket]) => {
        localStorage.setItem('cutthroat/player', identity);
        localStorage.setItem(key, ticket);
      },
      [
        JSON.stringify(player.body),
        `cutthroat/seat/${id}`,
        JSON.stringify({ seat, seatToken: joined.body.seatToken }),
      ] as const,
    );
    const page = await context.newPage();
    const errors = pageErrors(page);
    /** Every WebSocket frame this person's page receives, as text. */
    const frames: string[] = [];
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString())),
    );
    await page.goto(`${suite.server.url}/m/${id}`);
    await page.locator('[data-testid="connection"][data-state="open"]').waitFor();
    return { context, page, errors, frames };
  }

  it('an auction between them, a trade, a value one rolls and the other sells at, a bribe war; secrets stay secret', async () => {
    const created = await api<{ match: { id: string } }>(suite.server.url, 'POST', '/api/matches', {
      game: 'dog-eat-dog',
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', bot: 'heuristic' }, { kind: 'bot', bot: 'heuristic' }],
      // A clock for the windows' time left; the test server's deadlines never fire by themselves.
      clock: { mode: 'realtime', turnSeconds: 3600, reserveSeconds: 120, windowSeconds: 600, onTurnExpiry: 'bot' },
      options: { oldBoysNetwork: true },
      setup,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.match.id;
    const ada = await seated(id, ADA, 'Ada', { width: 1280, height: 900 });
    const bob = await seated(id, BOB, 'Bob', { width: 390, height: 844 });
    const a = ada.page;
    const b = bob.page;
    // A spectator whose page's timers run only when the test says (once paused, below): a piece's
    // walk, step by step.
    const watcher = await personContext(suite.browser, { viewport: { width: 1280, height: 900 } });
    await watcher.clock.install();
    const w = await watcher.newPage();
    const watchErrors = pageErrors(w);
    await w.goto(`${suite.server.url}/m/${id}?watch`);
    await w.getByTestId('space-12').getByTestId(`piece-${ADA}`).waitFor();
    // From here the page's clock stands still but for the test's runFor.
    await w.clock.pauseAt(Date.now() + 1000);
    await expect.poll(async () => (await matchState(a)).canAct).toBe(true);

    // --- A trade: Ada gives 1 timber for $7M of Bob's.
    await a.getByTestId('trade-partner').selectOption(String(BOB));
    await a.getByTestId('trade-give').selectOption({ label: '1 timber' });
    await a.getByTestId('trade-get').selectOption({ label: '$7M' });
    await a.getByTestId('trade-propose').click();
    await b.getByTestId('trade-accept').waitFor();
    expect(await b.getByTestId('trade-offer').textContent()).toContain('1 timber');
    await send(b, b.getByTestId('trade-accept'));
    await expect.poll(() => a.getByTestId('players').locator('tbody tr').nth(ADA).textContent()).toContain('$32M');

    // --- Ada embezzles, in secret: only her own page shows how much.
    // An amount is a stepper with what it leaves said live, not a button per amount.
    await a.getByTestId('number-embezzle').fill(String(EMBEZZLED));
    await expect
      .poll(() => a.getByTestId('live-embezzle').textContent())
      .toMatch(new RegExp(`^Embezzle \\$${EMBEZZLED}M.*leaves \\$\\d+M corporate.*taxes at the IRS: `));
    await send(a, area(a).getByTestId('act-embezzle'));
    await expect.poll(() => a.getByTestId('private').textContent()).toContain(`Swiss account: $${EMBEZZLED}M`);

    // --- Ada rolls to the Bureau of Land Mismanagement and opens a Public Auction of Square B.
    await send(a, area(a).getByTestId('act-roll'));
    // Her piece walks from Pulpwood (12) to the Bureau (1), one space a step (Board.tsx's STEP_MS, 160 ms).
    await expect.poll(() => w.getByTestId(`piece-${ADA}`).getAttribute('data-walking')).toBe('true');
    expect(await w.getByTestId('space-12').getByTestId(`piece-${ADA}`).count()).toBe(1);
    await w.clock.runFor(160);
    await w.getByTestId('space-13').getByTestId(`piece-${ADA}`).waitFor();
    await w.clock.runFor(160 * 8);
    await w.getByTestId('space-1').getByTestId(`piece-${ADA}`).waitFor();
    expect(await w.getByTestId(`piece-${ADA}`).getAttribute('data-walking')).toBe('false');
    await asked(a, 'choice');
    await send(a, prompt(a).getByRole('button', { name: 'Yes' }));
    await asked(a, 'acquire');
    // She picks B on the map (one tab stop, the arrow keys among the squares on offer, Enter to
    // pick): the answers narrow to B's, the way and the amount left to choose.
    expect(await a.locator('[data-testid="inner-map"] [tabindex="0"]').count()).toBe(1);
    await a.locator('[data-testid="inner-map"] [tabindex="0"]').focus();
    await a.keyboard.press('Home');
    while ((await a.evaluate(() => document.activeElement?.getAttribute('data-square'))) !== '1')
      await a.keyboard.press('ArrowRight');
    await a.keyboard.press('Enter');
    await prompt(a).getByTestId('picked-square').waitFor();
    expect(await a.getByTestId('square-1').getAttribute('aria-pressed')).toBe('true');
    const ways = await prompt(a).getByTestId('pick-acquire').locator('option').allTextContents();
    expect(ways.length).toBeGreaterThan(0);
    for (const t of ways) expect(t).toMatch(/ of B \(|for B \(/);
    await a.screenshot({ path: screenshotPath('ded-acquire-picked') });
    await prompt(a).getByTestId('pick-acquire').selectOption({ label: 'Public Auction of B (Gray wolves)' });
    await send(a, prompt(a).getByRole('button', { name: /^Public Auction of B \(.*opening at \$1M$/ }));
    // The bots bid $2M and $3M and pass; then Bob and Ada bid against each other.
    await asked(b, 'auction');
    await expect.poll(() => b.getByTestId('auction-lead').textContent()).toContain('leads with $3M');
    expect(await area(b).getByTestId('countdown').textContent()).toMatch(/^\d+:\d\d/);
    await b.screenshot({ path: screenshotPath('ded-auction-390') });
    await prompt(b)
      .getByTestId('amount-bid')
      .screenshot({ path: screenshotPath('ded-bid-stepper-390') });
    // Ada picks $4M, the least bid; Bob bids $4M first: her control stays, offering the new least.
    await prompt(a).getByTestId('more-bid').click();
    await prompt(a).getByTestId('less-bid').click();
    expect(await prompt(a).getByTestId('number-bid').inputValue()).toBe('4');
    const sendAt = await prompt(a).getByTestId('act-bid').boundingBox();
    await send(b, prompt(b).getByTestId('act-bid').first());
    await expect.poll(() => a.getByTestId('auction-lead').textContent()).toContain('Bob leads with $4M');
    await expect.poll(() => prompt(a).getByTestId('number-bid').inputValue()).toBe('5');
    expect(await prompt(a).getByTestId('live-bid').textContent()).toContain('$4M is not on offer now');
    expect(await prompt(a).getByTestId('act-bid').textContent()).toBe('Bid $5M');
    expect((await prompt(a).getByTestId('act-bid').boundingBox())?.y).toBe(sendAt?.y);
    await a.screenshot({ path: screenshotPath('ded-auction-desktop') });
    await send(a, prompt(a).getByTestId('act-bid').first());
    await expect.poll(() => b.getByTestId('auction-lead').textContent()).toContain('Ada leads with $5M');
    await send(b, prompt(b).getByTestId('act-bid').first());
    await expect.poll(() => a.getByTestId('auction-lead').textContent()).toContain('Bob leads with $6M');
    await send(a, prompt(a).getByTestId('act-pass'));
    await expect.poll(() => b.getByTestId('auction-lead').textContent()).toContain('You lead with $6M');
    await send(b, prompt(b).getByTestId('act-pass'));
    await a.getByTestId('log').getByText('Bob wins B (Gray wolves) at auction for $6M.').waitFor();
    expect(await a.getByTestId('square-1').getAttribute('aria-label')).toContain('controlled by Bob');

    // --- Sales: Ada rolls the value of coal; Bob sells his at it, during her turn.
    await send(a, area(a).getByRole('button', { name: 'Roll the market value of coal' }));
    await expect.poll(() => b.getByTestId('values').textContent()).toMatch(/coal \$\d+M/);
    const value = /coal (\$\d+M)/.exec((await b.getByTestId('values').textContent()) ?? '')![1]!;
    await send(b, area(b).getByRole('button', { name: 'Sell 1 coal', exact: true }));
    await a.getByTestId('log').getByText(`Bob sells 1 coal at ${value}.`).waitFor();
    await send(a, area(a).getByTestId('act-done'));

    // --- Payroll: Bob turns his Labor Secretary on Ada; she bribes him away; Bob gives up the war.
    await asked(b, 'trigger');
    await send(b, prompt(b).getByRole('button', { name: /^Use Labor Secretary/ }));
    await asked(a, 'war');
    expect(await a.getByTestId('war-lead').textContent()).toContain('Bob holds him now; the next attempt is yours');
    expect(await area(a).getByTestId('countdown').textContent()).toMatch(/^\d+:\d\d/);
    // Each offer says its odds: $10M succeeds on 2d6 <= 10, 33 rolls of 36.
    await prompt(a).getByTestId('number-bribe').fill('10');
    await expect
      .poll(() => prompt(a).getByTestId('live-bribe').textContent())
      .toContain('Bribe Labor Secretary Frances Scale with $10M: 92% to succeed (2d6 ≤ 10: 33 of 36 rolls)');
    await a.getByTestId('reaction-prompt').screenshot({ path: screenshotPath('ded-bribe-war-desktop') });
    await send(a, prompt(a).getByTestId('act-bribe'));
    await asked(b, 'war');
    expect(await b.getByTestId('war-lead').textContent()).toContain('Ada holds him now; the next attempt is yours');
    await b.screenshot({ path: screenshotPath('ded-bribe-war-390') });
    await send(b, prompt(b).getByTestId('act-pass'));
    await expect
      .poll(() => a.getByTestId('players').locator('tbody tr').nth(ADA).textContent())
      .toContain('Labor Secretary');
    // The log tells it: the round headed, what Bob's pass declined, payroll with its amount.
    const log = a.getByTestId('log');
    await log.getByText('Bob passes on the bribe war for Labor Secretary Frances Scale.').waitFor();
    expect(await log.getByTestId('log-round').first().textContent()).toBe('Round 1');
    expect(await log.textContent()).toMatch(/Ada pays \$\d+M payroll/);
    expect(await log.textContent()).not.toMatch(/passes\./);
    await log.screenshot({ path: screenshotPath('ded-log-desktop') });

    // --- The rest of Ada's turn; then Bob rolls onto Smog Harbor and draws a Corrupt Official.
    // At extraction her start square P is a button: picking it narrows the moves to P's.
    let picked = false;
    for (let i = 0; i < 4 && (await area(a).getByTestId('act-done').count()) > 0; i++) {
      if ((await a.getByTestId('table').getAttribute('data-phase')) === 'extraction') {
        await a.getByTestId('square-15').click();
        await expect.poll(() => area(a).textContent()).toContain('On P (Redwood trees).');
        const extracts = await area(a).getByTestId('act-extract').allTextContents();
        expect(extracts.length).toBeGreaterThan(0);
        for (const t of extracts) expect(t).toContain('from P (Redwood trees)');
        // Each says before it is made what it does to P: two units degrade it, one leaves it.
        expect(extracts.some((t) => t.endsWith('P degrades to Stage 2: damaged'))).toBe(true);
        expect(extracts.some((t) => t.endsWith('P stays at Stage 1: pristine'))).toBe(true);
        await area(a).screenshot({ path: screenshotPath('ded-extraction-desktop') });
        await a.getByTestId('board').screenshot({ path: screenshotPath('ded-square-picked-desktop') });
        await area(a).getByTestId('unpick').click();
        picked = true;
      }
      await send(a, area(a).getByTestId('act-done'));
    }
    expect(picked).toBe(true);
    await expect.poll(async () => (await matchState(b)).canAct, { timeout: 30_000 }).toBe(true);
    // Asked for reduced motion, the spectator's page puts Bob's piece on Smog Harbor (13) at once.
    await w.emulateMedia({ reducedMotion: 'reduce' });
    await send(b, area(b).getByTestId('act-roll'));
    await w.getByTestId('space-13').getByTestId(`piece-${BOB}`).waitFor();
    await asked(b, 'first-bribe');
    const card = prompt(b).getByTestId('red-tape-card');
    expect(await card.textContent()).toContain('Comptroller');
    await b.screenshot({ path: screenshotPath('ded-red-tape-390') });
    await send(b, prompt(b).getByTestId('act-pass'));

    // --- What Bob's browser was sent never held another's Swiss balance or embezzled amount.
    const messages = bob.frames.map((f) => JSON.parse(f) as Record<string, unknown>);
    const views = messages.flatMap((m) => (m['view'] ? [m['view'] as { game: Record<string, unknown> }] : []));
    expect(views.length).toBeGreaterThan(10);
    for (const v of views) {
      const g = v.game as {
        swiss: number | null;
        players: { swiss: number | null }[];
        breaches: { seat: number; amount: number | null }[];
      };
      expect(g.swiss, "Bob's own Swiss account").toBe(0);
      for (const p of g.players) expect(p.swiss).toBeNull();
      for (const breach of g.breaches) if (breach.seat !== BOB) expect(breach.amount).toBeNull();
    }
    const events = messages.flatMap((m) =>
      Array.isArray(m['events']) ? (m['events'] as Record<string, unknown>[]) : [],
    );
    expect(events.some((e) => e['type'] === 'embezzled' && e['seat'] === ADA)).toBe(true);
    for (const e of events)
      if (String(e['type']).startsWith('embezzle')) expect(Object.keys(e).sort()).toEqual(['seat', 'type']);
    // Ada's own page was told her Swiss balance.
    expect(ada.frames.some((f) => f.includes(`"swiss":${EMBEZZLED}`))).toBe(true);

    expect([...ada.errors, ...bob.errors]).toEqual([]);
    expect(watchErrors).toEqual([]);
    await watcher.close();
    await ada.context.close();
    await bob.context.close();
  });
});
