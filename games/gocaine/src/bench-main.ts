import { benchGo } from './bench-go.js';

/**
 * `npm run bench`, GoCaine part: the Go engine against @sabaki/go-board on identical random
 * 2-colour sequences on the 10x12 board. `--json` prints one object.
 */
const figures = benchGo(Number(process.env['GO_BENCH_SECONDS'] ?? 5));
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(figures));
} else {
  const n = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  console.log(`\nGo engine, ${figures.board}, random 2-colour games of up to ${figures.movesPerGame} moves`);
  console.log(`  cutthroat go.ts     ${n.format(figures.ours.movesPerSecond).padStart(12)} moves/s`);
  console.log(`  @sabaki/go-board    ${n.format(figures.sabaki.movesPerSecond).padStart(12)} moves/s`);
  console.log(`  ratio ${n.format(figures.ratio)}x (target 50x); captures agree: ${figures.capturesAgree}`);
}
