import { expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { browserSuite, matchState, openPage, screenshotPath, suiteServerAndBrowser } from './support.js';

/**
 * The lobby starts a game in one click: each game's presets say their length in minutes, "Play"
 * is in view on a 1366x768 screen without scrolling, and a click on it starts the preset's match
 * (you and bots, its options). The pictures of the games fit their frames.
 */
const GAMES = [
  { game: 'arms-dealers', quick: 3 },
  { game: 'gocaine', quick: 3 },
  { game: 'dog-eat-dog', quick: 4 },
] as const;

browserSuite('the browser client: the lobby’s presets', () => {
  const suite = suiteServerAndBrowser({ newSecret: () => 'web-e2e-lobby-presets' });

  for (const { game, quick } of GAMES) {
    it(`${game}: Quick, Standard and Full with minutes, and one click on “Play”`, async () => {
      const { context, page, errors } = await openPage(suite.browser, `${suite.server.url}/?game=${game}`, {
        width: 1366,
        height: 768,
      });
      await page.getByTestId('presets').waitFor();
      for (const name of ['quick', 'standard', 'full']) {
        expect(await page.getByTestId(`preset-${name}-minutes`).textContent()).toMatch(/^about \d+ minutes?$/);
      }
      // Standard is chosen; the play button is in view at once.
      expect(await page.getByTestId('preset-standard').locator('input').isChecked()).toBe(true);
      const play = await page.getByTestId('create-match').boundingBox();
      expect(play && play.y + play.height <= 768, '“Play” in view without scrolling').toBe(true);
      await page.screenshot({ path: screenshotPath(`lobby-${game}-1366x768`) });
      // Each picture of a game fits its frame: nothing drawn beyond it.
      const overflowing = await page
        .locator('.game-cards__picture')
        .evaluateAll((els) =>
          els
            .filter((el) => el.scrollHeight > el.clientHeight + 1)
            .map((el) => [el.scrollHeight, el.clientHeight, (el.firstChild as HTMLElement).style.zoom]),
        );
      expect(overflowing).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      // Quick fills in the form under "Custom": its players (and options).
      await page.getByTestId('preset-quick').click();
      await expect.poll(() => page.locator('[data-testid^="seat-kind-"]').count()).toBe(quick);
      await page.getByTestId('player-name').fill('Ada');
      await page.getByTestId('create-match').click();
      await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
      await page.getByTestId('match').waitFor();
      await expect.poll(async () => (await matchState(page)).seat).toBe('0');
      await expect.poll(() => page.locator('.seats > li').count()).toBe(quick);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
