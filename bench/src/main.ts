// First, so that boardgame.io sees NODE_ENV when it loads.
import { nodeEnv } from './node-env.js';
import { machineFacts } from './machine.js';
import type { GoBenchFigures } from '@cutthroat/gocaine/bench/go';
import { benchArmsDealers } from './arms-dealers.bench.js';
import { benchDogEatDog, DOG_EAT_DOG_HEURISTIC_TARGET, DOG_EAT_DOG_TARGET, type CpuRow } from './dog-eat-dog.bench.js';
import { benchGoCaine } from './gocaine.bench.js';
import { benchGo } from './go.bench.js';
import { percent, table, times, type Row } from './report.js';
import { saveResults } from './results.js';
import { benchTicTacToe } from './tic-tac-toe.bench.js';
import { armsDealersIsolated, dogEatDogIsolated, gocaineIsolated, goIsolated, ticTacToeIsolated } from './isolated.js';

/**
 * `npm run bench`: random playouts of Arms Dealers, GoCaine and Dog Eat Dog (heuristic ones too)
 * in the Cutthroat engine,
 * tic-tac-toe in the engine and in boardgame.io 0.50.2 side by side, then the Go engine against
 * @sabaki/go-board, each part on one thread of its own.
 *   --json                      one JSON object instead of the tables
 *   --save                      also each part's figures to bench/results/YYYY-MM-DD-<part>.json
 *   --only arms-dealers|gocaine|dog-eat-dog|tic-tac-toe|go   one part alone
 *   --shared-thread             the parts on this one thread, one after the other (the engine's
 *                               tic-tac-toe then runs on functions V8 specialised for Arms Dealers)
 */

// What the issue says boardgame.io's reducer makes on this machine, and the engine's target.
const BOARDGAME_IO_CLAIMED = 3_000;
const TARGET_FACTOR = 100;
// The Go engine's target against @sabaki/go-board, in moves/s.
const GO_TARGET_FACTOR = 50;

const args = process.argv.slice(2);
const json = args.includes('--json');
const save = args.includes('--save');
const shared = args.includes('--shared-thread');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const PARTS = ['arms-dealers', 'gocaine', 'dog-eat-dog', 'tic-tac-toe', 'go'];
if (args.includes('--only') && (only === undefined || !PARTS.includes(only))) {
  console.error(`--only takes ${PARTS.join(', ')}, not ${only ?? 'nothing'}`);
  process.exit(2);
}
const progress = (message: string) => {
  if (!json) process.stderr.write(`${message}\n`);
};

const machine = machineFacts();

let armsDealers: Row[] | null = null;
if (only === undefined || only === 'arms-dealers') {
  progress('Arms Dealers, random bots...');
  armsDealers = await (shared ? benchArmsDealers() : armsDealersIsolated());
}

let gocaine: Row[] | null = null;
if (only === undefined || only === 'gocaine') {
  progress('GoCaine, 6 random bots...');
  gocaine = await (shared ? benchGoCaine() : gocaineIsolated());
}

let dogEatDog: CpuRow[] | null = null;
if (only === undefined || only === 'dog-eat-dog') {
  progress('Dog Eat Dog, 4 random bots, then 4 heuristic bots...');
  dogEatDog = shared ? benchDogEatDog() : await dogEatDogIsolated();
}
const dogEatDogRandom = dogEatDog?.find((r) => r.name.includes('random'));
const dogEatDogHeuristic = dogEatDog?.find((r) => r.name.includes('heuristic'));

let ticTacToe: Awaited<ReturnType<typeof benchTicTacToe>> | null = null;
if (only === undefined || only === 'tic-tac-toe') {
  progress('tic-tac-toe, Cutthroat and boardgame.io side by side...');
  ticTacToe = await (shared ? benchTicTacToe() : ticTacToeIsolated());
}

let go: GoBenchFigures | null = null;
if (only === undefined || only === 'go') {
  progress('Go engine and @sabaki/go-board, the same random games...');
  go = await (shared ? benchGo() : goIsolated());
}

const engine = ticTacToe?.cutthroatEngine.result.actionsPerSecond ?? NaN;
const ratio = engine / (ticTacToe?.boardgameIoReducer.result.actionsPerSecond ?? NaN);
const target = BOARDGAME_IO_CLAIMED * TARGET_FACTOR;
const rowJson = (r: Row) => ({
  name: r.name,
  players: r.players,
  ...r.result,
  actionsPerGame: r.result.actions / r.result.games,
});

