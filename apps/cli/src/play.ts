import { createInterface } from 'node:readline';
import {
  Match,
  Rng,
  actorsOf,
  legalActionsOf,
  seedFromSecret,
  viewOf,
  type ActionOf,
  type AnyGame,
  type GameEvent,
} from '@cutthroat/engine';
import { botOf, type CliGame } from './games.js';

export interface PlayOptions {
  readonly entry: CliGame;
  readonly players: number;
  readonly bots: readonly string[];
  readonly secret: string;
  readonly options?: unknown;
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
}

const HUMAN = 0;

interface Choice {
  readonly label: string;
  /** One action, or a group (trade offers) to choose from step by step. */
  readonly actions: readonly ActionOf<AnyGame>[];
}

/**
 * Seat 0 is played at the terminal, the others by bots. The screen shows seat 0's view and a
 * numbered list of its legal actions; trade offers, which number in the hundreds, are chosen in
 * steps (partner, what to give, what to ask for). The terminal never decides what is legal.
 */
export async function play(o: PlayOptions): Promise<number> {
  const { entry, output } = o;
  const say = (text: string) => output.write(`${text}\n`);
  const created = Match.create(entry.game, {
    game: entry.game.name,
    players: o.players,
    options: o.options,
    secret: o.secret,
  });
  if (!created.ok) {
    say(`error [${created.error.code}]: ${created.error.message}`);
    return 2;
  }
  const match = created.value;
  const names = Array.from({ length: o.players }, (_, s) =>
    s === HUMAN ? 'Seat 0 (you)' : `Seat ${s} (${o.bots[s - 1]})`,
  );
  const bots = [null, ...o.bots.map((kind) => botOf(entry, kind).make())];
  const rngs = names.map((_, s) => new Rng(seedFromSecret(`${o.secret}/bot/${s}`)));
  const lines = createInterface({ input: o.input, terminal: false })[Symbol.asyncIterator]();
  const ask = async (prompt: string): Promise<string | null> => {
    output.write(prompt);
    const next = await lines.next();
    return next.done ? null : next.value.trim();
  };
  const tell = (events: readonly GameEvent[]) => {
    for (const e of events) {
      const line = entry.text.event(e, names);
      if (line) say(line);
    }
  };

  say(`Cutthroat · ${entry.game.name} · ${o.players} players · you are seat 0 · type q to quit\n`);
  const opening = entry.text.opening?.(viewOf(entry.game, match.state, HUMAN).game, names);
  if (opening) say(opening);
  while (!entry.game.outcome(match.state.G)) {
    const actors = actorsOf(entry.game, match.state);
    // Bots answer first, so that a window's prompt reaches the person last.
    const seat = actors.find((s) => s !== HUMAN) ?? HUMAN;
    const legal = legalActionsOf(entry.game, match.state, seat);
    if (seat !== HUMAN) {
      const view = viewOf(entry.game, match.state, seat);
      const action = bots[seat]!.decide({ view, legal, rng: rngs[seat]! });
      const r = match.submit(seat, action);
      if (!r.ok) throw new Error(`bot at seat ${seat} chose a refused action: ${r.error.code}`);
      tell(r.value);
      continue;
    }
    say(`\n${entry.text.table(viewOf(entry.game, match.state, HUMAN).game, names)}`);
    const offer = match.state.offer;
    if (offer) say(`  Trade offer from ${names[offer.from]}: ${entry.text.terms(offer.terms)}`);
    if (match.state.window) say(`  ${entry.text.window(match.state.window.kind)}`);
    const action = await choose(entry, legal.toArray(), names, ask, say);
    if (action === null) {
      say('Bye.');
      return 0;
    }
    const r = match.submit(HUMAN, action);
    if (!r.ok) say(`Refused (${r.error.code}): ${r.error.message}`);
    else tell(r.value);
  }
  const outcome = entry.game.outcome(match.state.G)!;
  const money = entry.sim.money(match.state.G);
  say('\nFinal ranking:');
  for (const s of outcome.ranking) say(`  ${s.rank}. ${names[s.seat]} ${entry.sim.formatMoney(money[s.seat]!)}`);
  return 0;
}

/**
 * Single actions are numbered; the trade offers, hundreds of them, sit behind one entry, and so do
 * the actions a game groups (`GameText.group`), chosen from a second list.
 */
