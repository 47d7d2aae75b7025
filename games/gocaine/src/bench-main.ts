import { benchGo } from './bench-go.js';

/**
 * `npm run bench`, last part: the Go engine against @sabaki/go-board (a devDependency of this
 * package only) on identical random 2-colour sequences on the 10x12 board. Whole GoCaine games are
 * measured with the other playouts in `bench/`. `--json` prints one object; `GO_BENCH_SECONDS` sets
 * the measuring time (5 s).
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
