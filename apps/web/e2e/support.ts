import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { ServerOptions } from '../../server/src/server.js';
import { api } from '../../server/src/testing/client.js';
import { testServer } from '../../server/src/testing/harness.js';

/**
 * Browser tests drive Debian's Chromium through playwright-core against a real server started in
 * this process, serving the built client (apps/web/dist; `npm test` builds it first).
 */
export const CHROMIUM = '/usr/bin/chromium';
export const WEB_DIR = fileURLToPath(new URL('../dist', import.meta.url));
/** Screenshots land here (git-ignored). */
export const SHOTS = fileURLToPath(new URL('../../../test-results/web', import.meta.url));

const missing = !existsSync(CHROMIUM);
if (missing && process.env['CI'] === 'true') {
  throw new Error(`${CHROMIUM} is missing, and CI=true: the browser tests must run in CI (.ci/run installs chromium)`);
}
if (missing) {
  console.warn(
    `skipped: ${CHROMIUM} is missing, so the browser tests do not run (apt-get install chromium to run them)`,
  );
}

/** A describe block that is skipped, and says so in its name, when there is no Chromium. */
export function browserSuite(name: string, body: () => void): void {
  describe.skipIf(missing)(missing ? `${name} (skipped: ${CHROMIUM} is missing)` : name, body);
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export async function webServer(opts: Partial<Omit<ServerOptions, 'config'>> = {}) {
  if (!existsSync(join(WEB_DIR, 'index.html'))) {
    throw new Error(`${WEB_DIR} is not built: run "npm run build -w @cutthroat/web" (npm test does)`);
  }
  return testServer({ webDir: WEB_DIR }, { allowFixtures: true, ...opts });
}

export type WebServer = Awaited<ReturnType<typeof webServer>>;

/**
 * A server and a browser for a suite: started before its first test, closed after its last. Read
 * them inside the tests (they do not exist yet while the suite is being declared).
 */
export function suiteServerAndBrowser(opts: Partial<Omit<ServerOptions, 'config'>> = {}): {
  readonly server: WebServer;
  readonly browser: Browser;
} {
  const held: { server?: WebServer; browser?: Browser } = {};
  beforeAll(async () => {
    held.server = await webServer(opts);
    held.browser = await launch();
  });
  afterAll(async () => {
    await held.browser?.close();
    await held.server?.cleanup();
  });
  const started = <T>(what: T | undefined, name: string): T => {
    if (what === undefined) throw new Error(`the suite's ${name} is not started yet`);
    return what;
  };
  return {
    get server() {
      return started(held.server, 'server');
    },
    get browser() {
      return started(held.browser, 'browser');
    },
  };
}

/**
 * Counted across the people of a test file (a module of its own in each file's worker), so every
 * run of the file gives each browser the same random numbers: with the test server's counted
 * secrets (testing/harness.ts), every match of the file is dealt the same cards each run.
 */
let people = 0;

/**
 * A browser context (one person) whose `crypto.getRandomValues` is a seeded sequence, so the seat
 * seeds it gives (apps/web/src/net/fairness.ts) and the tokens it makes are the same every run.
 * Test-only by construction: it lives in the test's own browser, as any client may choose its own
 * seat seed; the server's secret, the other half of a deal, stays out of any client's reach. The
 * sequence's position is kept in the page's storage, so a reload goes on from where it was rather
 * than repeating a seed or a token.
 */
export async function personContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(seededRandomValues, `person-${people++}`);
  return context;
}

/** Runs in the page: replaces `crypto.getRandomValues` by a counter-based hash of `seed`. */
function seededRandomValues(seed: string): void {
  const KEY = 'e2e/random-draws';
  let base = 0x811c9dc5; // FNV-1a of the seed, its offset basis and prime
  for (let i = 0; i < seed.length; i++) base = Math.imul(base ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  let draws = 0;
  try {
    draws = Number(localStorage.getItem(KEY) ?? '0') || 0;
  } catch {
    // An opaque origin (about:blank) has no storage: it starts from 0.
  }
  // splitmix32 of (seed, draw number): the n-th byte is the same whatever came before it.
  const byte = (n: number): number => {
    let z = (base + Math.imul(n, 0x9e3779b9)) >>> 0;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) & 0xff;
  };
  const fill = <T extends ArrayBufferView | null>(array: T): T => {
    if (array === null) return array;
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = byte(draws++);
    try {
      localStorage.setItem(KEY, String(draws));
    } catch {
      // As above.
    }
    return array;
  };
  Object.defineProperty(crypto, 'getRandomValues', { value: fill, configurable: true });
}

/**
 * A page in a browser context of its own (one person), opened at `url`, its errors collected.
 * `clockAheadMs`: the person's computer's clock is that far ahead of the server's (behind if
 * negative), and runs on from there.
 */
export async function openPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
  clockAheadMs = 0,
) {
  const context = await personContext(browser, { viewport });
  if (clockAheadMs !== 0) await context.clock.install({ time: Date.now() + clockAheadMs });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto(url);
  return { context, page, errors };
}

export function screenshotPath(name: string): string {
  mkdirSync(SHOTS, { recursive: true });
  return join(SHOTS, `${name}.png`);
}

/** Collect what goes wrong inside the page, so a test can insist that nothing did. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** The match screen's own state, as its root element publishes it for tests. */
export async function matchState(page: Page) {
  return page.getByTestId('match').evaluate((el: HTMLElement) => ({
    seq: Number(el.dataset['seq']),
    canAct: el.dataset['canAct'] === 'true',
    pending: el.dataset['pending'] === 'true',
    over: el.dataset['over'] === 'true',
    seat: el.dataset['seat'],
    window: el.dataset['window'],
  }));
}

