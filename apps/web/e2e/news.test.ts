import { parsePointName, type GoCaineFixture } from '@cutthroat/gocaine';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { api, TestClient } from '../../server/src/testing/client.js';
import { browserSuite, openPage, resizeTo, screenshotPath, suiteServerAndBrowser } from './support.js';

const at = (name: string) => parsePointName(name)!;

/**
 * Ada (seat A, the browser) holds four 10 mt shipments in Bolivia; Ben (seat B, a scripted
 * client) holds a Task Force chip and moves first: he hits Bolivia as his turn begins.
 */
const fixture: GoCaineFixture = {
  firstPlayer: 1,
  players: [
    { cash: 10, taskForceChips: 0 },
    { cash: 50, taskForceChips: 1 },
  ],
  cells: [
    { seat: 0, points: ['F11', 'H11', 'E12', 'G12'].map(at) },
    { seat: 1, points: [at('B2')] },
  ],
  shipments: ['F11', 'H11', 'E12', 'G12'].map((p) => ({ point: at(p), tons: 10 })),
};

browserSuite('the browser client: news of a loss', () => {
  const suite = suiteServerAndBrowser({ newSecret: () => 'web-e2e-news' });

  let benToken: string | undefined;
  /** A match from `setup` with Ben (seat 1) joined by a scripted client: its id and Ben's seat token. */
  async function matchWithBen(setup: GoCaineFixture): Promise<{ id: string; seatToken: string }> {
    const created = await api<{ match: { id: string } }>(suite.server.url, 'POST', '/api/matches', {
      game: 'gocaine',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      clock: { mode: 'none' },
      setup,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.match.id;
    // One player Ben for the suite's matches.
    benToken ??= (await api<{ token: string }>(suite.server.url, 'POST', '/api/players', { name: 'Ben' })).body.token;
    const benSeat = await api<{ seatToken: string }>(
      suite.server.url,
      'POST',
      `/api/matches/${id}/join`,
      { seat: 1 },
      benToken,
    );
    expect(benSeat.status, JSON.stringify(benSeat.body)).toBe(200);
    return { id, seatToken: benSeat.body.seatToken };
  }

  /** Ben hits Bolivia with his Task Force as his turn begins. */
  async function benHitsBolivia(id: string, seatToken: string): Promise<TestClient> {
    const socket = await TestClient.connect(suite.server.url);
    const snap = await socket.hello(id, seatToken);
    const hit = snap.legal.find(
      (a) => (a as { type: string; zone?: string }).type === 'interdict' && (a as { zone?: string }).zone === 'BO',
    );
    expect(hit, JSON.stringify(snap.legal)).toBeDefined();
    expect(await socket.act(hit, snap.seq)).toMatchObject({ type: 'ack' });
    return socket;
  }

  /** Ben ends his turn with no action; the page has seen it. */
  async function benPasses(socket: TestClient, page: Page): Promise<void> {
    await socket.roundTrip();
    const next = socket.latest()!;
    const noAction = next.legal.find((a) => ['pass', 'no-action'].includes((a as { type: string }).type));
    expect(await socket.act(noAction, next.seq)).toMatchObject({ type: 'ack' });
    await page.locator(`[data-testid="match"][data-seq="${next.seq + 1}"]`).waitFor();
  }

  /** Ben ends his turn, step by step (no action, then the end of his turn), until the page may act. */
  async function benEndsTurn(socket: TestClient, page: Page): Promise<void> {
    for (let step = 0; step < 10; step++) {
      await socket.roundTrip();
      const next = socket.latest()!;
      const type = (a: unknown) => (a as { type: string }).type;
      const move = next.legal.find((a) => type(a) === 'end-turn') ?? next.legal.find((a) => type(a) === 'no-action');
      if (!move) break;
      expect(await socket.act(move, next.seq)).toMatchObject({ type: 'ack' });
      await page.locator(`[data-testid="match"][data-seq="${next.seq + 1}"]`).waitFor();
    }
    await page.locator('[data-testid="match"][data-can-act="true"][data-pending="false"]').waitFor();
  }

  it('a seizure by another’s Task Force is told in the decision area until dismissed, and logged', async () => {
    const { id, seatToken } = await matchWithBen(fixture);

    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/m/${id}?seat=0`, {
      width: 1366,
      height: 768,
    });
    await page.getByTestId('join-name').fill('Ada');
    await page.getByTestId('take-seat-0').click();
    await page.getByTestId('match').waitFor();

    // Ben interdicts Bolivia as his turn begins, then stops.
    const socket = await benHitsBolivia(id, seatToken);

    const news = page.getByTestId('action-area').getByTestId('news-item');
    await news.first().waitFor();
    const said = (await news.allTextContents()).join('\n');
    // Three of the four shipments are seized with this match's dice.
    expect(await news.count()).toBe(3);
    expect(said).toMatch(
      /^Ben’s Task Force seized your 10 mt on \w+ \(Bolivia\) with a roll of \d\+\d, total \d+: 10 mt lost, worth \$25M at Bolivia’s price\.OK/m,
    );
    await page.screenshot({ path: screenshotPath('news-gocaine-seizure-1366x768') });
    // The log keeps it too.
    expect(await page.getByTestId('log').textContent()).toContain('seized');

    // It stays while the game goes on (Ben passes his turn), until dismissed; dismissed, it stays
    // gone after a reload.
    await benPasses(socket, page);
    expect(await news.count()).toBe(3);
    await page.getByTestId('news-dismiss').first().click();
    expect(await news.count()).toBe(2);
    await page.getByTestId('news-dismiss-all').click();
    expect(await news.count()).toBe(0);
    await page.reload();
    await page.getByTestId('action-area').waitFor();
    await page.locator('[data-testid="connection"][data-state="open"]').waitFor();
    expect(await page.getByTestId('news-item').count()).toBe(0);
    socket.close();
    expect(errors).toEqual([]);
    await context.close();
  });
  it('many losses at once stay a bounded strip: the decision under it stays on screen', async () => {
    // Twelve shipments of 5 mt in Bolivia (72 cubes of the 75): more seized than the strip shows.
    const points = ['E10', 'F10', 'G10', 'E11', 'F11', 'G11', 'H11', 'I11', 'E12', 'F12', 'G12', 'H12'];
    const { id, seatToken } = await matchWithBen({
      ...fixture,
      cells: [{ seat: 0, points: points.map(at) }, fixture.cells![1]!],
      shipments: points.map((p) => ({ point: at(p), tons: 5 })),
    });
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/m/${id}?seat=0`, {
      width: 390,
      height: 844,
    });
    await page.getByTestId('join-name').fill('Ada');
    await page.getByTestId('take-seat-0').click();
    await page.getByTestId('match').waitFor();
    const socket = await benHitsBolivia(id, seatToken);
    await benEndsTurn(socket, page);

    const area = page.getByTestId('action-area');
    const items = area.getByTestId('news-item');
    const all = Number((await area.getByTestId('news-dismiss-all').textContent())!.match(/\d+/)![0]);
    expect(all).toBeGreaterThan(4);
    // The newest four in the strip, the rest counted.
    expect(await items.count()).toBe(4);
    expect(await area.getByTestId('news-more').textContent()).toBe(`${all - 4} more in the log`);
    for (const size of [
      { width: 390, height: 844 },
      { width: 1366, height: 850 },
    ]) {
      await resizeTo(page, size);
      // As the shell shows a new decision: the area's top, the area in view.
      await area.evaluate((el) => {
        el.scrollTop = 0;
        el.scrollIntoView({ block: 'nearest' });
      });
      const seen = await page.evaluate(() => {
        const q = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
        const a = q('action-area');
        const list = document.querySelector<HTMLElement>('[data-testid="news-list"]')!;
        const control = document.querySelector('[data-testid="decision"] button')!.getBoundingClientRect();
        return {
          bottom: Math.min(a.bottom, window.innerHeight),
          top: Math.max(a.top, 0),
          control: { top: control.top, bottom: control.bottom },
          list: { height: list.clientHeight, scrolls: list.scrollHeight > list.clientHeight },
        };
      });
      await page.screenshot({ path: screenshotPath(`news-many-${size.width}x${size.height}`) });
      // The news scrolls within its strip, and the decision's first control is on screen with it.
      expect(seen.list.scrolls, JSON.stringify(seen)).toBe(true);
      expect(seen.control.top, JSON.stringify(seen)).toBeGreaterThanOrEqual(seen.top);
      expect(seen.control.bottom, JSON.stringify(seen)).toBeLessThanOrEqual(seen.bottom);
      expect(await seriousViolations(page)).toEqual([]);
    }
    // Dismissed at once, all of them.
    await area.getByTestId('news-dismiss-all').click();
    expect(await items.count()).toBe(0);
    socket.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
