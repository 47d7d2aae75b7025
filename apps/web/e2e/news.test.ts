import { parsePointName, type GoCaineFixture } from '@cutthroat/gocaine';
import { expect, it } from 'vitest';
import { api, TestClient } from '../../server/src/testing/client.js';
import { browserSuite, openPage, screenshotPath, suiteServerAndBrowser } from './support.js';

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

  it('a seizure by another’s Task Force is told in the decision area until dismissed, and logged', async () => {
    const created = await api<{ match: { id: string } }>(suite.server.url, 'POST', '/api/matches', {
      game: 'gocaine',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      clock: { mode: 'none' },
      setup: fixture,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.match.id;
    const ben = await api<{ token: string }>(suite.server.url, 'POST', '/api/players', { name: 'Ben' });
    const benSeat = await api<{ seatToken: string }>(
      suite.server.url,
      'POST',
      `/api/matches/${id}/join`,
      { seat: 1 },
      ben.body.token,
    );
    expect(benSeat.status).toBe(200);

    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/m/${id}?seat=0`, {
      width: 1366,
      height: 768,
    });
    await page.getByTestId('join-name').fill('Ada');
    await page.getByTestId('take-seat-0').click();
    await page.getByTestId('match').waitFor();

    // Ben interdicts Bolivia as his turn begins, then stops.
    const socket = await TestClient.connect(suite.server.url);
    const snap = await socket.hello(id, benSeat.body.seatToken);
    const hit = snap.legal.find(
      (a) => (a as { type: string; zone?: string }).type === 'interdict' && (a as { zone?: string }).zone === 'BO',
    );
    expect(hit, JSON.stringify(snap.legal)).toBeDefined();
    expect(await socket.act(hit, snap.seq)).toMatchObject({ type: 'ack' });

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
    await socket.roundTrip();
    const next = socket.latest()!;
    const noAction = next.legal.find((a) => ['pass', 'no-action'].includes((a as { type: string }).type));
    expect(await socket.act(noAction, next.seq)).toMatchObject({ type: 'ack' });
    await page.locator(`[data-testid="match"][data-seq="${next.seq + 1}"]`).waitFor();
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
});
