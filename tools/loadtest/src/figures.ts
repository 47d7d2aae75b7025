// What a run of the server benchmark is given and what it reports, per server and per window.

import type { SetupFigures, StaggerFigures } from './load.js';
import type { LoopFigures, MemoryFigures } from './probe.js';

export type Framework = 'cutthroat' | 'boardgame.io';

export interface RunOptions {
  readonly matches: number;
  /** Actions/s across all matches for the paced run. */
  readonly rate: number;
  readonly seconds: number;
  readonly warmup: number;
  /** Also run unpaced, for the most the server can take. */
  readonly max: boolean;
  /**
   * After the paced run, if it kept p99 within `targetP99Ms`: higher rates in turn, each for a
   * short window, until one does not. The last that did is the server's capacity at that p99.
   */
  readonly rampRates: readonly number[];
  /**
   * If the paced run did not keep p99 within the target: lower rates in turn, until one does. That
   * one is the server's capacity at that p99; a ratio at equal p99 needs one from each server.
   */
  readonly rampDownRates: readonly number[];
  readonly targetP99Ms: number;
  readonly seed: string;
  /**
   * Matches made and joined after the memory figure; the pool is topped up to this many again
   * before each window, and the ready spares (`readySpares`) are connected from it.
   */
  readonly spares: number;
  /** Each match first plays a random share of a game, so that they do not all end together. */
  readonly stagger: boolean;
  /** Where the Cutthroat server runs. */
  readonly cutthroatServer: 'child' | 'in-process';
  /** Where the Cutthroat server's SQLite directory is made; e.g. /dev/shm to take the disk out. */
  readonly dataParent: string | undefined;
  readonly nodeFlags: readonly string[];
  /** V8's old-generation growth in every process of the run (`tuneHeap`): servers and clients. */
  readonly heapGrowingPercent: number;
  readonly progress: (message: string) => void;
}

export interface Latency {
  readonly count: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

export interface PhaseResult {
  /** Ramp steps and the paced run: whether the server kept within the p99 target at this rate. */
  readonly kept?: boolean;
  /** Target actions/s; null when unpaced. */
  readonly targetRate: number | null;
  readonly seconds: number;
  /** Actions sent, and accepted with the sender told so, per second of the window. */
  readonly sentPerSecond: number;
  /**
   * Actions the pacer could not release, a second, because the clients' own loop came back late
   * with actions waiting (`Pacer.heldBack`): the harness's stall, not the server's.
   */
  readonly heldBackPerSecond: number;
  readonly actionsPerSecond: number;
  /** Refused per second: another seat's action at the same seq won (reaction windows). */
  readonly stalePerSecond: number;
  /** Any other refusal: should be 0. */
  readonly otherRefusals: number;
  /** Send to every other seat of the match having the event, ms. */
  readonly broadcast: Latency;
  /** Send to the sender hearing the action was accepted, ms. */
  readonly ack: Latency;
  readonly server: LoopFigures;
  /** The load process: CPU (1 = one core) and share of time its event loop was busy. */
  readonly client: { readonly cpu: number; readonly loopBusy: number };
  /**
   * CPU used on the whole machine meanwhile by everything but the server and the clients (1 = one
   * core), from /proc/stat; null off Linux. The machine is shared: this says how much it was.
   */
  readonly othersCpu: number | null;
  /** Cutthroat only: `cutthroat_actions_total` over the window, per second. */
  readonly serverActionsPerSecond: number | null;
  readonly liveMatches: number;
  /**
   * Matches that ended in the window or its warm-up with no ready spare left, so that a spare was
   * connected then, in the server's busiest moments: 0 when the ready spares sufficed.
   */
  readonly startedLate: number;
}

/** The most a server carried with p99 action-to-broadcast within the target, from the ramp. */
export interface Capacity {
  /** The highest target rate that kept p99 within the target; null if not even the paced one did. */
  readonly rate: number | null;
  readonly actionsPerSecond: number;
  readonly p99: number;
  /** The first rate that missed, if the ramp found one. */
  readonly missedAt: number | null;
}

export interface FrameworkResult {
  readonly framework: Framework;
  readonly server: string;
  readonly storage: string;
  readonly game: string;
  readonly matches: number;
  readonly setup: SetupFigures;
  /**
   * Spare matches made over the lobby after setup and before each window (the pool topped up to
   * `--spares`), how long that took, and how many were still unused at the end; and how many were
   * connected before windows to be ready (`readySpares`), how long that took, and how many of them
   * were left.
   */
  readonly spares: {
    readonly made: number;
    readonly seconds: number;
    readonly left: number;
    readonly connected: number;
    readonly connectSeconds: number;
    readonly readyLeft: number;
  };
  readonly stagger: StaggerFigures | null;
  readonly memory: {
    readonly beforeSetup: MemoryFigures;
    readonly afterSetup: MemoryFigures;
    readonly afterRuns: MemoryFigures;
    /** (after setup − before setup) / matches, bytes. */
    readonly heapPerMatch: number;
    readonly rssPerMatch: number;
  };
  readonly paced: PhaseResult;
  readonly ramp: readonly PhaseResult[];
  readonly capacity: Capacity;
  readonly max: PhaseResult | null;
  /** Matches that finished during the runs and were replaced (by spares first). */
  readonly replaced: number;
  /**
   * After its windows: seconds spent waiting for the server to finish its backlog, and how many
   * times it was still busy after a minute.
   */
  readonly settled: { readonly seconds: number; readonly timedOut: number };
  /**
   * Cutthroat only: `cutthroat_event_loop_lag_ms` quantiles 0.99 and 1 (the worst, a stall still
   * going on included) as served at the end: over the last minute, so the unpaced window.
   */
  readonly metricsLagP99Ms: number | null;
  readonly metricsLagMaxMs: number | null;
}
