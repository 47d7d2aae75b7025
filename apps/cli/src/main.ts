import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CATALOG } from '@cutthroat/catalog';
import { schemaRefusal } from '@cutthroat/engine';
import { CliError, CliFailure } from './errors.js';
import { gameNamed, type CliGame } from './games.js';
import { play } from './play.js';
import { loadScenario, runScenario, type StepReport } from './scenario.js';
import { schemas } from './schema.js';
import { verifyExpectations, verifyMatch } from './verify.js';
import { formatClaims } from './report/claims.js';
import { reportHtml } from './report/html.js';
import { buildReport } from './report/report.js';
import { parseSweep } from './report/sweep.js';
import { formatReport, report } from './sim/report.js';
import { progressBar } from './sim/progress.js';
import { runSimulation } from './sim/run.js';
import { train } from './train/train.js';
import type { SimSpec } from './sim/simulate.js';

const botLines = CATALOG.games
  .map((g) => `      ${g.title} (--game ${g.id}): ${g.bots.map((b) => b.name).join(', ')}`)
  .join('\n');

/** Each subcommand's usage: `cutthroat COMMAND --help` (or `-h`) prints its own. */
const COMMAND_USAGE = {
  play: `  cutthroat play --game ${CATALOG.ids.join('|')} [--players 4] [--bots KIND,KIND,...] [--seed S]
      you play seat 0 against bots, by default each game's strongest; the kinds:
${botLines}`,
  sim: `  cutthroat sim --game ${CATALOG.ids[0] ?? 'GAME'} --players 4 --bots KIND,KIND,KIND,KIND
                --games 10000 --seed 7 [--workers 2] [--options JSON] [--json]
      bot-only games in parallel worker threads; same seed, same numbers (and each game's own
      figures: how games end, milestones such as the round of the first $1,000M)`,
  report: `  cutthroat report --game ${CATALOG.ids[0] ?? 'GAME'} --players 4 --bots KIND,... --games 1000 --seed 7
                   [--options JSON] [--sweep OPTION=V1,V2,...|bot.PARAM=V1,...] [--claims [--claim-games N]]
                   [--workers 2] --out DIR
      the same games kept whole: DIR/report.html (charts with 95% intervals, opens offline) and
      DIR/report.json; --sweep plays every value with the same seeds; --claims tests the
      rulebook's claims and prints each verdict`,
  train: `  cutthroat train --game GAME [--players 4] [--bots KIND] [--games 200] [--seed 1] [--l2 1] [--out FILE]
      self-play games of one bot (the game's first) in every seat; fits a win-probability model
      (logistic regression) to each seat's position at each turn and prints it as JSON, scored
      on every fifth game held out; --out writes it (the strong bot's data/evaluation.json)`,
  run: `  cutthroat run scenario.json [--json]
      play a scripted game (docs/scenarios.md) and print the resulting state; a step
      { "seat", "action" } may also hold "expect": { "refused": CODE } (the rules must refuse it with
      CODE, and play goes on), { "failed": CODE } (a card must stop the declaration) or
      { "events": [{ "type": "gained", "amount": 10 }] } (the step must tell such events), and
      "print": ["legal", "derived"] (the seat's legal actions and the game's derived values at that
      point, before the action; a step may print without an action). A declaration a card stops is
      printed as failed with its reason, never counted as applied. Exit status 0 when every step
      went as written, 1 at the first that did not, 2 for a file or setup that is not valid`,
  verify: `  cutthroat verify exported-match.json [--commitment HEX] [--seat-seed SEAT:SEED] [--allow-fixture] [--json]
      check a finished match: the revealed secret matches its commitment (the one you saw at the
      start, given with --commitment), your seat's seed is among those it was dealt with, and every
      shuffle and die replays to the same result; a fixed setup fails unless --allow-fixture`,
  schema: `  cutthroat schema [--write DIR | --check DIR]
      JSON Schemas of every game's actions, options and scenarios (--check DIR: exit 1 when
      a file there is out of date)`,
} as const;
type Command = keyof typeof COMMAND_USAGE;
const isCommand = (c: string | undefined): c is Command => c !== undefined && Object.hasOwn(COMMAND_USAGE, c);