const figures = {
  armsDealers: armsDealers?.map(rowJson) ?? null,
  gocaine: gocaine?.map(rowJson) ?? null,
  dogEatDog: dogEatDog && {
    rows: dogEatDog.map((r) => ({ ...rowJson(r), cpuMsPerGame: r.cpuMsPerGame })),
    target: {
      randomGamesPerSecond: DOG_EAT_DOG_TARGET,
      met: (dogEatDogRandom?.result.gamesPerSecond ?? 0) >= DOG_EAT_DOG_TARGET,
      heuristicGamesPerSecond: DOG_EAT_DOG_HEURISTIC_TARGET,
      heuristicMet: (dogEatDogHeuristic?.result.gamesPerSecond ?? 0) >= DOG_EAT_DOG_HEURISTIC_TARGET,
    },
  },
  ticTacToe: ticTacToe && {
    drivers: Object.fromEntries(
      Object.values(ticTacToe).map((r) => [r.key, { ...rowJson(r), results: r.tally.counts }]),
    ),
    ratio,
    ratioTargetMet: ratio >= TARGET_FACTOR,
    target: {
      boardgameIoClaimed: BOARDGAME_IO_CLAIMED,
      factor: TARGET_FACTOR,
      actionsPerSecond: target,
      met: engine >= target,
    },
  },
  go: go && { ...go, target: { factor: GO_TARGET_FACTOR, met: go.ratio >= GO_TARGET_FACTOR } },
};

if (save) {
  const saved = [
    ['arms-dealers', figures.armsDealers],
    ['gocaine', figures.gocaine],
    ['dog-eat-dog', figures.dogEatDog],
    ['tic-tac-toe', figures.ticTacToe],
    ['go', figures.go],
  ] as const;
  for (const [part, f] of saved) if (f !== null) progress(`saved ${saveResults(part, f)}`);
}

if (json) {
  console.log(JSON.stringify({ machine, ...figures }));
} else {
  console.log(
    `\n${machine.cpuModel}, ${machine.cpus} cores, Node ${machine.node}, NODE_ENV=${nodeEnv}; ${shared ? 'the parts on one thread' : 'each part on a thread of its own'}, one thread at a time\n`,
  );
  const rows = [...(armsDealers ?? []), ...(gocaine ?? []), ...(dogEatDog ?? []), ...Object.values(ticTacToe ?? {})];
  if (rows.length > 0) console.log(table(rows));
  if (dogEatDog) {
    console.log('\nDog Eat Dog, timed in CPU time of the process (GC included), per game and in wall time:');
    for (const r of dogEatDog)
      console.log(
        `  ${r.name.padEnd(40)} ${r.cpuMsPerGame.toFixed(2).padStart(8)} ms/game  ${r.wallSeconds.toFixed(1)} s wall`,
      );
    const random = dogEatDogRandom!.result.gamesPerSecond;
    console.log(
      `Dog Eat Dog random 4-player games per CPU second against the target of ${DOG_EAT_DOG_TARGET}: ` +
        `${Math.round(random)} (${random >= DOG_EAT_DOG_TARGET ? 'met' : 'missed'})`,
    );
    const heuristic = dogEatDogHeuristic!.result.gamesPerSecond;
    console.log(
      `Dog Eat Dog heuristic 4-player games per CPU second against the target of ${DOG_EAT_DOG_HEURISTIC_TARGET}: ` +
        `${Math.round(heuristic)} (${heuristic >= DOG_EAT_DOG_HEURISTIC_TARGET ? 'met' : 'missed'})`,
    );
  }
  if (ticTacToe) {
    console.log('\ntic-tac-toe results (random play gives about 58.5% / 28.8% / 12.7%):');
    for (const r of Object.values(ticTacToe)) {
      const s = r.tally.shares();
      console.log(
        `  ${r.name.padEnd(36)} first ${percent(s.first)}, second ${percent(s.second)}, draw ${percent(s.draw)}`,
      );
    }
    console.log(
      `\ncutthroat engine / boardgame.io reducer: ${times(ratio)} (target ${TARGET_FACTOR}x: ${ratio >= TARGET_FACTOR ? 'met' : 'missed'})`,
    );
    console.log(
      `cutthroat engine against ${TARGET_FACTOR}x the issue's ${BOARDGAME_IO_CLAIMED.toLocaleString('en-US')} actions/s: ` +
        `${Math.round(engine).toLocaleString('en-US')} of ${target.toLocaleString('en-US')} (${engine >= target ? 'met' : 'missed'})`,
    );
  }
  if (go) {
    const n = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    console.log(`\nGo engine, ${go.board}, random 2-colour games of up to ${go.movesPerGame} moves`);
    console.log(`  cutthroat go.ts     ${n.format(go.ours.movesPerSecond).padStart(12)} moves/s`);
    console.log(`  @sabaki/go-board    ${n.format(go.sabaki.movesPerSecond).padStart(12)} moves/s`);
    console.log(
      `  ratio ${times(go.ratio)} (target ${GO_TARGET_FACTOR}x: ${go.ratio >= GO_TARGET_FACTOR ? 'met' : 'missed'}); ` +
        `captures agree: ${go.capturesAgree}`,
    );
  }
}
