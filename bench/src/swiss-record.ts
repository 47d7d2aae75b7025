import { CATALOG } from '@cutthroat/catalog';
import { LazyDecision } from '@cutthroat/bots';
import { Rng, actorsOf, applyAction, legalActionsOf, seedFromSecret, setupMatch } from '@cutthroat/engine';

/**
 * `node bench/dist/swiss-record.js [--games N] [--from F]` (a tool, not a test): how well Dog Eat
 * Dog's public record of what went towards each Swiss account (`swissSeen`) tells a rival's balance.
 * It plays seeded four-player games, seat 0 `lawful` and three `heuristic`, and at every 25th action
 * reads each rival's balance over the most its record allows. Games F to F+N-1 (0 and 30) give the
 * share's percentiles (the determinization's range is the 10th to 90th); games F+N to F+2N-1 the
 * mean miss, in $M, of a draw in that range against the guess it replaced (half to one and a half
 * times the seat's own balance) and against a guess of 0.
 */
const args = process.argv.slice(2);
const value = (name: string) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
};
const games = Number(value('--games') ?? 30);
const from = Number(value('--from') ?? 0);
const module = CATALOG.games.find((m) => m.id === 'dog-eat-dog')!;
const bot = (name: string) => module.bots.find((b) => b.name === name)!.make();

interface Seen {
  readonly most: number;
}
interface Player {
  readonly swiss: number;
}
interface Sample {
  readonly mine: number;
  readonly swiss: number;
  readonly most: number;
}

/** Every 25th action of game `g`: each rival's balance and record, and seat 0's balance. */
function samplesOf(g: number): Sample[] {
  const secret = `swiss-record/${g}`;
  const start = setupMatch(module.game, { game: module.id, players: 4, secret });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const bots = [bot('lawful'), bot('heuristic'), bot('heuristic'), bot('heuristic')];
  const rngs = bots.map((_, s) => new Rng(seedFromSecret(`${secret}/bot/${s}`)));
  const out: Sample[] = [];
  for (let n = 1; !state.outcome; n++) {
    const seat = actorsOf(module.game, state)[0]!;
    const legal = legalActionsOf(module.game, state, seat);
    const action = bots[seat]!.decide(new LazyDecision(module.game, state, seat, legal, rngs[seat]!));
    const next = applyAction(module.game, state, seat, action);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value.state;
    const G = state.G as { players: readonly Player[]; swissSeen?: readonly Seen[] };
    if (n % 25 !== 0 || !G.swissSeen) continue;
    for (let s = 1; s < 4; s++)
      out.push({ mine: G.players[0]!.swiss, swiss: G.players[s]!.swiss, most: G.swissSeen[s]!.most });
  }
  return out;
}

const calibration = Array.from({ length: games }, (_, i) => samplesOf(from + i)).flat();
const shares = calibration
  .filter((x) => x.most > 0)
  .map((x) => x.swiss / x.most)
  .sort((a, b) => a - b);
const q = (p: number) => Math.round(100 * shares[Math.floor(p * (shares.length - 1))]!);
const low = q(0.1);
const high = q(0.9);

const held = Array.from({ length: games }, (_, i) => samplesOf(from + games + i)).flat();
const rng = new Rng(seedFromSecret('swiss-record/draws'));
let record = 0;
let old = 0;
let zero = 0;
for (const x of held) {
  record += Math.abs(Math.round((x.most * rng.range(low, high)) / 100) - x.swiss);
  old += Math.abs(Math.round((x.mine * rng.range(50, 150)) / 100) - x.swiss);
  zero += x.swiss;
}
const miss = (n: number) => Number((n / Math.max(1, held.length)).toFixed(1));
console.log(
  JSON.stringify({
    command: `node bench/dist/swiss-record.js ${args.join(' ')}`.trim(),
    positions: shares.length,
    sharePercent: { p10: low, p25: q(0.25), p50: q(0.5), p75: q(0.75), p90: high },
    heldOutPositions: held.length,
    meanMissM: { record: miss(record), ownTimesHalfToOneAndAHalf: miss(old), zero: miss(zero) },
  }),
);