function group(
  entry: CliGame,
  legal: readonly ActionOf<AnyGame>[],
  names: readonly string[],
): { single: Choice[]; offers: Choice | null } {
  const isOffer = (a: ActionOf<AnyGame>) => a.type === 'propose' || a.type === 'counter';
  const single: Choice[] = [];
  const groups = new Map<string, ActionOf<AnyGame>[]>();
  for (const a of legal) {
    if (isOffer(a)) continue;
    const label = entry.text.group?.(a) ?? null;
    if (label === null) single.push({ label: entry.text.action(a, names), actions: [a] });
    else if (groups.has(label)) groups.get(label)!.push(a);
    else {
      const members = [a];
      groups.set(label, members);
      single.push({ label, actions: members });
    }
  }
  // A group of one is just that action.
  for (const [i, c] of single.entries()) {
    if (c.actions.length === 1 && groups.has(c.label))
      single[i] = { label: entry.text.action(c.actions[0]!, names), actions: c.actions };
  }
  const offers = legal.filter(isOffer);
  if (offers.length === 0) return { single, offers: null };
  const label = offers[0]!.type === 'propose' ? 'Propose a trade…' : 'Make a counter-offer…';
  return { single, offers: { label, actions: offers } };
}

async function choose(
  entry: CliGame,
  legal: readonly ActionOf<AnyGame>[],
  names: readonly string[],
  ask: (prompt: string) => Promise<string | null>,
  say: (text: string) => void,
): Promise<ActionOf<AnyGame> | null> {
  for (;;) {
    const { single, offers } = group(entry, legal, names);
    single.forEach((c, i) => say(`  ${String(i + 1).padStart(2)}. ${c.label}`));
    if (offers) say(`   t. ${offers.label}`);
    const answer = await ask('> ');
    if (answer === null || answer === 'q') return null;
    const picked = answer === 't' && offers ? offers : single[Number(answer) - 1];
    if (!picked) {
      say(`Type a number from 1 to ${single.length}${offers ? ', t to trade' : ''}, or q to quit.`);
      continue;
    }
    if (picked.actions.length === 1) return picked.actions[0]!;
    if (picked !== offers) {
      const member = await chooseMember(entry, picked, names, ask, say);
      if (member === 'quit') return null;
      if (member) return member;
      continue;
    }
    const offer = await chooseOffer(entry.text, picked.actions, names, ask, say);
    if (offer) return offer;
  }
}

/** One action of a group, from its own numbered list; null (anything else) goes back. */
async function chooseMember(
  entry: CliGame,
  picked: Choice,
  names: readonly string[],
  ask: (prompt: string) => Promise<string | null>,
  say: (text: string) => void,
): Promise<ActionOf<AnyGame> | 'quit' | null> {
  say(`${picked.label.replace(/…$/, '')} (another answer goes back):`);
  picked.actions.forEach((a, i) => say(`  ${String(i + 1).padStart(2)}. ${entry.text.action(a, names)}`));
  const answer = await ask('> ');
  if (answer === null || answer === 'q') return 'quit';
  return picked.actions[Number(answer) - 1] ?? null;
}

type Offered = { type: 'propose' | 'counter'; to?: number; terms: unknown };

/**
 * Narrow the offers down by partner, then what to give, then what to ask for, each side in the
 * game's own words (`text.tradeSides`); a game that does not split its terms lists them whole.
 */
async function chooseOffer(
  text: CliGame['text'],
  offers: readonly ActionOf<AnyGame>[],
  names: readonly string[],
  ask: (prompt: string) => Promise<string | null>,
  say: (text: string) => void,
): Promise<ActionOf<AnyGame> | null> {
  let left = offers as readonly Offered[];
  const sides = text.tradeSides?.bind(text);
  const steps: [string, (o: Offered) => string][] = [
    ['Trade with', (o) => (o.to === undefined ? '' : (names[o.to] ?? `Seat ${o.to + 1}`))],
    ...(sides
      ? ([
          ['Give', (o) => sides(o.terms).give],
          ['Ask for', (o) => sides(o.terms).get],
        ] as [string, (o: Offered) => string][])
      : ([['Offer', (o) => text.terms(o.terms)]] as [string, (o: Offered) => string][])),
  ];
  for (const [title, key] of steps) {
    const options = [...new Set(left.map(key))];
    if (options.length === 1) {
      left = left.filter((o) => key(o) === options[0]);
      continue;
    }
    say(`${title}:`);
    options.forEach((opt, i) => say(`  ${String(i + 1).padStart(2)}. ${opt}`));
    const answer = await ask('> ');
    const picked = options[Number(answer) - 1];
    if (picked === undefined) return null;
    left = left.filter((o) => key(o) === picked);
  }
  return (left[0] as ActionOf<AnyGame> | undefined) ?? null;
}