/** Wait until we may act (our move, nothing in flight) or the match is over. */
export async function untilOurMoveOrEnd(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const m = document.querySelector<HTMLElement>('[data-testid="match"]');
      return (
        !!m && (m.dataset['over'] === 'true' || (m.dataset['canAct'] === 'true' && m.dataset['pending'] === 'false'))
      );
    },
    undefined,
    { timeout },
  );
}

/** Wait until the match moves past `seq`, ends, or our move is refused. */
export async function untilPast(page: Page, seq: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (s) => {
      const m = document.querySelector<HTMLElement>('[data-testid="match"]');
      return (
        !!m &&
        (Number(m.dataset['seq']) > s ||
          m.dataset['over'] === 'true' ||
          !!document.querySelector('[data-testid="refusal"]'))
      );
    },
    seq,
    { timeout },
  );
}

/** The faces in our hand, sorted. */
export async function handFaces(page: Page): Promise<string[]> {
  const faces = await page
    .locator('[data-testid="hand"] [data-face], [data-testid="discard-chooser"] [data-face]')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['face'] ?? ''));
  return faces.sort();
}

/**
 * Notifications the test can read, and a tab whose visibility the test sets, in every page of the
 * context: headless Chromium shows no notification and its tabs are always visible. The page's
 * `Notification` grants permission when asked; `notesShown(page)` reads what it was told to show,
 * `setHidden(page, true)` puts the tab in the background.
 */
export async function fakeNotifications(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { notes: unknown[]; visibility: string; Notification: unknown };
    w.notes = [];
    w.visibility = 'visible';
    class FakeNotification {
      static permission = 'default';
      static requestPermission = async () => (FakeNotification.permission = 'granted');
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string; tag?: string }) {
        w.notes.push({ title, ...options });
      }
      close() {}
    }
    w.Notification = FakeNotification;
    Object.defineProperty(document, 'visibilityState', { get: () => w.visibility });
  });
}

export const notesShown = (page: Page): Promise<unknown[]> =>
  page.evaluate(() => (window as unknown as { notes: unknown[] }).notes);

export const setHidden = (page: Page, hidden: boolean): Promise<unknown> =>
  page.evaluate((h) => ((window as unknown as { visibility: string }).visibility = h ? 'hidden' : 'visible'), hidden);

/**
 * The first of `testIds`, in their order, that the page shows, once at least one of them is on the
 * page. The match says we may act in the render that brings the legal actions, and the decision's
 * controls reach the shell's action area a render later (a portal into it): a test that looked at
 * once could find none. Waits for a state, not a retry: a page that never shows one fails.
 */
export async function firstShown(page: Page, testIds: readonly string[], timeout = 30_000): Promise<string> {
  const any = page.locator(testIds.map((id) => `[data-testid="${id}"]`).join(', '));
  await any.first().waitFor({ state: 'attached', timeout });
  for (const id of testIds) if ((await page.getByTestId(id).count()) > 0) return id;
  throw new Error(`none of ${testIds.join(', ')} is on the page any more`);
}

/** Open the match page's menu (notifications, sound, help, leaving), if it is not open yet. */
export async function openMatchMenu(page: Page): Promise<void> {
  if (await page.getByTestId('match-menu').evaluate((el) => (el as HTMLDetailsElement).open)) return;
  await page.getByTestId('match-menu-button').click();
}

/** An element's box on the screen, rounded. */
export const box = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), height: Math.round(r.height) };
    });

/** A match made over the API (from `setup`, if given): seat 0 open for the test's person, the others `bot` bots, no clock; its id. */
export async function botMatch(url: string, game: string, bots: number, bot = 'random', setup?: unknown) {
  const created = await api<{ match: { id: string } }>(url, 'POST', '/api/matches', {
    game,
    seats: [{ kind: 'open' }, ...Array.from({ length: bots }, () => ({ kind: 'bot', bot }))],
    clock: { mode: 'none' },
    ...(setup === undefined ? {} : { setup }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.match.id;
}

/** Take seat 0 of the match open on `page` under `name`, and wait for the match screen. */
export async function takeSeat0(page: Page, name: string): Promise<void> {
  await page.getByTestId('join-name').fill(name);
  await page.getByTestId('take-seat-0').click();
  await page.getByTestId('match').waitFor();
}

/**
 * Wait until the match is over or asks us: an offer or a window open for us, or our own turn. (Free actions,
 * a bribe or a sale, let a seat act in anyone's turn: "may act" alone would not wait for the bots.)
 */
export async function untilOurDecision(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const m = document.querySelector<HTMLElement>('[data-testid="match"]');
      if (!m) return false;
      if (m.dataset['over'] === 'true') return true;
      if (m.dataset['canAct'] !== 'true' || m.dataset['pending'] !== 'false') return false;
      if (document.querySelector('[data-testid="reaction-prompt"], [data-testid="offer-answer"]')) return true;
      return document.querySelector('[data-testid="table"]')?.getAttribute('data-our-turn') === 'true';
    },
    undefined,
    { timeout: 60_000 },
  );
}

/**
 * Resize the page and wait until the match is drawn in the layout for that width: the shell moves
 * the action area between its two layouts (at 1100 px) in a render after the resize, and a box
 * measured before that render is the old layout's, or none.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  const wide = String(size.width >= 1100);
  await page.waitForFunction(
    (w) => document.querySelector<HTMLElement>('[data-testid="match"]')?.dataset['wide'] === w,
    wide,
  );
}
