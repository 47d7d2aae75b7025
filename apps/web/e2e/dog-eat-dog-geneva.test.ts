import { expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import {
  botMatch,
  browserSuite,
  matchState,
  openPage,
  resizeTo,
  screenshotPath,
  suiteServerAndBrowser,
  takeSeat0,
  untilOurMoveOrEnd,
  untilPast,
} from './support.js';

/**
 * Geneva in a browser match: a whole match seldom lands a person there, so the match starts from a
 * position (docs/scenarios.md) in which Ada (W.E. Steel, seat 0) stands on Geneva in her Sales
 * phase with $20M corporate and $5M in Switzerland, no law making Swiss accounts public, against
 * three heuristic bots. She moves money both ways with the Geneva panel's own controls; the log
 * heads the turn the match began in (`openingText`), which no event tells.
 */
browserSuite('the browser client: Geneva in Dog Eat Dog', () => {
  const suite = suiteServerAndBrowser({ newSecret: () => 'web-e2e-ded-geneva' });

  it('moves money to Switzerland and home with the panel, which and the log then tell', async () => {
    const setup = {
      firstPlayer: 0,
      divisions: ['we-steel', 'goo-pont', 'georgia-horrific', 'substandard-oil'],
      position: {
        phase: 'sales',
        active: 0,
        laws: [],
        players: [{ space: 'geneva', corporate: 20, swiss: 5 }, {}, {}, {}],
      },
    };
    const id = await botMatch(suite.server.url, 'dog-eat-dog', 3, 'heuristic', setup);
    const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/m/${id}?seat=0`, {
      width: 1366,
      height: 768,
    });
    await takeSeat0(page, 'Ada');
    await untilOurMoveOrEnd(page, 60_000);
    const panel = page.getByTestId('geneva-panel');
    await panel.waitFor();
    const send = page.getByTestId('act-transfer');
    expect(await panel.textContent()).toContain(
      'move money between your corporate account ($20M) and your Swiss account ($5M), in secret. 2 of 2 transfers left this turn',
    );

    // To Switzerland: three steps up from $1M, then $12M typed; the button says what it leaves.
    await panel.getByRole('radio', { name: 'To Switzerland' }).check();
    for (let n = 0; n < 3; n++) await panel.getByRole('button', { name: 'More: Amount' }).click();
    expect(await send.textContent()).toBe('Move $4M to Switzerland: leaves $16M corporate and $9M in Switzerland');
    await page.getByTestId('geneva-amount-value').fill('12');
    expect(await send.textContent()).toBe('Move $12M to Switzerland: leaves $8M corporate and $17M in Switzerland');
    await panel.screenshot({ path: screenshotPath('ded-geneva-panel') });
    expect(await seriousViolations(page)).toEqual([]);
    let { seq } = await matchState(page);
    await send.click();
    await untilPast(page, seq, 60_000);

    // The panel and her own sheet show the new balances; the log tells the table, without the amount.
    await expect
      .poll(() => panel.textContent())
      .toContain('corporate account ($8M) and your Swiss account ($17M), in secret. 1 of 2 transfers left this turn');
    expect(await page.getByTestId('private').textContent()).toContain('Swiss account: $17M');
    const log = page.getByTestId('log');
    expect(await log.textContent()).toContain('Ada moves money at Geneva (how much, and which way, is secret).');
    expect(await log.textContent()).not.toContain('$12M');
    // The match began mid-turn, which no event tells: the log heads that turn and its round all the same.
    const first = log.getByTestId('log-turn').first();
    expect(await first.getByTestId('log-round').textContent()).toBe('Round 1');
    expect(await first.locator('.log__turn').textContent()).toBe("Ada's turn");
    expect(await first.textContent()).toContain('Ada moves money at Geneva');

    // Home: $2M back to the corporate account, the second and last transfer of the turn.
    await panel.getByRole('radio', { name: 'Home to corporate' }).check();
    await page.getByTestId('geneva-amount-value').fill('2');
    expect(await send.textContent()).toBe(
      'Move $2M to your corporate account: leaves $10M corporate and $15M in Switzerland',
    );
    ({ seq } = await matchState(page));
    await send.click();
    await untilPast(page, seq, 60_000);
    await expect.poll(() => panel.count()).toBe(0);
    expect(await page.getByTestId('geneva-done').textContent()).toContain('your 2 transfers this turn are made');
    expect(await page.getByTestId('private').textContent()).toContain('Swiss account: $15M');
    expect((await log.textContent())!.match(/Ada moves money at Geneva/g)).toHaveLength(2);
    await page.screenshot({ path: screenshotPath('ded-geneva-after-1366x768') });
    await resizeTo(page, { width: 390, height: 844 });
    await page.getByTestId('log').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('ded-geneva-after-390x844') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
