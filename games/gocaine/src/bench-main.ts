import { benchRandomGames } from './bench-game.js';
import { benchGo } from './bench-go.js';

/**
 * `npm run bench`, GoCaine part: the Go engine against @sabaki/go-board on identical random
 * 2-colour sequences on the 10x12 board, then whole random 6-player GoCaine games on this one
 * thread (one core). `--json` prints one object. `GO_BENCH_SECONDS` and `GAME_BENCH_SECONDS` set
 * the measuring times (5 s each).
 */
const figures = benchGo(Number(process.env['GO_BENCH_SECONDS'] ?? 5));
const games = benchRandomGames(Number(process.env['GAME_BENCH_SECONDS'] ?? 5), 6);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ ...figures, randomGames: games }));
} else {
  const n = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const d = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
  console.log(`\nGo engine, ${figures.board}, random 2-colour games of up to ${figures.movesPerGame} moves`);
  console.log(`  cutthroat go.ts     ${n.format(figures.ours.movesPerSecond).padStart(12)} moves/s`);
  console.log(`  @sabaki/go-board    ${n.format(figures.sabaki.movesPerSecond).padStart(12)} moves/s`);
  console.log(`  ratio ${n.format(figures.ratio)}x (target 50x); captures agree: ${figures.capturesAgree}`);
  console.log(`\nGoCaine, ${games.players} random players, whole games on one core (default options, round limit 100)`);
  console.log(
    `  ${d.format(games.gamesPerSecond)} games/s, ${n.format(games.actionsPerSecond)} actions/s` +
      ` (${n.format(games.games)} games in ${d.format(games.seconds)} s; ${d.format(games.actionsPerGame)} actions` +
      ` and ${d.format(games.roundsPerGame)} rounds a game; ${games.knocked} ended by a knock)`,
  );
}