const USAGE = `cutthroat: play and study Cutthroat's games from the terminal

${Object.values(COMMAND_USAGE).join('\n')}

  cutthroat COMMAND --help (or -h) prints that command's usage.`;

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  // `cutthroat COMMAND --help` and `cutthroat help COMMAND`: the command's usage, exit status 0.
  if (isCommand(command) && rest.some((a) => a === '--help' || a === '-h')) {
    process.stdout.write(`usage:\n${COMMAND_USAGE[command]}\n`);
    return 0;
  }
  if (command === 'help' && isCommand(rest[0])) {
    process.stdout.write(`usage:\n${COMMAND_USAGE[rest[0]]}\n`);
    return 0;
  }
  try {
    switch (command) {
      case 'play':
        return await playCommand(rest);
      case 'sim':
        return await simCommand(rest);
      case 'report':
        return await reportCommand(rest);
      case 'train':
        return await trainCommand(rest);
      case 'run':
        return await runCommand(rest);
      case 'schema':
        return await schemaCommand(rest);
      case 'verify':
        return await verifyCommand(rest);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        process.stdout.write(`${USAGE}\n`);
        return command === undefined ? 2 : 0;
      default:
        throw new CliFailure(CliError.UnknownCommand, `unknown command '${command}'\n\n${USAGE}`);
    }
  } catch (e) {
    if (e instanceof CliFailure) {
      process.stderr.write(`error [${e.code}]: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

type Spec = Record<string, { type: 'string' | 'boolean' }>;
interface Flags {
  readonly values: { readonly [flag: string]: string | undefined } & { readonly json?: boolean };
  readonly positionals: readonly string[];
}

function args(argv: readonly string[], options: Spec, positionals = 0): Flags {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new CliFailure(CliError.BadArgument, (e as Error).message);
  }
  if (parsed.positionals.length > positionals) {
    throw new CliFailure(CliError.BadArgument, `unexpected argument '${parsed.positionals[positionals]}'`);
  }
  return parsed as Flags;
}

function integer(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new CliFailure(
      CliError.BadArgument,
      `--${name} must be a whole number from ${min} to ${max}, not '${value}'`,
    );
  }
  return n;
}

function game(name: string | undefined): CliGame {
  const entry = gameNamed(name);
  if (typeof entry === 'string') throw new CliFailure(CliError.BadArgument, entry);
  return entry;
}

function botKinds(entry: CliGame, list: string | undefined, seats: number, fallback: string): string[] {
  const kinds = list ? list.split(',').map((k) => k.trim()) : [fallback];
  const known = entry.bots.map((b) => b.name);
  for (const k of kinds) {
    if (!known.includes(k))
      throw new CliFailure(CliError.BadArgument, `unknown bot '${k}' (one of: ${known.join(', ')})`);
  }
  if (kinds.length === 1) return new Array<string>(seats).fill(kinds[0]!);
  if (kinds.length !== seats) {
    throw new CliFailure(CliError.BadArgument, `--bots lists ${kinds.length} bots for ${seats} seats`);
  }
  return kinds;
}

function options(json: string | undefined): unknown {
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw new CliFailure(CliError.BadArgument, `--options must be a JSON object, e.g. '{"moneyTrades":true}'`);
  }
}

/** The flags `sim` and `report` share: which games to play, and on how many workers. */
const PLAY_FLAGS = {
  game: { type: 'string' },
  players: { type: 'string' },
  bots: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  workers: { type: 'string' },
  options: { type: 'string' },
} as const satisfies Spec;

/** The games `sim` and `report` play, from their flags; the defaults differ between them. */
function gamesToPlay(v: Flags['values'], defaults: { players: (g: CliGame) => number; bot: (g: CliGame) => string }) {
  const entry = game(v.game);
  const { minPlayers, maxPlayers } = entry.game;
  const players = integer(v.players, 'players', defaults.players(entry), minPlayers, maxPlayers);
  const spec: SimSpec = {
    game: entry.game.name,
    players,
    bots: botKinds(entry, v.bots, players, defaults.bot(entry)),
    seed: v.seed ?? '1',
    options: options(v.options),
  };
  const check = entry.game.options.safeParse(spec.options ?? {});
  if (!check.success) {
    const why = schemaRefusal(entry.game.options, spec.options ?? {}, 'the options');
    throw new CliFailure(CliError.BadArgument, `--options: ${why}`);
  }
  return {
    entry,
    spec,
    games: integer(v.games, 'games', 1000, 1, 100_000_000),
    workers: integer(v.workers, 'workers', Math.min(availableParallelism(), 8), 1, 64),
  };
}

async function trainCommand(argv: readonly string[]): Promise<number> {
  const { values: v } = args(argv, {
    game: { type: 'string' },
    players: { type: 'string' },
    bots: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    l2: { type: 'string' },
    out: { type: 'string' },
  });
  const entry = game(v.game);
  if (!entry.valueFeatures) {
    throw new CliFailure(CliError.BadArgument, `${entry.title} has no value features to train on`);
  }
  const { minPlayers, maxPlayers } = entry.game;
  const players = integer(v.players, 'players', Math.max(minPlayers, Math.min(4, maxPlayers)), minPlayers, maxPlayers);
  const [bot] = botKinds(entry, v.bots, 1, entry.bots[0].name);
  const l2 = Number(v.l2 ?? 1);
  if (!(l2 >= 0 && l2 <= 1e6)) throw new CliFailure(CliError.BadArgument, `--l2 must be a number from 0 to 1000000`);
  const games = integer(v.games, 'games', 200, 5, 1_000_000);
  const bar = progressBar(games, '', process.stderr.isTTY);
  const command = `cutthroat train ${argv.filter((a, i) => a !== '--out' && argv[i - 1] !== '--out').join(' ')}`;
  const evaluation = train(entry, { players, bot: bot!, games, seed: v.seed ?? '1', l2 }, command, bar.update);
  bar.done();
  const text = `${JSON.stringify(evaluation, null, 2)}\n`;
  if (v.out) await writeFile(v.out, text);
  else process.stdout.write(text);
  return 0;
}

async function simCommand(argv: readonly string[]): Promise<number> {
  const { values: v } = args(argv, { ...PLAY_FLAGS, json: { type: 'boolean' } });
  const { entry, spec, games, workers } = gamesToPlay(v, {
    players: (g) => g.game.minPlayers,
    bot: () => 'random',
  });
  const bar = progressBar(games, '', process.stderr.isTTY && !v.json);
  const started = performance.now();
  const totals = await runSimulation(spec, games, workers, bar.update);
  bar.done();
  const r = report(spec, totals, (performance.now() - started) / 1000, entry);
  process.stdout.write(v.json ? `${JSON.stringify(r)}\n` : `${formatReport(r, entry.sim.formatMoney)}\n`);
  return 0;
}

async function reportCommand(argv: readonly string[]): Promise<number> {
  const { values: v } = args(argv, {
    ...PLAY_FLAGS,
    sweep: { type: 'string' },
    claims: { type: 'boolean' },
    'claim-games': { type: 'string' },
    out: { type: 'string' },
  });
  // A report plays the strongest bots at a four-player table unless told otherwise.
  const { entry, spec, games, workers } = gamesToPlay(v, {
    players: (g) => Math.min(g.game.maxPlayers, Math.max(g.game.minPlayers, 4)),
    bot: (g) => g.bots[0].name,
  });
  if (!v.out) throw new CliFailure(CliError.BadArgument, '--out DIR is required: where report.html and report.json go');
  const sweep = v.sweep === undefined ? null : parseSweep(entry, v.sweep, spec);
  const claims = (v as { claims?: boolean }).claims === true;
  if (v['claim-games'] !== undefined && !claims)
    throw new CliFailure(CliError.BadArgument, '--claim-games goes with --claims');
  const result = await buildReport({
    entry,
    spec,
    games,
    workers,
    sweep,
    claims,
    claimGames: v['claim-games'] === undefined ? null : integer(v['claim-games'], 'claim-games', 0, 1, 10_000_000),
    command: ['cutthroat', 'report', ...argv].join(' '),
    progress: process.stderr.isTTY === true,
  });
  await mkdir(v.out, { recursive: true });
  await writeFile(join(v.out, 'report.json'), `${JSON.stringify(result, null, 2)}\n`);
  await writeFile(join(v.out, 'report.html'), await reportHtml(result));
  if (result.claims) process.stdout.write(`${formatClaims(entry.id, result.claims)}\n\n`);
  process.stdout.write(
    `wrote ${join(v.out, 'report.html')} and report.json: ${result.timing.games} games in ${result.timing.seconds.toFixed(1)} s, ` +
      `${result.timing.cpuMsPerGame.toFixed(1)} ms of CPU per game\n`,
  );
  return 0;
}

async function runCommand(argv: readonly string[]): Promise<number> {
  const { values: v, positionals } = args(argv, { json: { type: 'boolean' } }, 1);
  if (positionals.length !== 1)
    throw new CliFailure(CliError.BadArgument, 'usage: cutthroat run scenario.json [--json]');
  const scenario = await loadScenario(positionals[0]!);
  const result = runScenario(scenario);
  const entry = game(scenario.game);
  // A match the scenario cannot set up (a bad player count, options or setup) is bad input, like
  // a malformed file: exit 2. A refused action is what the scenario found: exit 1.
  const badInput = !result.ok && result.index < 0;
  if (v.json) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } else if (result.ok) {
    process.stdout.write(`${JSON.stringify(result.state, null, 2)}\n\n`);
    process.stdout.write(stepLines(result.steps));
    process.stdout.write(
      `${result.applied} action(s) applied, ${result.refused} refused as expected, ${result.failed} failed.\n`,
    );
    result.money.forEach((m, seat) => process.stdout.write(`seat ${seat}: ${entry.sim.formatMoney(m)}\n`));
    if (result.outcome) process.stdout.write(`game over: ${JSON.stringify(result.outcome)}\n`);
  } else if (badInput) {
    process.stderr.write(`error [${result.code}]: ${result.message}\n`);
  } else {
    process.stdout.write(stepLines(result.steps ?? []));
    process.stdout.write(`action ${result.index} (seat ${result.seat}) refused: ${result.code}: ${result.message}\n`);
  }
  return result.ok ? 0 : badInput ? 2 : 1;
}

/** The steps worth a line: refusals expected, failed declarations, and what was asked to be printed. */
function stepLines(steps: readonly StepReport[]): string {
  const out: string[] = [];
  for (const st of steps) {
    const at = `action ${st.index} (seat ${st.seat})`;
    if (st.outcome === 'refused') out.push(`${at} refused as expected: ${st.code}: ${st.message}`);
    if (st.outcome === 'failed') out.push(`${at} failed: ${st.code}: ${st.message}`);
    for (const [seat, actions] of Object.entries(st.legal ?? {})) {
      out.push(`${at}: seat ${seat} may take ${actions.length} action(s):`);
      for (const a of actions) out.push(`  ${JSON.stringify(a)}`);
    }
    for (const [seat, values] of Object.entries(st.derived ?? {})) {
      out.push(`${at}: derived values for seat ${seat}:`);
      for (const [name, value] of Object.entries(values as object)) out.push(`  ${name}: ${JSON.stringify(value)}`);
    }
  }
  return out.length ? `${out.join('\n')}\n\n` : '';
}

async function playCommand(argv: readonly string[]): Promise<number> {
  const { values: v } = args(argv, {
    game: { type: 'string' },
    players: { type: 'string' },
    bots: { type: 'string' },
    seed: { type: 'string' },
    options: { type: 'string' },
  });
  const entry = game(v.game ?? CATALOG.ids[0]);
  const players = integer(v.players, 'players', 4, entry.game.minPlayers, entry.game.maxPlayers);
  return play({
    entry,
    players,
    bots: botKinds(entry, v.bots, players - 1, entry.bots[0].name),
    secret: v.seed ?? `${Date.now()}-${Math.random()}`,
    options: options(v.options),
    input: process.stdin,
    output: process.stdout,
  });
}

async function verifyCommand(argv: readonly string[]): Promise<number> {
  const { values: v, positionals } = args(
    argv,
    {
      json: { type: 'boolean' },
      commitment: { type: 'string' },
      'seat-seed': { type: 'string' },
      'allow-fixture': { type: 'boolean' },
    },
    1,
  );
  if (positionals.length !== 1)
    throw new CliFailure(
      CliError.BadArgument,
      'usage: cutthroat verify match.json [--commitment HEX] [--seat-seed SEAT:SEED] [--allow-fixture] [--json]',
    );
  const expected = verifyExpectations(v.commitment, v['seat-seed'], v['allow-fixture'] !== undefined);
  const text = await readFile(positionals[0]!, 'utf8').catch((e: Error) => {
    throw new CliFailure(CliError.Unreadable, `cannot read ${positionals[0]}: ${e.message}`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new CliFailure(CliError.InvalidScenario, `${positionals[0]} is not JSON: ${(e as Error).message}`);
  }
  const verdict = verifyMatch(json, expected);
  if (v.json) process.stdout.write(`${JSON.stringify(verdict)}\n`);
  else if (verdict.ok)
    process.stdout.write(`verified: ${verdict.actions} moves replay from the revealed seed to the same result\n`);
  else process.stdout.write(`NOT verified [${verdict.code}]: ${verdict.message}\n`);
  return verdict.ok ? 0 : 1;
}

async function schemaCommand(argv: readonly string[]): Promise<number> {
  const { values: v } = args(argv, { write: { type: 'string' }, check: { type: 'string' } });
  const files = schemas();
  if (v.write) {
    await mkdir(v.write, { recursive: true });
    for (const [name, schema] of Object.entries(files))
      await writeFile(join(v.write, name), `${JSON.stringify(schema, null, 2)}\n`);
    process.stdout.write(`wrote ${Object.keys(files).length} schemas to ${v.write}\n`);
    return 0;
  }
  if (v.check) {
    const stale: string[] = [];
    for (const [name, schema] of Object.entries(files)) {
      const current = await readFile(join(v.check, name), 'utf8').catch(() => '');
      if (current !== `${JSON.stringify(schema, null, 2)}\n`) stale.push(name);
    }
    if (stale.length) process.stdout.write(`out of date: ${stale.join(', ')} (run npm run docs:schema)\n`);
    return stale.length ? 1 : 0;
  }
  process.stdout.write(`${JSON.stringify(files, null, 2)}\n`);
  return 0;
}
