import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CATALOG } from '@cutthroat/catalog';
import { CliError, CliFailure } from './errors.js';
import { gameNamed, type CliGame } from './games.js';
import { play } from './play.js';
import { loadScenario, runScenario } from './scenario.js';
import { schemas } from './schema.js';
import { verifyExpectations, verifyMatch } from './verify.js';
import { formatReport, report } from './sim/report.js';
import { runSimulation } from './sim/run.js';

const botLines = CATALOG.games
  .map((g) => `      ${g.title} (--game ${g.id}): ${g.bots.map((b) => b.name).join(', ')}`)
  .join('\n');

const USAGE = `cutthroat: play and study Cutthroat's games from the terminal

  cutthroat play --game ${CATALOG.ids.join('|')} [--players 4] [--bots KIND,KIND,...] [--seed S]
      you play seat 0 against bots, by default each game's strongest; the kinds:
${botLines}
  cutthroat sim --game ${CATALOG.ids[0] ?? 'GAME'} --players 4 --bots KIND,KIND,KIND,KIND
                --games 10000 --seed 7 [--workers 2] [--options JSON] [--json]
      bot-only games in parallel worker threads; same seed, same numbers (and each game's own
      figures: how games end, milestones such as the round of the first $1,000M)
  cutthroat run scenario.json [--json]
      play a scripted game (docs/scenarios.md) and print the resulting state
  cutthroat verify exported-match.json [--commitment HEX] [--seat-seed SEAT:SEED] [--allow-fixture] [--json]
      check a finished match: the revealed secret matches its commitment (the one you saw at the
      start, given with --commitment), your seat's seed is among those it was dealt with, and every
      shuffle and die replays to the same result; a fixed setup fails unless --allow-fixture
  cutthroat schema [--write DIR]
      JSON Schemas of every game's actions, options and scenarios`;

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'play':
        return await playCommand(rest);
      case 'sim':
        return await simCommand(rest);
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

async function simCommand(argv: readonly string[]): Promise<number> {
  const { values: v } = args(argv, {
    game: { type: 'string' },
    players: { type: 'string' },
    bots: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    workers: { type: 'string' },
    options: { type: 'string' },
    json: { type: 'boolean' },
  });
  const entry = game(v.game);
  const players = integer(v.players, 'players', entry.game.minPlayers, entry.game.minPlayers, entry.game.maxPlayers);
  const spec = {
    game: entry.game.name,
    players,
    bots: botKinds(entry, v.bots, players, 'random'),
    seed: v.seed ?? '1',
    options: options(v.options),
  };
  const check = entry.game.options.safeParse(spec.options ?? {});
  if (!check.success) throw new CliFailure(CliError.BadArgument, `--options: ${check.error.issues[0]?.message}`);
  const games = integer(v.games, 'games', 1000, 1, 100_000_000);
  const workers = integer(v.workers, 'workers', Math.min(availableParallelism(), 8), 1, 64);
  const tty = process.stderr.isTTY && !v.json;
  const started = performance.now();
  const totals = await runSimulation(spec, games, workers, (done) => {
    if (!tty) return;
    const width = 30;
    const filled = Math.round((width * done) / games);
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${games}`);
  });
  if (tty) process.stderr.write('\n');
  const r = report(spec, totals, (performance.now() - started) / 1000, entry);
  process.stdout.write(v.json ? `${JSON.stringify(r)}\n` : `${formatReport(r, entry.sim.formatMoney)}\n`);
  return 0;
}

async function runCommand(argv: readonly string[]): Promise<number> {
  const { values: v, positionals } = args(argv, { json: { type: 'boolean' } }, 1);
  if (positionals.length !== 1)
    throw new CliFailure(CliError.BadArgument, 'usage: cutthroat run scenario.json [--json]');
  const scenario = await loadScenario(positionals[0]!);
  const result = runScenario(scenario);
  if (v.json) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } else if (result.ok) {
    process.stdout.write(`${JSON.stringify(result.state, null, 2)}\n\n`);
    process.stdout.write(`${result.applied} action(s) applied.\n`);
    result.money.forEach((m, seat) => process.stdout.write(`seat ${seat}: ${m}\n`));
    if (result.outcome) process.stdout.write(`game over: ${JSON.stringify(result.outcome)}\n`);
  } else if (result.index < 0) {
    process.stdout.write(`setup refused: ${result.code}: ${result.message}\n`);
  } else {
    process.stdout.write(`action ${result.index} (seat ${result.seat}) refused: ${result.code}: ${result.message}\n`);
  }
  return result.ok ? 0 : 1;
}

async function playCommand(argv: readonly string[]): Promise<number> {
  const { values: v } = args(argv, {
    game: { type: 'string' },
    players: { type: 'string' },
    bots: { type: 'string' },
    seed: { type: 'string' },
    options: { type: 'string' },
  });
  const entry = game(v.game ?? 'arms-dealers');
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
