import {
  actorsOf,
  applyAction,
  legalActionsOf,
  Rng,
  seedFromSecret,
  setupMatch,
  viewOf,
  type ActionOf,
  type GameEvent,
  type StateOf,
} from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../src/bots/heuristic.js';
import { content } from '../src/content.js';
import { dogEatDog } from '../src/game.js';
import type { TradeTerms } from '../src/trades.js';
import { openingText, passText, turnStart, turnSummary } from './log.js';
import { NAMES as FOUR } from './testing.js';
import { eventText, formatCash } from './text.js';

type Gm = typeof dogEatDog;
const NAMES = [...FOUR, 'Eve', 'Fay'];

/** Every event of one seeded game, in order: mostly the heuristic bot, a random move one time in five. */
function played(seed: string, players: number, dealt: boolean): GameEvent[] {
  const options = { roundLimit: 4, divisionChoice: dealt ? 'random' : 'rollOrder' };
  const s = setupMatch(dogEatDog, { game: 'dog-eat-dog', players, secret: seed, options });
  if (!s.ok) throw new Error(s.error.message);
  let state: StateOf<Gm> = s.value;
  const rng = new Rng(seedFromSecret(`${seed}/play`));
  const events: GameEvent[] = [];
  for (let n = 0; !state.outcome && n < 900; n++) {
    const seat = actorsOf(dogEatDog, state)[0]!;
    const legal = legalActionsOf(dogEatDog, state, seat);
    const action: ActionOf<Gm> =
      rng.int(5) === 0 && legal.length > 0
        ? legal.at(rng.int(legal.length))
        : heuristicBot.decide({ view: viewOf(dogEatDog, state, seat), legal, rng });
    const r = applyAction(dogEatDog, state, seat, action);
    if (!r.ok) throw new Error(`${seed}: refused ${JSON.stringify(action)}: ${r.error.code}`);
    events.push(...r.value.events);
    state = r.value.state;
  }
  return events;
}

/** What one public event moved into (+) or out of (-) `seat`'s corporate account; null if secret. */
function flow(e: GameEvent, seat: number): number | null {
  const n = (k: string) => (e[k] as number | undefined) ?? 0;
  const mine = e['seat'] === seat;
  switch (e.type) {
    case 'sold':
      return mine ? n('count') * n('price') : 0;
    case 'bought':
    case 'hired':
      return mine ? -n('cost') : 0;
    case 'paid':
      return (mine ? n('borrowed') - n('amount') : 0) + (e['to'] === seat ? n('amount') : 0);
    case 'loan-repaid':
    case 'tax':
      return mine ? -n('amount') : 0;
    case 'gained':
      return mine ? n('amount') : 0;
    case 'bribe':
      return mine ? -n('offer') : 0;
    case 'sealed-bid':
      return mine && e['success'] ? -n('offer') : 0;
    case 'auction-won':
      return mine ? -n('bid') : 0;
    case 'breach-reported':
    case 'breach-corrected':
      // An embezzlement's money comes back from Switzerland: how much stays secret.
      if (mine && e['kind'] === 'embezzle') return null;
      return e['fined'] && e['by'] === seat ? content.economy.reporterBonus : 0;
    case 'traded': {
      const t = e['terms'] as TradeTerms;
      const give = t.give.money ?? 0;
      const get = t.get.money ?? 0;
      return e['from'] === seat ? get - give : e['to'] === seat ? give - get : 0;
    }
    // Secret amounts, or an account reset: the flows cannot add up, by design.
    case 'embezzle-declared':
    case 'geneva-transfer':
    case 'chapter-11':
    case 'reorganised':
      return mine ? null : 0;
    default:
      return 0;
  }
}

/** The game's events cut into turns, each from its `turn` event to the next one's. */
function turnsOf(events: readonly GameEvent[]): { events: GameEvent[]; next: GameEvent }[] {
  const starts = events.flatMap((e, i) => (e.type === 'turn' ? [i] : []));
  return starts
    .slice(0, -1)
    .map((at, k) => ({ events: events.slice(at, starts[k + 1]), next: events[starts[k + 1]!]! }));
}

// Divisions chosen at the table, or dealt at setup (every other game): the first turn is told either way.
const GAMES = Array.from({ length: 8 }, (_, i) => ({ seed: `log-${i}`, players: 2 + (i % 4), dealt: i % 2 === 1 }));
const LOGS = GAMES.map((g) => ({ ...g, events: played(g.seed, g.players, g.dealt) }));

