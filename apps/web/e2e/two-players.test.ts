import {
  armsDealers,
  canSellTo,
  dealProfit,
  faceOf,
  formatMoney,
  isAgency,
  isBuyer,
  isSeller,
  isWeapon,
  type Face,
} from '@cutthroat/arms-dealers';
import { setupMatch } from '@cutthroat/engine';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api, TestClient } from '../../server/src/testing/client.js';
import {
  browserSuite,
  fakeNotifications,
  handFaces,
  matchState,
  notesShown,
  openPage,
  pageErrors,
  personContext,
  screenshotPath,
  setHidden,
  suiteServerAndBrowser,
  openMatchMenu,
} from './support.js';

interface Table {
  secret: string;
  setup: { firstPlayer: number; hands: Face[][]; deck: Face[] };
  dealer: number;
  other: number;
  deal: { seller: Face; buyer: Face; weapon: Face; held: number };
  give: Face;
  want: Face;
  agency: Face;
}

/**
 * A two-player table where the first player can lay a deal, has a spare card to trade for one the
 * other holds, and the other holds an interception. The match `setup` fixes these hands; the
 * secret is chosen so that its own shuffle deals the very same hands and first draw, so the table
 * is the same whether or not the server applies the setup.
 */
function findTable(): Table {
  for (let i = 0; i < 100_000; i++) {
    const secret = `web-e2e-two-players-${i}`;
    const s = setupMatch(armsDealers, { game: 'arms-dealers', players: 2, secret });
    if (!s.ok) throw new Error(s.error.message);
    const G = s.value.G;
    const dealer = G.active;
    const other = 1 - dealer;
    const mine = G.hands[dealer]!.map(faceOf);
    const theirs = G.hands[other]!.map(faceOf);
    const seller = mine.find(isSeller);
    const buyer = mine.find((f) => isBuyer(f) && seller !== undefined && canSellTo(seller, f));
    const weapon = mine.find(isWeapon);
    const agency = theirs.find(isAgency);
    if (!seller || !buyer || !weapon || !agency || G.phase !== 'deal') continue;
    const give = mine.find((f) => f !== seller && f !== buyer && f !== weapon);
    const want = theirs.find((f) => f !== agency && f !== give && !mine.includes(f));
    if (!give || !want) continue;
    const before = [mine.slice(0, -1), theirs];
    const hands: Face[][] = [];
    hands[dealer] = before[0]!;
    hands[other] = before[1]!;
    return {
      secret,
      setup: { firstPlayer: dealer, hands, deck: [mine.at(-1)!] },
      dealer,
      other,
      deal: { seller, buyer, weapon, held: mine.filter((f) => f === weapon).length },
      give,
      want,
      agency,
    };
  }
  throw new Error('no suitable table found');
}

const key = (face: Face) => JSON.stringify(face);

/** The seconds a countdown's `h:mm:ss` text shows (NaN for any other text). */
function hms(text: string | null): number {
  const parts = (text ?? '').split(':');
  if (parts.length !== 3) return Number.NaN;
  const [h, m, s] = parts.map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
}

