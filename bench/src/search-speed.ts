import { search, type SearchHooks } from '@cutthroat/bots';
import { dogEatDog, dogEatDogSearch, heuristicBot, lawfulBot, searchesAt } from '@cutthroat/dog-eat-dog';
import { Rng, actorsOf, applyAction, legalActionsOf, seedFromSecret, setupMatch, viewOf } from '@cutthroat/engine';

/**
 * `node bench/dist/search-speed.js [--games N] [--iterations I]` (a tool, not a test): Dog Eat
 * Dog's search on the same decisions four ways, in one run: playouts through views (the `lawful`
 * heuristic given a view and the legal list at each step) or by `quickLawful` on the sampled state,
 * cut off after 12 actions or run to a round's end (`roundPlayedOut`, capped at 80). The decisions
 * are every fourth that `strong` searches, of seat 0 (`lawful`) in N seeded games (3) against three
 * heuristics; each is searched with I iterations (48) and prior 16 over its whole legal list. Prints
 * each way's iterations and playout actions per CPU second (the same process, one after another).
 */
type Gm = typeof dogEatDog;
const args = process.argv.slice(2);
const value = (name: string) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
};
const games = Number(value('--games') ?? 3);
const iterations = Number(value('--iterations') ?? 48);

const decisions: { view: ReturnType<typeof viewOf<Gm>>; legal: ReturnType<typeof legalActionsOf<Gm>> }[] = [];
for (let g = 0; g < games; g++) {
  const start = setupMatch(dogEatDog, { game: 'dog-eat-dog', players: 4, secret: `search-speed/${g}` });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const rng = new Rng(seedFromSecret(`search-speed/${g}/bots`));
  let n = 0;
  while (!state.outcome) {
    const seat = actorsOf(dogEatDog, state)[0]!;
    const legal = legalActionsOf(dogEatDog, state, seat);
    const d = { view: viewOf(dogEatDog, state, seat), legal, rng };
    if (seat === 0 && legal.length > 1 && searchesAt(d) && n++ % 4 === 0) decisions.push({ view: d.view, legal });
    const next = applyAction(dogEatDog, state, seat, (seat === 0 ? lawfulBot : heuristicBot).decide(d));
    if (!next.ok) throw new Error(next.error.code);
    state = next.value.state;
  }
}

const { playout, playoutDone, ...views } = dogEatDogSearch;
const ways: [string, SearchHooks<Gm>, number][] = [
  ['views, 12 actions', views, 12],
  ['quick, 12 actions', { ...views, playout: playout! }, 12],
  ['views, to the round', { ...views, playoutDone: playoutDone! }, 80],
  ['quick, to the round', dogEatDogSearch, 80],
];
// Two passes, the first to warm the JIT up; the second's figures are printed.
for (let pass = 0; pass < 2; pass++)
  for (const [name, hooks, depth] of ways) {
    // Every playout step asks `playout` first: counted there (null hands it to the views' policy).
    let steps = 0;
    const quick = hooks.playout;
    const counted: SearchHooks<Gm> = { ...hooks, playout: (s, a, r) => (steps++, quick ? quick(s, a, r) : null) };
    let done = 0;
    const cpu = process.cpuUsage();
    for (const [i, d] of decisions.entries()) {
      const rng = new Rng(seedFromSecret(`search-speed/search/${i}`));
      done += search(dogEatDog, counted, { view: d.view, legal: d.legal, rng }, 0, {
        budget: { iterations },
        rolloutDepth: depth,
        prior: 16,
      }).stats.iterations;
    }
    const used = process.cpuUsage(cpu);
    const seconds = (used.user + used.system) / 1e6;
    if (pass === 1)
      console.log(
        JSON.stringify({
          way: name,
          decisions: decisions.length,
          iterations: done,
          cpuSeconds: Number(seconds.toFixed(2)),
          iterationsPerCpuSecond: Math.round(done / seconds),
          playoutActionsPerIteration: Number((steps / done).toFixed(1)),
          playoutActionsPerCpuSecond: Math.round(steps / seconds),
        }),
      );
  }
