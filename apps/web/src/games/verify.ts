import {
  applyAction,
  commitmentOf,
  parseAction,
  setupMatch,
  type AnyGame,
  type GameEvent,
  type LogEntry,
  type MatchRecord,
  type Outcome,
  type StateOf,
} from '@cutthroat/engine';
import { RULES } from './rules.js';

/** A finished match as `GET /api/matches/:id/export` gives it. */
export interface ExportedMatch {
  readonly format: 'cutthroat-match/1';
  readonly match: {
    readonly id: string;
    readonly game: string;
    readonly players: number;
    readonly options: unknown;
    readonly commitment: string;
    readonly secret: string;
    readonly fixture?: unknown;
  };
  readonly log: readonly {
    readonly seq: number;
    readonly actor: number;
    readonly action: unknown;
    readonly at: number;
  }[];
  readonly outcome: unknown;
}

export type Verdict =
  | { readonly ok: true; readonly actions: number; readonly outcome: Outcome }
  | { readonly ok: false; readonly code: string; readonly message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Check the export's shape by hand: what the client reads, and nothing more. */
export function asExport(raw: unknown): ExportedMatch | string {
  if (!isObject(raw) || raw['format'] !== 'cutthroat-match/1') return 'not a cutthroat-match/1 export';
  const m = raw['match'];
  if (
    !isObject(m) ||
    typeof m['id'] !== 'string' ||
    typeof m['game'] !== 'string' ||
    !Number.isInteger(m['players']) ||
    typeof m['commitment'] !== 'string' ||
    typeof m['secret'] !== 'string'
  ) {
    return 'the export has no valid match record';
  }
  const log = raw['log'];
  if (
    !Array.isArray(log) ||
    !log.every((r) => isObject(r) && Number.isInteger(r['seq']) && Number.isInteger(r['actor']) && 'action' in r)
  ) {
    return 'the export has no valid log';
  }
  return raw as unknown as ExportedMatch;
}

export function recordOf(x: ExportedMatch): MatchRecord {
  return {
    game: x.match.game,
    players: x.match.players,
    options: x.match.options,
    secret: x.match.secret,
    ...(x.match.fixture !== undefined && x.match.fixture !== null ? { fixture: x.match.fixture } : {}),
  };
}

/** JSON-equal, whatever the key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isObject(v)) {
    return `{${Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

export interface Replayed {
  /** states[i] is the match after i moves; states[0] is the setup. */
  readonly states: readonly StateOf<AnyGame>[];
  /** events[i] are what move i (0-based) made happen. */
  readonly events: readonly (readonly GameEvent[])[];
  /** The first move the rules refused, if any. */
  readonly failure: { readonly index: number; readonly code: string; readonly message: string } | null;
}

/** Replay a log with the game's own rules, keeping every intermediate state (for the replay viewer). */
export function replaySteps(game: AnyGame, record: MatchRecord, log: readonly LogEntry[]): Replayed {
  const start = setupMatch(game, record);
  if (!start.ok) return { states: [], events: [], failure: { index: -1, ...start.error } };
  const states: StateOf<AnyGame>[] = [start.value];
  const events: GameEvent[][] = [];
  for (let i = 0; i < log.length; i++) {
    const entry = log[i]!;
    const parsed = parseAction(game, entry.action);
    const next = parsed.ok ? applyAction(game, states[i]!, entry.actor, parsed.value) : parsed;
    if (!next.ok) return { states, events, failure: { index: i, ...next.error } };
    states.push(next.value.state);
    events.push([...next.value.events]);
  }
  return { states, events, failure: null };
}

/**
 * What `cutthroat verify` checks, in the browser: the revealed secret hashes to the commitment
 * published when the match was created, and the log replays from the secret's seed, every shuffle
 * included, to the same outcome as the export (and as the server announced, when given).
 */
export function verifyExport(raw: unknown, expected: { commitment?: string; outcome?: unknown } = {}): Verdict {
  const x = asExport(raw);
  if (typeof x === 'string') return { ok: false, code: 'verify/malformed', message: x };
  const game = RULES[x.match.game];
  if (!game) return { ok: false, code: 'verify/unknown-game', message: `this client cannot replay ${x.match.game}` };
  if (expected.commitment !== undefined && expected.commitment !== x.match.commitment) {
    return {
      ok: false,
      code: 'verify/commitment-changed',
      message: 'the export’s commitment is not the one published when the match began',
    };
  }
  if (commitmentOf(x.match.secret) !== x.match.commitment) {
    return {
      ok: false,
      code: 'verify/commitment-mismatch',
      message: 'the revealed secret does not hash to the commitment',
    };
  }
  if (x.log.some((r, i) => r.seq !== i)) {
    return { ok: false, code: 'verify/log-out-of-order', message: 'the log skips or repeats a move' };
  }
  const r = replaySteps(game, recordOf(x), x.log);
  if (r.failure) {
    return {
      ok: false,
      code: 'verify/replay-refused',
      message: `move ${r.failure.index} does not replay: ${r.failure.message} (${r.failure.code})`,
    };
  }
  const outcome = r.states.at(-1)?.outcome ?? null;
  if (!outcome) return { ok: false, code: 'verify/not-over', message: 'the log does not reach the end of the game' };
  if (!sameJson(outcome, x.outcome)) {
    return {
      ok: false,
      code: 'verify/outcome-mismatch',
      message: 'the replay ends with another ranking than the export',
    };
  }
  if (expected.outcome !== undefined && !sameJson(outcome, expected.outcome)) {
    return {
      ok: false,
      code: 'verify/outcome-mismatch',
      message: 'the replay ends with another ranking than the server announced',
    };
  }
  return { ok: true, actions: x.log.length, outcome };
}
