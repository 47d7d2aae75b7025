import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from '../../server/src/testing/client.js';
import {
  browserSuite,
  matchState,
  pageErrors,
  personContext,
  screenshotPath,
  suiteServerAndBrowser,
} from './support.js';

/**
 * A person trades with bots, in Dog Eat Dog and in Arms Dealers, from fixed setups: an offer the
 * bot gains by is accepted; one it does not is countered with its own terms, or declined with its
 * reason, in the log; a counter-offer comes to the person's decision box, where she answers it or
 * edits its terms and sends them back.
 */
browserSuite('the browser client: trading with bots', () => {
  const suite = suiteServerAndBrowser({ newSecret: () => 'trade-bots' });

  /** A match with Ada at seat 0 and bots elsewhere; Ada's page, joined over the API. */
  async function ada(body: Record<string, unknown>) {
    const created = await api<{ match: { id: string } }>(suite.server.url, 'POST', '/api/matches', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.match.id;
    const player = await api<{ playerId: string; name: string; token: string }>(
      suite.server.url,
      'POST',
      '/api/players',
      { name: 'Ada' },
    );
    const joined = await api<{ seatToken: string }>(
      suite.server.url,
      'POST',
      `/api/matches/${id}/join`,
      { seat: 0 },
      player.body.token,
    );
    expect(joined.status).toBe(200);
    const context = await personContext(suite.browser, { viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ([identity, key, ticket]) => {
        localStorage.setItem('cutthroat/player', identity);
        localStorage.setItem(key, ticket);
      },
      [
        JSON.stringify(player.body),
        `cutthroat/seat/${id}`,
        JSON.stringify({ seat: 0, seatToken: joined.body.seatToken }),
      ] as const,
    );
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${suite.server.url}/m/${id}`);
    await page.locator('[data-testid="connection"][data-state="open"]').waitFor();
    return { page, errors, context };
  }

  /** Open "Write other terms" in the trade panel, once the panel offers it. */
  async function write(page: Page) {
    const form = page.getByTestId('trade-write');
    await form.waitFor({ timeout: 30_000 });
    if (!(await form.evaluate((d) => (d as HTMLDetailsElement).open))) await form.locator('summary').click();
    return form;
  }

  const logHas = (page: Page, text: string) =>
    expect.poll(async () => (await page.getByTestId('log').textContent()) ?? '', { timeout: 30_000 }).toContain(text);

  it('Dog Eat Dog: coal sold to a bot, a counter-offer, and a decline with its reason', async () => {
    const { page, errors, context } = await ada({
      game: 'dog-eat-dog',
      seats: [{ kind: 'open' }, { kind: 'bot', bot: 'heuristic' }, { kind: 'bot', bot: 'heuristic' }],
      options: {},
      // Ada (Georgia Horrific) holds a coal she cannot use; W.E. Steel (seat 1) is short of it.
      setup: { firstPlayer: 0, divisions: ['georgia-horrific', 'we-steel', 'goo-pont'] },
    });
    await expect.poll(async () => (await matchState(page)).canAct, { timeout: 30_000 }).toBe(true);

    // An offer it gains by: 1 coal for $10M (it values coal at the Marketplace's $12M).
    let form = await write(page);
    await form.getByTestId('trade-terms-partner').selectOption('1');
    await form.getByTestId('trade-give-coal').fill('1');
    await form.getByTestId('trade-get-money').fill('10');
    expect(await form.getByTestId('trade-terms-check').textContent()).toContain('can accept this');
    await form.getByTestId('trade-send').click();
    await logHas(page, 'accepts the trade');

    // One it does not: $5M for its only iron. It counters with the price it would take.
    form = await write(page);
    await form.getByTestId('trade-terms-partner').selectOption('1');
    await form.getByTestId('trade-give-money').fill('5');
    await form.getByTestId('trade-get-iron').fill('1');
    await form.getByTestId('trade-send').click();
    const answer = page.getByTestId('action-area').getByTestId('offer-answer');
    await answer.waitFor({ timeout: 30_000 });
    const countered = (await answer.getByTestId('trade-offer').textContent()) ?? '';
    expect(countered).toContain('(a counter-offer)');
    expect(countered).toContain('1 iron');

    // Ada edits its terms down to $8M and sends them back: it never counters a counter, and says why.
    await answer.locator('.trade-counter summary').click();
    await answer.getByTestId('trade-give-money').fill('8');
    await answer.getByTestId('trade-send').click();
    await logHas(page, 'declines the trade (keeps iron: it needs it for steel)');
    // The negotiation is one line of the log, its offers under it.
    expect(await page.getByTestId('log-negotiation').count()).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Arms Dealers: a card for a bot’s, a counter-offer accepted, and "does not hold one"', async () => {
    const { page, errors, context } = await ada({
      game: 'arms-dealers',
      seats: [{ kind: 'open' }, { kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }],
      options: { offersPerTurn: 5 },
      setup: {
        firstPlayer: 0,
        hands: [
          ['USA', 'CIA', 'Missile', 'Nuclear'],
          ['India', 'Chemical', 'FBI'],
          ['UK', 'Iran'],
        ],
        deck: ['Biological'],
      },
    });
    await expect.poll(async () => (await matchState(page)).canAct, { timeout: 30_000 }).toBe(true);

    // USA for its FBI: a seller makes its Chemical deal with India, so it accepts.
    let form = await write(page);
    await form.getByTestId('trade-terms-partner').selectOption('1');
    await form.getByTestId('trade-give-card').selectOption('USA');
    await form.getByTestId('trade-want-FBI').check();
    expect(await form.getByTestId('trade-terms-check').textContent()).toContain('hands are secret');
    // The hand's cards pick the card given too; the select follows.
    await form.getByTestId('trade-give-pick').locator('[data-face="Missile"]').click();
    expect(await form.getByTestId('trade-give-card').inputValue()).toBe('Missile');
    await form.getByTestId('trade-give-pick').locator('[data-face="USA"]').click();
    await form.screenshot({ path: screenshotPath('trade-arms-dealers-written') });
    await form.getByTestId('trade-send').click();
    await logHas(page, 'accepts the trade');

    // Missile for the USA it now needs: it counters with the card it would rather give, Chemical.
    form = await write(page);
    await form.getByTestId('trade-terms-partner').selectOption('1');
    await form.getByTestId('trade-give-card').selectOption('Missile');
    await form.getByTestId('trade-want-USA').check();
    await form.getByTestId('trade-send').click();
    const answer = page.getByTestId('action-area').getByTestId('offer-answer');
    await answer.waitFor({ timeout: 30_000 });
    expect(await answer.getByTestId('trade-offer').textContent()).toContain('give Chemical for Missile');
    const { seq } = await matchState(page);
    await answer.getByTestId('trade-accept').click();
    await expect.poll(async () => (await matchState(page)).seq).toBeGreaterThan(seq);

    // CIA for a Conventional it does not hold: declined, saying only that.
    form = await write(page);
    await form.getByTestId('trade-terms-partner').selectOption('1');
    await form.getByTestId('trade-give-card').selectOption('CIA');
    await form.getByTestId('trade-want-Conventional').check();
    await form.getByTestId('trade-send').click();
    await logHas(page, 'declines the trade (does not hold one)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
