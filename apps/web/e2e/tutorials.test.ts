import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from '../../server/src/testing/client.js';
import {
  browserSuite,
  matchState,
  openPage,
  screenshotPath,
  suiteServerAndBrowser,
  untilOurMoveOrEnd,
  untilPast,
} from './support.js';

const ringed = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((el) => el.classList.contains('tutorial-ring'));

const stepOf = async (page: Page) => Number(await page.getByTestId('tutorial').getAttribute('data-step'));

browserSuite('the browser client: tutorials and undo', () => {
  const suite = suiteServerAndBrowser();

  it('completes the Arms Dealers interception tutorial, refusing a move the step does not ask for', async () => {
    // From the lobby's "Learn to play" to the game's list of tutorials.
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/`);
    await page.getByTestId('learn-arms-dealers').click();
    await page.getByTestId('tutorials').waitFor();
    await page.screenshot({ path: screenshotPath('learn-list'), fullPage: true });
    await page.getByTestId('tutorial-interception-evaded').click();
    await page.getByTestId('tutorial').waitFor();
    expect(await page.getByTestId('tutorial-text').textContent()).toContain('Lay France selling 3 Chemicals to Iran');
    expect(await ringed(page, 'deal-lay')).toBe(true);
    expect(await ringed(page, 'end-turn')).toBe(false);

    // Ending the turn is a legal move, but not this lesson's: refused, and nothing changes.
    await page.getByTestId('end-turn').click();
    await page.getByTestId('tutorial-refusal').waitFor();
    expect(await stepOf(page)).toBe(0);

    await page.getByTestId('deal-seller').selectOption('France');
    await page.getByTestId('deal-buyer').selectOption('Iran');
    await page.getByTestId('deal-weapon').selectOption('Chemical');
    await page.getByTestId('deal-count').selectOption('3');
    expect(await page.getByTestId('deal-profit').textContent()).toContain('$30');
    await page.screenshot({ path: screenshotPath('learn-arms-dealers-deal'), fullPage: true });
    await page.getByTestId('deal-lay').click();

    // Boris's CIA, as scripted: the evade prompt, the Staging Post ringed.
    await expect.poll(() => stepOf(page)).toBe(1);
    await page.getByTestId('reaction-prompt').waitFor();
    expect(await page.getByTestId('tutorial-log').textContent()).toContain('CIA');
    expect(await ringed(page, 'evade')).toBe(true);
    await page.screenshot({ path: screenshotPath('learn-arms-dealers-evade'), fullPage: true });
    await page.getByTestId('evade').click();

    await page.locator('[data-testid="tutorial"][data-done="true"]').waitFor();
    expect(await page.getByTestId('tutorial-text').textContent()).toContain('the deal survived and paid its $30');
    expect(await page.locator('.tutorial-ring').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('learn-arms-dealers-done'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('completes the Arms Dealers discard, trade and interception tutorials: a card discarded, one traded, a rival’s deal stopped', async () => {
    const { context, page, errors } = await openPage(
      suite.browser,
      `${suite.server.url}/learn/arms-dealers/discard-to-seven`,
    );
    await page.getByTestId('tutorial').waitFor();
    expect(await ringed(page, 'discard-chooser')).toBe(true);
    await page.locator('[data-testid="discard-card"]:has([data-face="Iraq"])').click();
    await page.getByTestId('discard-confirm').click();
    await expect.poll(() => stepOf(page)).toBe(1);
    // The deal built by clicking the cards of the hand.
    const card = (face: string) => page.locator(`[data-testid="hand-card"]:has([data-face="${face}"])`);
    await card('USA').click();
    // The deals the cards picked so far make, each with its profit, most profitable first.
    const picked = page.getByTestId('picked-deal');
    await picked.first().waitFor();
    for (const text of await picked.allTextContents()) expect(text).toMatch(/^USA sells .+\$\d+\.\d\d$/);
    await card('Angola').click();
    for (let i = 0; i < 3; i++) await card('Biological').first().click();
    expect(await page.getByTestId('deal-count').inputValue()).toBe('3');
    // USA (+10%) to Angola (-10%): 3 Biological weapons make the table's $45.
    expect(await page.locator('[data-testid="picked-deal"][aria-pressed="true"]').textContent()).toBe(
      'USA sells 3 Biological weapons to Angola$45.00',
    );
    await page.getByTestId('deal-builder').evaluate((el) => el.scrollIntoView());
    await page.screenshot({ path: screenshotPath('deal-picked-arms-dealers') });
    await page.getByTestId('deal-lay').click();
    await page.locator('[data-testid="tutorial"][data-done="true"]').waitFor();

    await page.goto(`${suite.server.url}/learn/arms-dealers/trade-for-a-card`);
    await page.getByTestId('tutorial').waitFor();
    expect(await ringed(page, 'trade-propose')).toBe(true);
    // The trade by the cards: the Missile of the hand given, a Chemical asked for.
    expect(await ringed(page, 'trade-pick-give')).toBe(true);
    await page.getByTestId('trade-pick-give').locator('[data-face="Missile"]').click();
    await page.getByTestId('trade-pick-want').locator('[data-chip="Chemical"]').click();
    expect(await page.getByTestId('trade-give').inputValue()).toBe('"Missile"');
    expect(await page.getByTestId('trade-propose').textContent()).toContain('Missile');
    await page.getByTestId('trade-propose').click();
    await expect.poll(() => stepOf(page)).toBe(1);
    await card('France').click();
    await card('Iran').click();
    expect(await page.getByTestId('deal-weapon').inputValue()).toBe('Chemical');
    await page.getByTestId('deal-count').selectOption('3');
    await page.getByTestId('deal-lay').click();
    await page.locator('[data-testid="tutorial"][data-done="true"]').waitFor();

    await page.goto(`${suite.server.url}/learn/arms-dealers/intercept-a-deal`);
    await page.getByTestId('tutorial').waitFor();
    expect(await ringed(page, 'end-turn')).toBe(true);
    await page.getByTestId('end-turn').click();
    await expect.poll(() => stepOf(page)).toBe(1);
    await page.getByTestId('reaction-prompt').waitFor();
    expect(await ringed(page, 'intercept')).toBe(true);
    await page.getByTestId('intercept').first().click();
    await page.locator('[data-testid="tutorial"][data-done="true"]').waitFor();
    expect(await page.getByTestId('tutorial-log').textContent()).toContain('destroyed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('completes the GoCaine Transport Example: the table sends the three moves of the path', async () => {
    const { context, page, errors } = await openPage(
      suite.browser,
      `${suite.server.url}/learn/gocaine/transport-example`,
      { width: 1280, height: 1000 },
    );
    await page.getByTestId('tutorial').waitFor();
    expect(await ringed(page, 'pt-F11')).toBe(true);
    await page.getByTestId('pt-F11').click();
    await page.getByTestId('move-from').click();
    await page.getByTestId('pt-C3').click();
    expect(await page.getByTestId('transport-cost').textContent()).toContain('Costs 3 movement units');
    expect(await ringed(page, 'transport-confirm')).toBe(true);
    await page.screenshot({ path: screenshotPath('learn-gocaine-transport'), fullPage: true });
    await page.getByTestId('transport-confirm').click();
    // The table asks before a choice commits the turn's action (docs/web.md).
    await page.getByTestId('confirm-yes').click();
    await page.locator('[data-testid="tutorial"][data-done="true"]').waitFor();
    expect(Number(await page.getByTestId('pt-C3').getAttribute('data-held'))).toBe(3);
    await page.screenshot({ path: screenshotPath('learn-gocaine-transport-done'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('completes the Dog Eat Dog Square A extraction: a hire, then Square A stripped to Stage 2', async () => {
    const { context, page, errors } = await openPage(
      suite.browser,
      `${suite.server.url}/learn/dog-eat-dog/square-a-extraction`,
      { width: 1280, height: 1000 },
    );
    await page.getByTestId('tutorial').waitFor();
    // Without the shell, the table draws its moves in place (web-kit's `Decision`).
    const area = page.getByTestId('tutorial');
    expect(await ringed(page, 'act-roll')).toBe(true);
    await area.getByTestId('act-roll').click();
    // Sales, Hiring (one worker: the stepper's first amount), Production.
    await expect.poll(() => stepOf(page)).toBe(1);
    expect(await ringed(page, 'act-done')).toBe(true);
    await area.getByTestId('act-done').click();
    await expect.poll(() => stepOf(page)).toBe(2);
    expect(await ringed(page, 'amount-hire')).toBe(true);
    // The stepper starts at its least amount: one worker.
    expect(await area.getByTestId('number-hire').inputValue()).toBe('1');
    await area.getByTestId('act-hire').click();
    await expect.poll(() => stepOf(page)).toBe(3);
    await area.getByTestId('act-done').click();
    await expect.poll(() => stepOf(page)).toBe(4);
    await area.getByTestId('act-done').click();
    await expect.poll(() => stepOf(page)).toBe(5);
    expect(await ringed(page, 'square-0')).toBe(true);
    expect(await ringed(page, 'group-extract')).toBe(true);
    // A smaller extraction is a legal move, but not this lesson's.
    await area
      .getByTestId('act-extract')
      .filter({ hasText: /^Extract coal from/ })
      .click();
    await page.getByTestId('tutorial-refusal').waitFor();
    expect(await stepOf(page)).toBe(5);
    await page.screenshot({ path: screenshotPath('learn-dog-eat-dog-extract'), fullPage: true });
    await area.getByTestId('act-extract').filter({ hasText: 'coal, iron, iron' }).click();
    await page.locator('[data-testid="tutorial"][data-done="true"]').waitFor();
    expect(await page.getByTestId('tutorial-text').textContent()).toContain('degraded at once to Stage 2');
    expect(await page.getByTestId('square-0').getAttribute('class')).toContain('ded-stage-2');
    await page.screenshot({ path: screenshotPath('learn-dog-eat-dog-done'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers Undo after a purchase in GoCaine, applies it, and not after the turn ends', async () => {
    const created = await api<{ match: { id: string } }>(suite.server.url, 'POST', '/api/matches', {
      game: 'gocaine',
      seats: [{ kind: 'open' }, { kind: 'bot', bot: 'random' }],
      clock: { mode: 'none' },
      setup: { firstPlayer: 0, players: [{ taskForceChips: 0 }, { taskForceChips: 0 }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { context, page, errors } = await openPage(
      suite.browser,
      `${suite.server.url}/m/${created.body.match.id}?seat=0`,
      { width: 1280, height: 1000 },
    );
    await page.getByTestId('join-name').fill('Ada');
    await page.getByTestId('take-seat-0').click();
    await untilOurMoveOrEnd(page);
    expect(await page.getByTestId('undo').count()).toBe(0);
    const send = async (testId: string, confirm = false) => {
      const { seq } = await matchState(page);
      await page.getByTestId(testId).click();
      if (confirm) await page.getByTestId('confirm-yes').click();
      await untilPast(page, seq);
    };
    // The first buy commits the turn's action, so the table asks first.
    await send('buy-cells', true);
    expect(await page.getByTestId('gc-cash-0').textContent()).toBe('$45M');
    await page.getByTestId('undo').waitFor();
    await page.screenshot({ path: screenshotPath('undo-offered'), fullPage: true });
    await send('undo');
    expect(await page.getByTestId('gc-cash-0').textContent()).toBe('$50M');
    expect(await page.getByTestId('undo').count()).toBe(0);
    await page.getByTestId('log').getByText('takes back their last move').waitFor();
    await send('no-action', true);
    await page.getByTestId('undo').waitFor();
    await send('end-turn');
    expect(await page.getByTestId('undo').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