browserSuite('the browser client: two people at one table', () => {
  const table = findTable();
  const suite = suiteServerAndBrowser({ newSecret: () => table.secret });

  /** A person's page at the seat's invite link, seated, with the errors it will have collected. */
  async function sitDown(
    seat: number,
    name: string,
    id: string,
    clockAheadMs = 0,
  ): Promise<{ page: Page; errors: string[] }> {
    const url = `${suite.server.url}/m/${id}?seat=${seat}`;
    const { page, errors } = await openPage(suite.browser, url, undefined, clockAheadMs);
    await page.getByTestId('join-name').fill(name);
    await page.getByTestId(`take-seat-${seat}`).click();
    await page.getByTestId('match').waitFor();
    return { page, errors };
  }

  it('one proposes a trade the other accepts; one lays a deal the other intercepts; the evade prompt counts down', async () => {
    // A real-time clock, so that windows have deadlines; the harness fires none unless asked.
    const created = await api<{ match: { id: string } }>(suite.server.url, 'POST', '/api/matches', {
      game: 'arms-dealers',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      options: { offersPerTurn: 3 },
      clock: { mode: 'realtime', turnSeconds: 3600, reserveSeconds: 120, windowSeconds: 600, onTurnExpiry: 'bot' },
      setup: table.setup,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.match.id;

    const { page: dealer, errors: dealerErrors } = await sitDown(table.dealer, 'Alice', id);
    // While the second seat is open, the first sees the invite link for it.
    await dealer.getByTestId(`invite-${table.other}`).waitFor();
    // Bob's computer's clock is two hours fast; his countdowns go by the server's clock all the same.
    const { page: other, errors: otherErrors } = await sitDown(table.other, 'Bob', id, 2 * 3600_000);

    // The seat not to play shows its clock reserve; the acting one its countdown instead: the hour
    // of the turn and the 2 minutes of the reserve, less the seconds this test has taken, and not
    // two hours off. It reads 1:02:00 for the turn's first second, which a poll of one second (the
    // default) could see throughout on a busy machine; a few seconds over 1:02:00 are allowed for
    // the estimate of the server's clock.
    await dealer.getByTestId(`seat-${table.other}`).getByText('reserve 2:00').waitFor();
    const aliceClock = other.getByTestId(`seat-${table.dealer}`).getByTestId('countdown');
    await expect
      .poll(async () => hms(await aliceClock.textContent()), { timeout: 10_000 })
      .toSatisfy((seconds: number) => seconds >= 3600 && seconds <= 3720 + 10);

    // Chat reaches the other player, with the sender's name.
    await dealer.getByTestId('chat-input').fill('Good luck, Bob');
    await dealer.getByTestId('chat-input').press('Enter');
    await other.getByTestId('chat').getByText('Good luck, Bob').waitFor();
    expect(await other.getByTestId('chat').textContent()).toContain('Alice: Good luck, Bob');

    // The trade: Alice offers her spare card for one Bob holds; Bob sees it with its clock and accepts.
    await dealer.getByTestId('trade-propose').waitFor();
    await other.getByTestId('hand').waitFor();
    const [aliceBefore, bobBefore] = [await handFaces(dealer), await handFaces(other)];
    expect(await dealer.getByTestId('trade-partner').locator('option').count()).toBe(1);
    await dealer.getByTestId('trade-give').selectOption(key(table.give));
    await dealer.getByTestId('trade-want').selectOption(key(table.want));
    await dealer.getByTestId('trade-propose').click();
    await other.getByTestId('trade-accept').waitFor();
    const offer = await other.getByTestId('trade-offer').textContent();
    expect(offer).toContain(`give ${table.give} for ${table.want}`);
    expect(await other.getByTestId('trade-panel').getByTestId('countdown').textContent()).toMatch(/^\d+:\d\d/);
    await other.getByTestId('trade-accept').click();
    await dealer.locator(`[data-testid="hand"] [data-face="${table.want}"]`).waitFor();
    await dealer.getByTestId('log').getByText('trade:').first().waitFor();
    await other.getByTestId('log').getByText('trade:').first().waitFor();
    const swap = (hand: string[], out: Face, into: Face) => {
      const rest = [...hand];
      rest.splice(rest.indexOf(out), 1);
      return [...rest, into].sort();
    };
    expect(await handFaces(dealer)).toEqual(swap(aliceBefore, table.give, table.want));
    expect(await handFaces(other)).toEqual(swap(bobBefore, table.want, table.give));

    // The deal builder explains an illegal choice with the rules' own reasons, then lays a legal deal.
    const { seller, buyer, weapon, held } = table.deal;
    await dealer.getByTestId('deal-seller').selectOption(seller);
    await dealer.getByTestId('deal-buyer').selectOption(buyer);
    await dealer.getByTestId('deal-weapon').selectOption(weapon);
    if (held < 5) {
      await dealer.getByTestId('deal-count').selectOption('5');
      expect(await dealer.getByTestId('deal-reason').textContent()).toContain(`this deal needs 5`);
      expect(await dealer.getByTestId('deal-lay').count()).toBe(0);
    }
    await dealer.getByTestId('deal-count').selectOption('1');
    const profit = dealProfit({ seller, buyer, weapon, count: 1 } as Parameters<typeof dealProfit>[0]);
    expect(await dealer.getByTestId('deal-profit').textContent()).toContain(formatMoney(profit));
    await dealer.getByTestId('deal-lay').click();

    // Bob may intercept: the prompt shows the deal, in the action area that counts down.
    const intercept = other.locator('[data-testid="reaction-prompt"][data-kind="intercept"]');
    await intercept.waitFor();
    expect(await other.getByTestId('action-area').getByTestId('countdown').textContent()).toMatch(/^\d+:\d\d/);
    expect(await intercept.getByTestId('pass').textContent()).toBe('Let the deal through');
    await intercept.getByRole('button', { name: `Intercept with ${table.agency}` }).click();

    // Alice may evade: the prompt and its countdown appear.
    const evade = dealer.locator('[data-testid="reaction-prompt"][data-kind="evade"]');
    await evade.waitFor();
    const countdown = dealer.getByTestId('action-area').getByTestId('countdown');
    expect(await countdown.textContent()).toMatch(/^\d+:\d\d/);
    const dueAt = Number(await countdown.getAttribute('data-due-at'));
    expect(dueAt).toBeGreaterThan(Date.now());
    expect(await dealer.getByTestId('interceptions').locator(`[data-face="${table.agency}"]`).count()).toBe(1);
    await dealer.screenshot({ path: screenshotPath('evade-prompt'), fullPage: true });
    await evade.getByTestId('pass').click();
    await dealer.getByTestId('log').getByText('intercepted and destroyed').waitFor();
    await other.getByTestId('log').getByText('intercepted and destroyed').waitFor();
    expect(await dealer.getByTestId('reaction-prompt').count()).toBe(0);
    expect(await handFaces(other)).not.toContain(table.agency);
    expect(dealerErrors).toEqual([]);
    expect(otherErrors).toEqual([]);
  });

  /**
   * The seat of `seatToken` (which is to act) moves over a socket of its own until it is not to
   * act any more: its turn's end, or a window on its deal, where the other seat answers.
   */
  async function movesUntilTheOtherIsToAct(id: string, seatToken: string): Promise<void> {
    const socket = await TestClient.connect(suite.server.url);
    let snap: { seq: number; legal: readonly unknown[] } = await socket.hello(id, seatToken);
    for (let moves = 0; moves < 30 && snap.legal.length > 0; moves++) {
      const legal = snap.legal as { type: string }[];
      expect(await socket.act(legal.find((a) => a.type === 'end-turn') ?? legal[0], snap.seq)).toMatchObject({
        type: 'ack',
      });
      // The state the action led to: its event came with its acknowledgement, or before it.
      snap = socket.latest()!;
    }
    expect(snap.legal).toEqual([]);
    socket.close();
  }

  it('tells a player whose tab is in the background that it is their move, once they asked', async () => {
    // The fixed setup fixes who deals first: the players' seat seeds change a deal from the secret.
    const created = await api<{ match: { id: string } }>(suite.server.url, 'POST', '/api/matches', {
      game: 'arms-dealers',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      setup: table.setup,
    });
    const id = created.body.match.id;
    // Alice plays over a socket of her own; Bob in a browser whose notifications and whose tab's
    // visibility the test holds (Playwright's headless Chromium shows no notification).
    const alice = await api<{ token: string }>(suite.server.url, 'POST', '/api/players', { name: 'Alice' });
    const seated = await api<{ seatToken: string }>(
      suite.server.url,
      'POST',
      `/api/matches/${id}/join`,
      { seat: table.dealer },
      alice.body.token,
    );
    const context = await personContext(suite.browser);
    await fakeNotifications(context);
    const bob = await context.newPage();
    const errors = pageErrors(bob);
    await bob.goto(`${suite.server.url}/m/${id}?seat=${table.other}`);
    await bob.getByTestId('join-name').fill('Bob');
    await bob.getByTestId(`take-seat-${table.other}`).click();
    await bob.getByTestId('match').waitFor();
    await openMatchMenu(bob);
    await bob.getByTestId('notify-toggle').check();
    expect(await bob.getByTestId('notify-toggle').isChecked()).toBe(true);
    await expect.poll(async () => (await matchState(bob)).seq).toBeGreaterThanOrEqual(0);
    expect((await matchState(bob)).canAct).toBe(false);
    await setHidden(bob, true);

    await movesUntilTheOtherIsToAct(id, seated.body.seatToken);
    await expect.poll(async () => (await matchState(bob)).canAct).toBe(true);
    await expect
      .poll(() => notesShown(bob))
      .toEqual([{ title: 'Your move', body: 'Arms Dealers · Cutthroat', tag: `move-${id}` }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a player whose lobby is in the background that one more of their matches waits for them', async () => {
    const alice = await api<{ token: string }>(suite.server.url, 'POST', '/api/players', { name: 'Alice' });
    const bob = await api<{ playerId: string; name: string; token: string }>(suite.server.url, 'POST', '/api/players', {
      name: 'Bob',
    });
    const created = await api<{ match: { id: string } }>(suite.server.url, 'POST', '/api/matches', {
      game: 'arms-dealers',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      setup: table.setup,
    });
    const id = created.body.match.id;
    const join = (seat: number, token: string) =>
      api<{ seatToken: string }>(suite.server.url, 'POST', `/api/matches/${id}/join`, { seat }, token);
    const aliceSeat = await join(table.dealer, alice.body.token);
    await join(table.other, bob.body.token);

    // Bob's lobby, his identity in the browser; the test moves its clock to its next look at his
    // matches (every 15 s).
    const context = await personContext(suite.browser);
    await fakeNotifications(context);
    await context.addInitScript(
      (identity) => localStorage.setItem('cutthroat/player', JSON.stringify(identity)),
      bob.body,
    );
    await context.clock.install();
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${suite.server.url}/`);
    const line = page.getByTestId('my-matches').locator('li', { has: page.locator(`a[href="/m/${id}"]`) });
    await expect.poll(() => line.textContent()).toContain('in play, not your move');
    await page.getByTestId('notify-toggle').check();
    await setHidden(page, true);

    await movesUntilTheOtherIsToAct(id, aliceSeat.body.seatToken);
    await page.clock.fastForward(15_000);
    // ": your move", not the "in play, not your move" it said before the look.
    await expect.poll(() => line.textContent()).toContain(': your move');
    await expect
      .poll(() => notesShown(page))
      .toEqual([{ title: 'Your move', body: '1 match waits for you · Cutthroat', tag: 'lobby' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  /** A new person's lobby, after they made a match of the form's defaults (which gave them an identity). */
  async function backInTheLobbyWithAMatch(name: string) {
    const opened = await openPage(suite.browser, `${suite.server.url}/`);
    const { page } = opened;
    await page.getByTestId('player-name').fill(name);
    await page.getByTestId('create-match').click();
    await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    const id = page.url().split('/m/')[1]!;
    await page.goto(`${suite.server.url}/`);
    return { ...opened, id };
  }

  it("takes a person's identity to another device by its link, and to no browser that has its own", async () => {
    const { context, page, errors, id } = await backInTheLobbyWithAMatch('Erin');
    await page.getByTestId('another-device-toggle').click();
    const link = await page.getByTestId('identity-link').locator('input').inputValue();
    expect(link).toMatch(new RegExp(`^${suite.server.url}/#identity=`));

    // Erin's phone: the link makes it Erin, with her matches; the token leaves the address bar.
    const phone = await openPage(suite.browser, link);
    await expect.poll(() => phone.page.getByTestId('linked-identity').getAttribute('data-outcome')).toBe('adopted');
    expect(await phone.page.getByTestId('identity-name').textContent()).toBe('Erin');
    await phone.page.getByTestId('my-matches').locator(`a[href="/m/${id}"]`).waitFor();
    expect(new URL(phone.page.url()).hash).toBe('');

    // Someone else's browser, with an identity of its own, keeps it; the link comes to a tab
    // already on the lobby.
    const finn = await api<{ playerId: string; name: string; token: string }>(
      suite.server.url,
      'POST',
      '/api/players',
      {
        name: 'Finn',
      },
    );
    const otherContext = await personContext(suite.browser);
    await otherContext.addInitScript((v) => localStorage.setItem('cutthroat/player', JSON.stringify(v)), finn.body);
    const other = { context: otherContext, page: await otherContext.newPage(), errors: [] as string[] };
    other.errors = pageErrors(other.page);
    await other.page.goto(`${suite.server.url}/`);
    expect(await other.page.getByTestId('identity-name').textContent()).toBe('Finn');
    await other.page.goto(link);
    await expect.poll(() => other.page.getByTestId('linked-identity').getAttribute('data-outcome')).toBe('kept');
    expect(await other.page.getByTestId('identity-name').textContent()).toBe('Finn');
    // A link whose token the server does not know is refused, and changes nothing.
    await other.page.goto(`${suite.server.url}/#identity=${'x'.repeat(43)}`);
    await expect.poll(() => other.page.getByTestId('linked-identity').getAttribute('data-outcome')).toBe('refused');
    expect(await other.page.getByTestId('identity-name').textContent()).toBe('Finn');

    expect([...errors, ...phone.errors]).toEqual([]);
    // The one the browser logs itself: the server's 401 to the unknown token.
    expect(other.errors).toEqual([expect.stringContaining('status of 401 (Unauthorized)')]);
    for (const c of [context, phone.context, other.context]) await c.close();
  });

  it('makes a new link for an identity whose link went astray: the devices that opened the old one lose it', async () => {
    const { context, page, errors, id } = await backInTheLobbyWithAMatch('Gus');
    await page.getByTestId('another-device-toggle').click();
    const identityLinkOf = (p: typeof page) => p.getByTestId('identity-link').locator('input').inputValue();
    const oldLink = await identityLinkOf(page);
    // The link went to a stranger, who plays Gus's seat with it.
    const stranger = await openPage(suite.browser, oldLink);
    await expect.poll(() => stranger.page.getByTestId('linked-identity').getAttribute('data-outcome')).toBe('adopted');
    await stranger.page.goto(`${suite.server.url}/m/${id}`);
    await stranger.page.locator('[data-testid="connection"][data-state="open"]').waitFor();
    await expect.poll(() => stranger.page.getByTestId('match').getAttribute('data-seat')).toBe('0');
    // Gus has a second tab of the lobby open, and a third at the table (with his seat's token).
    const secondTab = await context.newPage();
    const secondErrors = pageErrors(secondTab);
    await secondTab.goto(`${suite.server.url}/`);
    await secondTab.getByTestId('another-device-toggle').click();
    const tableTab = await context.newPage();
    const tableErrors = pageErrors(tableTab);
    await tableTab.goto(`${suite.server.url}/m/${id}`);
    await tableTab.locator('[data-testid="connection"][data-state="open"]').waitFor();

    await page.getByTestId('new-link').click();
    await page.getByTestId('new-link-confirm').click();
    await page.getByTestId('new-link-done').waitFor();
    const newLink = await identityLinkOf(page);
    expect(newLink).not.toBe(oldLink);
    expect(newLink).toMatch(new RegExp(`^${suite.server.url}/#identity=`));
    // The other tab follows; the seat tokens this browser kept are gone with the old token.
    await expect.poll(() => identityLinkOf(secondTab)).toBe(newLink);
    expect(await page.evaluate((k) => localStorage.getItem(k), `cutthroat/seat/${id}`)).toBeNull();

    // The stranger's table closes and says why; their lobby no longer knows them as Gus.
    const closed = stranger.page.locator('[data-testid="connection"][data-state="closed"]');
    await closed.waitFor();
    expect(await closed.textContent()).toContain('was replaced');
    await stranger.page.goto(`${suite.server.url}/`);
    await expect.poll(() => stranger.page.getByTestId('my-matches-error').textContent()).toContain('not known');

    // Gus's table closed too (its seat token went with the old one), and says why; reloaded, it
    // plays on with the new token.
    await tableTab.locator('[data-testid="connection"][data-state="closed"]').waitFor();
    await tableTab.getByTestId('reload').click();
    await tableTab.locator('[data-testid="connection"][data-state="open"]').waitFor();
    await expect.poll(() => tableTab.getByTestId('match').getAttribute('data-seat')).toBe('0');

    expect([...errors, ...secondErrors, ...tableErrors]).toEqual([]);
    // What the stranger's browser logs itself: the server's 401 to the replaced token.
    expect(new Set(stranger.errors)).toEqual(new Set([expect.stringContaining('status of 401 (Unauthorized)')]));
    for (const c of [context, stranger.context]) await c.close();
  });

  it('renames a person in the lobby: the seats taken from then on bear the new name, the old one keeps its own', async () => {
    const { page, errors, id: first } = await backInTheLobbyWithAMatch('Dora');
    await page.getByTestId('rename').click();
    await page.getByTestId('rename-input').fill('   ');
    expect(await page.getByTestId('rename-save').isDisabled()).toBe(true);
    await page.getByTestId('rename-input').fill('Dora M.');
    await page.getByTestId('rename-save').click();
    await expect.poll(() => page.getByTestId('identity-name').textContent()).toBe('Dora M.');
    // Kept in the browser, as the server has it.
    await page.reload();
    expect(await page.getByTestId('identity-name').textContent()).toBe('Dora M.');
    // The lobby fits a 360 px phone without sideways scrolling, the rename form open too.
    await page.setViewportSize({ width: 360, height: 780 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow(), 'the lobby fits 360 px').toBeLessThanOrEqual(0);
    await page.getByTestId('rename').click();
    expect(await overflow(), 'the rename form fits 360 px').toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('another-device-toggle').click();
    expect(await overflow(), "the identity's link fits 360 px").toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('create-match').click();
    await page.waitForURL((url) => url.pathname.startsWith('/m/') && !url.pathname.endsWith(first));
    const second = page.url().split('/m/')[1]!;
    const seatName = async (id: string) =>
      (await api<{ seats: { name: string | null }[] }>(suite.server.url, 'GET', `/api/matches/${id}`)).body.seats[0]!
        .name;
    expect(await seatName(first)).toBe('Dora');
    expect(await seatName(second)).toBe('Dora M.');
    expect(errors).toEqual([]);
  });

  it("shows the lobby's times by the server's clock to a person whose computer's clock is off", async () => {
    const created = await api<{ match: { id: string } }>(suite.server.url, 'POST', '/api/matches', {
      game: 'arms-dealers',
      seats: [{ kind: 'open' }, { kind: 'open' }],
    });
    expect(created.status).toBe(201);
    // Three hours fast: by the browser's own clock the match was made three hours ago.
    const { page, errors } = await openPage(suite.browser, `${suite.server.url}/`, undefined, 3 * 3600_000);
    // The page runs under the server's Content-Security-Policy (docs/server/deployment.md): a script, style or
    // connection it refused would be a console error, and \`errors\` would hold it.
    const served = await page.request.get(`${suite.server.url}/`);
    expect(served.headers()['content-security-policy']).toContain("default-src 'self'");
    const line = page
      .getByTestId('open-matches')
      .locator('li', { has: page.locator(`a[href="/m/${created.body.match.id}"]`) });
    await line.waitFor();
    expect(await line.textContent()).toContain('(just now)');
    expect(errors).toEqual([]);
  });
});