describe('the log tells the story of seeded games', () => {
  it.each(LOGS)('$seed: every money flow is an event with its amount, adding up to each account', ({ events }) => {
    const problems: string[] = [];
    let checked = 0;
    for (const t of turnsOf(events)) {
      const from = t.events[0]!['accounts'] as number[];
      const to = t.next['accounts'] as number[];
      from.forEach((was, seat) => {
        const flows = t.events.map((e) => flow(e, seat));
        if (flows.includes(null)) return;
        const sum = flows.reduce<number>((a, b) => a + b!, 0);
        checked++;
        if (was + sum !== to[seat])
          problems.push(`round ${String(t.events[0]!['round'])} seat ${seat}: ${was} + ${sum} != ${to[seat]}`);
      });
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(4);
  });

  it.each(LOGS)('$seed: a money event says its amount and reason; payroll whenever it is paid', ({ events }) => {
    let payrolls = 0;
    for (const e of events) {
      const text = eventText(e, NAMES) ?? '';
      const amount = e['cost'] ?? e['amount'];
      if (['paid', 'hired', 'bought', 'loan-repaid', 'gained'].includes(e.type) && typeof amount === 'number')
        expect(text, JSON.stringify(e)).toMatch(amount === 0 ? /for free|no payroll/ : formatCash(amount));
      if (e.type === 'paid' && e['reason'] === 'payroll') {
        payrolls++;
        expect(text).toMatch(/pays (\$\d+M|no) payroll/);
      }
      if (e.type === 'paid' && (e['borrowed'] as number) > 0) expect(text).toContain('borrowing');
    }
    expect(payrolls).toBeGreaterThan(0);
  });

  it.each(LOGS)(
    '$seed: each finished turn has a summary with its payroll and its account before and after',
    ({ events }) => {
      for (const t of turnsOf(events)) {
        const seat = t.events[0]!['seat'] as number;
        const line = turnSummary(t.events, t.next, NAMES)!;
        expect(line.startsWith(`${NAMES[seat]}'s turn: `)).toBe(true);
        const from = formatCash((t.events[0]!['accounts'] as number[])[seat]!);
        const to = formatCash((t.next['accounts'] as number[])[seat]!);
        expect(line).toContain(`account ${from} → ${to}`);
        for (const e of t.events)
          if (e.type === 'paid' && e['reason'] === 'payroll' && e['seat'] === seat && (e['amount'] as number) > 0)
            expect(line).toContain(`paid ${formatCash(e['amount'] as number)} payroll`);
        // Hidden information stays hidden: no line names an embezzled amount.
        expect(line).not.toMatch(/embezzled \$/);
      }
    },
  );

  it.each(LOGS)('$seed: every pass says what it declined, and every round is headed', ({ events }) => {
    let passes = 0;
    events.forEach((e, i) => {
      if (e.type !== 'window-passed') return;
      passes++;
      const text = passText(e['kind'] as string, [e['seat'] as number], events.slice(0, i), NAMES);
      expect(text, String(e['kind'])).toMatch(/ passes on .+\.$/);
      expect(text).not.toMatch(/(^| )the official\b(?! just)/);
    });
    expect(passes).toBeGreaterThan(0);
    const rounds = events.flatMap((e) => turnStart(e, NAMES)?.round ?? []);
    // Each turn told once: round 1's first before any move of it, none twice.
    const turns = events.flatMap((e) => (e.type === 'turn' ? [`${String(e['round'])}/${String(e['seat'])}`] : []));
    expect(events.find((e) => e.type === 'rolled' || e.type === 'turn')?.type).toBe('turn');
    expect(turns[0]!.startsWith('1/')).toBe(true);
    turns.forEach((t, i) => expect(t).not.toBe(turns[i - 1]));
    const last = Math.max(...events.flatMap((e) => (e.type === 'turn' ? [e['round'] as number] : [])));
    for (let r = 1; r <= last; r++) expect(rounds).toContain(`Round ${r}`);
  });
});

/** Internal tokens no log line may hold: card ids, camelCase names, JSON, `undefined`. */
const TOKEN = /\bRT\d\d\b|\b[a-z]+[A-Z][a-zA-Z]*\b|[{}[\]"]|undefined|NaN|null/;

describe('the log tells the story of seeded games, in words', () => {
  it.each(LOGS)('$seed: no line, pass or summary holds an internal token', ({ events }) => {
    const lines = events.flatMap((e, i) => [
      eventText(e, NAMES) ?? '',
      e.type === 'window-passed' ? (passText(e['kind'] as string, [0], events.slice(0, i), NAMES) ?? '') : '',
    ]);
    for (const t of turnsOf(events)) lines.push(turnSummary(t.events, t.next, NAMES) ?? '');
    expect(lines.filter((l) => TOKEN.test(l))).toEqual([]);
  });

  it('finds the tokens it scans for', () => {
    for (const bad of ['you may not sealedBid now', 'Ann draws RT12.', '{"kind":"may"}', 'Bob undefined'])
      expect(TOKEN.test(bad), bad).toBe(true);
    expect(TOKEN.test("Bob's turn: sold 1 paper for $8M; account $25M → $30M.")).toBe(false);
  });
});

describe("the log's opening heading", () => {
  const from = (position: unknown) => {
    const s = setupMatch(dogEatDog, {
      game: 'dog-eat-dog',
      players: 4,
      secret: 'opening',
      fixture: { divisions: ['we-steel', 'goo-pont', 'georgia-horrific', 'substandard-oil'], firstPlayer: 0, position },
    });
    if (!s.ok) throw new Error(s.error.message);
    return s.value;
  };

  it("heads a match set up mid-turn with that turn's round and player, from any later view", () => {
    const s = from({ phase: 'sales', active: 2, round: 3, laws: [] });
    expect(openingText(viewOf(dogEatDog, s, 0), FOUR)).toEqual({ heading: "Cy's turn", round: 'Round 3' });
    // In the log's words for every other turn.
    expect(openingText(viewOf(dogEatDog, s, null), FOUR)).toEqual(
      turnStart({ type: 'turn', seat: 2, round: 3, accounts: [] }, FOUR),
    );
    // Later, in another seat's turn, it still tells the turn the match began in.
    let state = s;
    for (let n = 0; state.G.active === 2 && n < 200; n++) {
      const seat = actorsOf(dogEatDog, state)[0]!;
      const legal = legalActionsOf(dogEatDog, state, seat);
      const r = applyAction(dogEatDog, state, seat, legal.find((a) => a.type === 'done') ?? legal.at(0));
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
    expect(state.G.active).toBe(3);
    expect(openingText(viewOf(dogEatDog, state, 3), FOUR)).toEqual({ heading: "Cy's turn", round: 'Round 3' });
  });

  it('heads the final bonus round when a position starts in it, and nothing for a match from the start', () => {
    const final = from({ phase: 'final', active: 1, destroyed: true });
    expect(openingText(viewOf(dogEatDog, final, 1), FOUR)).toEqual(turnStart({ type: 'final-round' }, FOUR));
    // Its first move tells the first turn.
    expect(openingText(viewOf(dogEatDog, from({ phase: 'movement', active: 0 }), 0), FOUR)).toBeNull();
    const start = setupMatch(dogEatDog, { game: 'dog-eat-dog', players: 4, secret: 'opening' });
    if (!start.ok) throw new Error(start.error.message);
    expect(openingText(viewOf(dogEatDog, start.value, 0), FOUR)).toBeNull();
  });
});

describe('the log in words', () => {
  it('names what a card did, and where', () => {
    expect(eventText({ type: 'degraded', square: 1 }, NAMES)).toBe('B (Gray wolves) is degraded one stage.');
    expect(eventText({ type: 'paid', seat: 1, amount: 6, to: null, reason: 'payroll', borrowed: 2 }, NAMES)).toBe(
      'Bob pays $6M payroll (borrowing $2M: $4M due by the end of Phase 2).',
    );
    expect(eventText({ type: 'hired', seat: 0, count: 2, cost: 6 }, NAMES)).toBe('Ann hires 2 workers for $6M.');
    expect(eventText({ type: 'sold', seat: 0, item: 'wood', count: 2, price: 4 }, NAMES)).toBe(
      'Ann sells 2 timber at $4M each: $8M.',
    );
  });

  it('summarises a turn as in the issue, and keeps an embezzlement secret', () => {
    const turn: GameEvent[] = [
      { type: 'turn', seat: 1, round: 2, accounts: [10, 25, 0, 0] },
      { type: 'extracted', seat: 1, square: 1, items: ['wood', 'wood'], degraded: true },
      { type: 'sold', seat: 1, item: 'paper', count: 1, price: 8 },
      { type: 'sold', seat: 1, item: 'chemicals', count: 1, price: 7 },
      { type: 'paid', seat: 1, amount: 3, to: null, reason: 'payroll', borrowed: 0 },
      { type: 'embezzle-declared', seat: 1 },
      { type: 'embezzled', seat: 1 },
    ];
    expect(turnSummary(turn, { type: 'turn', seat: 2, round: 2, accounts: [10, 35, 0, 0] }, NAMES)).toBe(
      "Bob's turn: extracted 2 timber from B (Gray wolves), sold 1 paper for $8M, sold 1 chemical for $7M, paid $3M payroll, embezzled (how much is secret); account $25M → $35M.",
    );
  });

  it('folds passes with what they declined', () => {
    const before: GameEvent[] = [{ type: 'bribe', seat: 0, card: 'RT01', offer: 6, roll: 5, success: true }];
    expect(passText('war', [1, 2], before, NAMES)).toBe(
      'Bob and Cy pass on the bribe war for Comptroller Cyril Audit.',
    );
  });
});
