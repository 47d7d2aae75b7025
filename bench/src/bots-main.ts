import { CATALOG } from '@cutthroat/catalog';
import {
  Rng,
  actorsOf,
  applyAction,
  legalActionsOf,
  seedFromSecret,
  setupMatch,
  type AnyGame,
  type Outcome,
  type StateOf,
} from '@cutthroat/engine';
import { LazyDecision, type Bot, type SearchStats } from '@cutthroat/bots';
import { performance } from 'node:perf_hooks';
import { writeFileSync } from 'node:fs';
import { ladder, ladderText } from './ladder.js';
import { machineFacts } from './machine.js';
import { wilson } from './wilson.js';

/**
 * `npm run bench:bots` (a tool, not a test): seat-rotated games of one `strong` bot against the
 * game's best heuristic (its first `normal` bot) in every other seat, and the baseline: the same
 * number of games of that heuristic in every seat. Reports the strong seat's win rate (a shared
 * win counts as a win) with its 95% Wilson interval, the baseline's per-seat rate (every seat of
 * every baseline game counted, shared wins as wins), the strong
 * bot's decision time p50/p95 (its thread's CPU time, the "one core" the targets name, and wall
 * time), iterations per CPU second, and trade offers made and accepted per game.
 *   --game ID           one game (both by default)
 *   --games N           strong games per game (20); --baseline-games N (200)
 *   --from N            the first game's number (0), in both: runs split over time add up
 *   --players N         4 for Arms Dealers, 6 for GoCaine by default
 *   --iterations N      the strong bot's budget instead of its default
 *   --seat-bot NAME     another of the game's bots in the strong seat (the same deals: a paired
 *                       comparison, e.g. the heuristic the search plays out)
 *   --json              one JSON object per game
 *   --decision-times    with --json, every strong decision's CPU ms too (runs split over time
 *                       then give one p95)
 *   --ladder            instead: every bot of the game rated from a seeded round-robin (`ladder.ts`)
 *                       of 4-player games (--players), --games N a pair of bots (6), --seed S (1),
 *                       --write to store it as the game's `data/ladder.json`, which the lobby shows
 */
const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
};
const only = value('--game');
const games = Number(value('--games') ?? 20);
const from = Number(value('--from') ?? 0);
const baselineGames = Number(value('--baseline-games') ?? 200);
const iterations = value('--iterations');
const seatBot = value('--seat-bot');
const json = args.includes('--json');
const decisionTimes = args.includes('--decision-times');
const PLAYERS: Record<string, number> = { 'arms-dealers': 4, gocaine: 6, 'dog-eat-dog': 4 };
/** The targets: the strong seat's rate over the baseline's. */
const TARGET: Record<string, number> = { 'arms-dealers': 1.5, gocaine: 1.5, 'dog-eat-dog': 1.5 };

type Module = (typeof CATALOG.games)[number];

interface Tally {
  wins: number;
  games: number;
  /** Seats that won (ranked first, a shared first counting for each), summed over games. */
  seatWins: number;
  offersMade: number;
  offersAccepted: number;
  strongOffersMade: number;
  strongOffersAccepted: number;
}

/**
 * One game, seat `strong` (or none) played by `strongBot`. Counts offers by who made them and
 * times each decision of the strong seat.
 */
