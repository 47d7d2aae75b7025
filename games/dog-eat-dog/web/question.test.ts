import {
  actorsOf,
  applyAction,
  legalActionsOf,
  openWindow,
  Rng,
  seedFromSecret,
  setupMatch,
  viewOf,
  type ActionOf,
  type StateOf,
} from '@cutthroat/engine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { content } from '../src/content.js';
import { dogEatDog } from '../src/game.js';
import { startFinal } from '../src/final-round.js';
import { heuristicBot } from '../src/bots/heuristic.js';
import { percentAtMost, valueSpread, waysAtMost } from './odds.js';
import { Prompt } from './Prompt.js';
import { optionText, turnQuestion, windowQuestion } from './question.js';
import { NAMES, viewFor } from './testing.js';
import { resolve, table } from '../src/testing.js';
import { request } from '../src/resolution.js';
import { spaceJobs } from '../src/cards.js';
import type { AcquireFrom } from '../src/state.js';
import { consequenceText } from './consequence.js';
import { costNote } from './costs.js';
import { irsNote, lawNote, lawWarning, payrollWarning } from './warnings.js';
import type { DedAction } from './text.js';
import { WINDOW_ACTIONS, windowFor } from '../src/work.js';

type Gm = typeof dogEatDog;

/** Internal tokens that must never reach a person: `declared:extract`, card and division ids, JSON. */
const IDS = [
  ...content.redTape.map((c) => c.id),
  ...content.divisions.map((d) => d.id).filter((id) => id.includes('-')),
  ...content.board.spaces.map((s) => s.id).filter((id) => id.includes('-')),
];
function tokensIn(text: string): string[] {
  const found: string[] = [];
  const colon = /[A-Za-z]:[A-Za-z]/.exec(text);
  if (colon) found.push(colon[0]);
  if (/[{}[\]"]/.test(text)) found.push('JSON');
  for (const id of IDS) if (new RegExp(`\\b${id}\\b`).test(text)) found.push(id);
  if (/undefined|null|NaN|\[object/.test(text)) found.push('undefined');
  return found;
}

interface Seen {
  readonly decisions: number;
  readonly kinds: Set<string>;
  /** Each listed answer's kind where it was met, as `phase-or-window/action` ("war/bribe"). */
  readonly answers: Set<string>;
  readonly problems: string[];
}

/** The odds an answer decided by dice must say: the chance of success, or the value's spread. */
function oddsOf(a: DedAction): string | null {
  if (a.type === 'bribe' || (a.type === 'acquire' && a.method === 'sealedBid')) return percentAtMost(a.offer);
  if (a.type === 'roll-value') return valueSpread(a.item);
  return null;
}

/** Play goes on this far before the final bonus round is brought on (only a destroyed map brings it). */
const FINAL_AT = 250;

/** Every decision a seat faces in one seeded game: its question and each listed answer, in our words. */
function scan(seed: string, players: number, seen: Seen): Seen {
  const s = setupMatch(dogEatDog, { game: 'dog-eat-dog', players, secret: seed });
  if (!s.ok) throw new Error(s.error.message);
  let state: StateOf<Gm> = s.value;
  const rng = new Rng(seedFromSecret(`${seed}/play`));
  let decisions = seen.decisions;
  for (let n = 0; !state.outcome && n < FINAL_AT + 120; n++) {
    if (n >= FINAL_AT && state.G.phase !== 'final' && !state.window && !state.offer && state.G.work.length === 0)
      state = { ...state, G: startFinal(state.G, state.G.active).G };
    const actors = actorsOf(dogEatDog, state);
    const seat = actors[0]!;
    for (const a of actors) {
      const view = viewOf(dogEatDog, state, a);
      const legal = legalActionsOf(dogEatDog, state, a).toArray();
      if (legal.length === 0 || state.offer) continue;
      decisions++;
      const kind = view.window?.kind ?? view.game.phase;
      seen.kinds.add(kind);
      for (const act of legal) seen.answers.add(`${kind}/${act.type}${act.type === 'acquire' ? `.${act.method}` : ''}`);
      const q = view.window ? windowQuestion(view, NAMES, a) : turnQuestion(view);
      const where = `${seed} #${n} seat ${a} ${kind}`;
      if (!q || q.ask.length < 8 || !/[?.]$/.test(q.ask)) seen.problems.push(`${where}: no question (${q?.ask})`);
      const texts = [q?.ask ?? '', ...(q?.stakes ?? [])];
      texts.push(payrollWarning(view) ?? '', irsNote(view) ?? '');
      for (const act of legal) {
        const t = optionText(view, act, NAMES);
        texts.push(t, costNote(view, act) ?? '', lawNote(view, act) ?? '', lawWarning(view, act) ?? '');
        texts.push(consequenceText(view, act) ?? '');
        if (!/[A-Za-z]{2}/.test(t)) seen.problems.push(`${where}: option without words: ${t}`);
        const odds = oddsOf(act);
        if (odds !== null && !t.includes(odds)) seen.problems.push(`${where}: no odds (${odds}): ${t}`);
      }
      if (view.window) {
        const html = renderToStaticMarkup(
          createElement(Prompt, { view, legal, act: () => undefined, busy: false, names: NAMES, me: a }),
        );
        texts.push(html.replace(/<[^>]*>/g, ' ').replace(/&quot;/g, '"'));
        if ((html.match(/>Pass</g) ?? []).length > 1) seen.problems.push(`${where}: Pass shown twice`);
      }
      for (const t of texts) {
        for (const tok of tokensIn(t)) seen.problems.push(`${where}: ${tok} in "${t.slice(0, 120)}"`);
        // A sentence that says whose he becomes is not followed by the card's printed heading.
        if (/: (OWNED|PUBLIC LAW):/.test(t)) seen.problems.push(`${where}: a heading twice in "${t.slice(0, 120)}"`);
      }
    }
    // Mostly the heuristic bot, with a seeded random move one time in five to reach more windows.
    const view = viewOf(dogEatDog, state, seat);
    const legal = legalActionsOf(dogEatDog, state, seat);
    const action: ActionOf<Gm> =
      rng.int(5) === 0 && legal.length > 0
        ? legal.at(rng.int(legal.length))
        : heuristicBot.decide({ view, legal, rng });
    const r = applyAction(dogEatDog, state, seat, action);
    if (!r.ok) throw new Error(`${seed}: refused ${JSON.stringify(action)}: ${r.error.code}`);
    state = r.value.state;
  }
  return { ...seen, decisions };
}

describe('every decision asked in words', () => {
  it('finds the tokens it scans for', () => {
    expect(tokensIn('Use an official now? declared:extract')).toEqual(['d:e']);
    expect(tokensIn('Ann drew RT12.')).toEqual(['RT12']);
    expect(tokensIn('Play we-steel')).toEqual(['we-steel']);
    expect(tokensIn('Answer: {"kind":"may"}')).toEqual(['JSON']);
    expect(tokensIn('A degrades to Stage 2: damaged. Bribe with $7M: 58%')).toEqual([]);
  });

  it('counts the odds over the 36 rolls of two dice', () => {
    expect([2, 3, 7, 10, 12].map(waysAtMost)).toEqual([1, 3, 21, 33, 36]);
    expect(percentAtMost(7)).toBe('58%');
    expect(percentAtMost(2)).toBe('3%');
    expect(valueSpread('iron')).toBe('2d6: $2M to $12M, $7M on average');
    expect(valueSpread('steel')).toBe('2d6 + 20: $22M to $32M, $27M on average');
  });

  it('has a question, answers in words and odds where dice decide, at every decision of 20 seeded games', () => {
    let seen: Seen = { decisions: 0, kinds: new Set(), answers: new Set(), problems: [] };
    for (let i = 0; i < 20; i++) seen = scan(`words-${i}`, 2 + (i % 3), seen);
    expect(seen.problems.slice(0, 10)).toEqual([]);
    expect(seen.decisions).toBeGreaterThan(1500);
    // Every turn phase and every window the game opens was met, so the scan is not of turns alone.
    const phases = ['division', 'reorganize', 'movement', 'sales', 'hiring', 'production', 'extraction', 'final'];
    expect([...seen.kinds].sort()).toEqual([...phases, ...Object.keys(WINDOW_ACTIONS)].sort());
    // And every kind of answer: the amounts, the auctions, the bribes, the Sealed Bids, the dice.
    expect([...seen.answers]).toEqual(
      expect.arrayContaining([
        ...['movement/roll', 'movement/embezzle', 'movement/transfer', 'movement/report', 'movement/play'],
        ...['sales/roll-value', 'sales/sell', 'extraction/buy', 'hiring/hire', 'hiring/fire'],
        ...['production/produce', 'production/pollute', 'extraction/extract', 'sales/correct'],
        ...['acquire/acquire.auction', 'acquire/acquire.sealedBid', 'auction/bid', 'auction/pass'],
        ...['first-bribe/bribe', 'war/bribe', 'lobby/bribe', 'trigger/use', 'choice/answer'],
        ...['give-up/give-up', 'chapter-11/leave', 'final/produce', 'final/sell', 'final/embezzle'],
      ]),
    );
  }, 60_000);
});

describe('the acquisition question names what offers it', () => {
  const space = (id: string) => content.board.spaces.findIndex((s) => s.id === id);
  /** Seat `seat` (W.E. Steel for seat 0) asked to try for a square, offered by `from`. */
  const asked = (
    from: AcquireFrom,
    seat = 0,
    methods: readonly ('auction' | 'sealedBid')[] = ['auction', 'sealedBid'],
  ) => {
    const G = { ...table(), work: [{ kind: 'acquire' as const, seat, methods, from, answered: false }] };
    return windowQuestion({ ...viewFor(G, seat), window: openWindow(windowFor('acquire', seat, [seat])) }, NAMES, seat)!
      .ask;
  };

  it('says the space, and that it is your home city when it is', () => {
    expect(asked({ kind: 'space', space: space('smeltsburgh') })).toBe(
      'Smeltsburgh, your home city, offers you a Natural Square: take control of an uncontrolled one, by Public Auction or Sealed Bid?',
    );
    expect(asked({ kind: 'space', space: space('land-office') }, 1)).toBe(
      'Bureau of Land Mismanagement offers you a Natural Square: take control of an uncontrolled one, by Public Auction or Sealed Bid?',
    );
  });

  it('says the card, the return from Chapter 11, or the ban that leaves only a Public Auction', () => {
    expect(asked({ kind: 'card', card: 'RT38' })).toMatch(/^Land Rush offers you a Natural Square: /);
    expect(asked({ kind: 'reorganised' })).toMatch(/^Back from Chapter 11, you may begin this turn/);
    expect(asked({ kind: 'banned' }, 0, ['auction'])).toBe(
      'A ban forbids your Sealed Bid, but the chance stays: take control of an uncontrolled Natural Square, by Public Auction?',
    );
  });

  it('is asked from the space the rules offered it on, in a seeded game', () => {
    const G = table();
    const home = space('smeltsburgh');
    const r = resolve(G, spaceJobs(G, 0, { space: home, landed: false }), [{ kind: 'may', yes: true }]);
    expect(r.request).toMatchObject({ kind: 'acquire', from: { kind: 'space', space: home } });
    const next = request(r.G, r.request!);
    const q = windowQuestion({ ...viewFor(next, 0), window: openWindow(windowFor('acquire', 0, [0])) }, NAMES, 0)!;
    expect(q.ask).toMatch(/^Smeltsburgh, your home city, offers you a Natural Square/);
    // Public: another seat's view of the same work names the same space.
    expect(viewFor(next, 1).game.record.work.at(-1)).toMatchObject({
      kind: 'acquire',
      from: { kind: 'space', space: home },
    });
  });
});