function play(
  module: Module,
  players: number,
  secret: string,
  bots: readonly Bot<AnyGame>[],
  strong: number,
  tally: Tally,
  onDecision: (cpuMs: number, wallMs: number, bot: Bot<AnyGame>) => void,
): Outcome {
  const game = module.game;
  const start = setupMatch(game, { game: module.id, players, secret });
  if (!start.ok) throw new Error(`${start.error.code}: ${start.error.message}`);
  let state: StateOf<AnyGame> = start.value;
  const rngs = bots.map((_, s) => new Rng(seedFromSecret(`${secret}/bot/${s}`)));
  const madeBy = new Map<number, number>();
  for (let n = 0; !state.outcome; n++) {
    if (n > 100_000) throw new Error(`${module.id}: no end after ${n} actions`);
    const seat = actorsOf(game, state)[0]!;
    const legal = legalActionsOf(game, state, seat);
    const decision = new LazyDecision(game, state, seat, legal, rngs[seat]!);
    const cpu = process.cpuUsage();
    const wall = performance.now();
    const action = bots[seat]!.decide(decision);
    if (seat === strong && legal.length > 1) {
      const used = process.cpuUsage(cpu);
      onDecision((used.user + used.system) / 1000, performance.now() - wall, bots[seat]!);
    }
    const next = applyAction(game, state, seat, action);
    if (!next.ok) throw new Error(`${module.id}: seat ${seat} chose a refused action: ${next.error.code}`);
    for (const e of next.value.events) {
      if (e.type === 'offer-made') {
        const offer = e.offer as { id: number; from: number };
        madeBy.set(offer.id, offer.from);
        tally.offersMade++;
        if (offer.from === strong) tally.strongOffersMade++;
      } else if (e.type === 'offer-accepted') {
        tally.offersAccepted++;
        if (madeBy.get(e.offer as number) === strong) tally.strongOffersAccepted++;
      }
    }
    state = next.value.state;
  }
  const won = state.outcome.ranking.some((s) => s.seat === strong && s.rank === 1);
  if (won) tally.wins++;
  tally.seatWins += state.outcome.ranking.filter((s) => s.rank === 1).length;
  tally.games++;
  return state.outcome;
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const round = (x: number, digits = 1) => Number(x.toFixed(digits));
const newTally = (): Tally => ({
  wins: 0,
  games: 0,
  seatWins: 0,
  offersMade: 0,
  offersAccepted: 0,
  strongOffersMade: 0,
  strongOffersAccepted: 0,
});

function bench(module: Module) {
  const players = Number(value('--players') ?? PLAYERS[module.id] ?? module.game.minPlayers);
  const strongKind = module.bots.find((b) => (seatBot === undefined ? b.level === 'strong' : b.name === seatBot));
  const heuristicKind = module.bots.find((b) => b.level === 'normal');
  if (!strongKind || !heuristicKind) throw new Error(`${module.id} has no strong or no normal bot`);
  const makeStrong = (): Bot<AnyGame> =>
    iterations === undefined ? strongKind.make() : strongKind.make({ budget: { iterations: Number(iterations) } });

  // Baseline: the heuristic in every seat; every seat's wins count, a seat's rate being the winners
  // over the seats played (one rotated seat a game would use a quarter of the games it paid for).
  const base = newTally();
  const baseStarted = performance.now();
  for (let g = from; g < from + baselineGames; g++) {
    const bots = Array.from({ length: players }, () => heuristicKind.make());
    play(module, players, `bench-bots/${module.id}/baseline/${g}`, bots, g % players, base, () => {});
  }
  const baseSeconds = (performance.now() - baseStarted) / 1000;

  const strong = newTally();
  const wonGames: number[] = [];
  const cpu: number[] = [];
  const wall: number[] = [];
  let searched = 0;
  let searchCpuMs = 0;
  let deepest = 0;
  const started = performance.now();
  for (let g = from; g < from + games; g++) {
    const seat = g % players;
    const bots = Array.from({ length: players }, (_, s) => (s === seat ? makeStrong() : heuristicKind.make()));
    const before = strong.wins;
    play(module, players, `bench-bots/${module.id}/strong/${g}`, bots, seat, strong, (c, w, bot) => {
      cpu.push(c);
      wall.push(w);
      const last = (bot as { last?: SearchStats | null }).last;
      if (last) {
        searched += last.iterations;
        searchCpuMs += c;
        deepest = Math.max(deepest, last.maxDepth);
      }
    });
    if (strong.wins > before) wonGames.push(g);
    if (!json) process.stderr.write(`\r${module.id}: ${g + 1 - from}/${games} games, ${strong.wins} won`);
  }
  if (!json) process.stderr.write('\n');
  cpu.sort((a, b) => a - b);
  wall.sort((a, b) => a - b);
  const rate = strong.wins / Math.max(1, strong.games);
  const interval = wilson(strong.wins, strong.games);
  const baseline = base.seatWins / Math.max(1, base.games * players);
  const target = (TARGET[module.id] ?? 1.5) * baseline;
  return {
    game: module.id,
    players,
    strongBot: strongKind.name,
    against: heuristicKind.name,
    iterations: iterations === undefined ? 'default' : Number(iterations),
    games: strong.games,
    wins: strong.wins,
    winRate: round(rate * 100),
    wilson95: [round(interval.lo * 100), round(interval.hi * 100)],
    baselineGames: base.games,
    baselineSeatWins: base.seatWins,
    baselineRate: round(baseline * 100),
    baselineSeconds: round(baseSeconds),
    target: round(target * 100),
    targetMet: rate >= target && interval.lo > baseline,
    decisions: cpu.length,
    cpuMsP50: round(quantile(cpu, 0.5)),
    cpuMsP95: round(quantile(cpu, 0.95)),
    wallMsP50: round(quantile(wall, 0.5)),
    wallMsP95: round(quantile(wall, 0.95)),
    iterationsPerCpuSecond: round(searched / Math.max(1e-9, searchCpuMs / 1000), 0),
    deepestTreePath: deepest,
    offersPerGame: {
      strongMade: round(strong.strongOffersMade / Math.max(1, strong.games), 2),
      strongAccepted: round(strong.strongOffersAccepted / Math.max(1, strong.games), 2),
      othersMade: round((strong.offersMade - strong.strongOffersMade) / Math.max(1, strong.games), 2),
      othersAccepted: round((strong.offersAccepted - strong.strongOffersAccepted) / Math.max(1, strong.games), 2),
      heuristicOnlyMade: round(base.offersMade / Math.max(1, base.games), 2),
      heuristicOnlyAccepted: round(base.offersAccepted / Math.max(1, base.games), 2),
    },
    seconds: round((performance.now() - started) / 1000),
    wonGames,
    ...(decisionTimes ? { decisionCpuMs: cpu.map((c) => round(c)), searchedIterations: searched } : {}),
  };
}

const chosen = CATALOG.games.filter((m) => only === undefined || m.id === only);
if (chosen.length === 0) throw new Error(`no game ${only} (one of: ${CATALOG.ids.join(', ')})`);
if (!json) console.log(JSON.stringify(machineFacts()));
if (args.includes('--ladder')) {
  for (const module of chosen) {
    const cpu = process.cpuUsage();
    const l = ladder(
      module,
      {
        players: Number(value('--players') ?? 4),
        gamesPerPair: Number(value('--games') ?? 6),
        seed: value('--seed') ?? '1',
        ...(iterations === undefined ? {} : { iterations: Number(iterations) }),
        command: `npm run bench:bots -- ${args.join(' ')}`,
      },
      (done, total) => process.stderr.write(`\r${module.id}: ${done}/${total} games`),
    );
    process.stderr.write('\n');
    const used = process.cpuUsage(cpu);
    console.log(ladderText(module, l));
    console.log(`  ${((used.user + used.system) / 1e6).toFixed(0)} s of CPU`);
    if (args.includes('--write')) {
      const file = new URL(`../../games/${module.id}/data/ladder.json`, import.meta.url);
      writeFileSync(file, JSON.stringify(l, null, 2) + '\n');
      console.log(`  written to games/${module.id}/data/ladder.json`);
    }
  }
  process.exit(0);
}
for (const module of chosen) {
  const r = bench(module);
  if (json) {
    console.log(JSON.stringify(r));
    continue;
  }
  const o = r.offersPerGame;
  console.log(
    [
      `${module.title}, ${r.players} players: ${r.strongBot} (${r.iterations} budget) against ${r.players - 1} ${r.against}`,
      `  strong wins ${r.wins} of ${r.games}: ${r.winRate}% [95% ${r.wilson95[0]}%, ${r.wilson95[1]}%]`,
      `  baseline (${r.baselineGames} games of ${r.against} only): ${r.baselineRate}% a seat; target ${r.target}% ` +
        `and the interval above the baseline: ${r.targetMet ? 'met' : 'missed'}`,
      `  decision time (${r.decisions} decisions): CPU p50 ${r.cpuMsP50} ms, p95 ${r.cpuMsP95} ms; ` +
        `wall p50 ${r.wallMsP50} ms, p95 ${r.wallMsP95} ms`,
      `  ${r.iterationsPerCpuSecond} iterations per CPU second; deepest tree path ${r.deepestTreePath}`,
      `  offers a game: strong seat made ${o.strongMade}, ${o.strongAccepted} accepted; other seats made ` +
        `${o.othersMade}, ${o.othersAccepted} accepted; heuristic only: ${o.heuristicOnlyMade} made, ` +
        `${o.heuristicOnlyAccepted} accepted`,
      `  ${r.seconds} s (baseline ${r.baselineSeconds} s)`,
    ].join('\n'),
  );
}
