import { createHistogram, performance, type RecordableHistogram } from 'node:perf_hooks';
import type { FailureCause } from './failures.js';

const BUCKETS_MS = [0.5, 1, 2, 5, 10, 20, 50, 100, 250, 500, 1000];

/** The lag timer's period; its lateness is the lag. */
const TICK_MS = 10;
/** The lag figures cover the last `SLOTS` x `SLOT_MS`: one minute, moving on every 10 s. */
const SLOT_MS = 10_000;
const SLOTS = 6;

export interface LoopLagFigures {
  /** Lag percentiles over the window, ms (how much later than due the timer ran). */
  readonly p50: number;
  readonly p99: number;
  /** The worst lag, counting a wait still going on now: a loop that ran no timer shows here. */
  readonly max: number;
  /** How many times the timer ran in the window. */
  readonly samples: number;
}

/**
 * Event-loop lag over a rolling window: a 10 ms timer records how late it ran (the period taken
 * off), into one histogram per 10 s; the figures merge the last minute's. A loop so busy that it
 * runs no timer records nothing, so the time since the timer last ran counts too, as a lag still
 * going on: a stall shows at once, not only once it ends.
 */
export class LoopLag {
  private readonly slots: RecordableHistogram[] = Array.from({ length: SLOTS }, () => createHistogram());
  /** Which slot records now, and since when (both in `performance.now()` ms). */
  private slot = 0;
  private slotStart: number;
  private last: number;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.last = this.slotStart = now();
    this.timer = setInterval(() => this.tick(), TICK_MS).unref();
  }

  private tick(): void {
    const t = this.now();
    this.rotate(t);
    // Microseconds, at least 1: a histogram records positive integers.
    this.slots[this.slot]!.record(Math.max(1, Math.round((t - this.last - TICK_MS) * 1000)));
    this.last = t;
  }

  /** Move to the slot for `t`, emptying the slots whose 10 s have passed out of the window. */
  private rotate(t: number): void {
    const steps = Math.floor((t - this.slotStart) / SLOT_MS);
    if (steps <= 0) return;
    for (let i = 0; i < Math.min(steps, SLOTS); i++) {
      this.slot = (this.slot + 1) % SLOTS;
      this.slots[this.slot]!.reset();
    }
    this.slotStart += steps * SLOT_MS;
  }

  figures(): LoopLagFigures {
    const t = this.now();
    this.rotate(t);
    const all = createHistogram();
    for (const h of this.slots) all.add(h);
    const ms = (us: number) => (all.count === 0 ? 0 : us / 1000);
    const ongoing = Math.max(0, t - this.last - TICK_MS);
    return {
      p50: ms(all.percentile(50)),
      p99: ms(all.percentile(99)),
      max: Math.max(ms(all.max), ongoing),
      samples: all.count,
    };
  }

  close(): void {
    clearInterval(this.timer);
  }
}

/** The limits per client address whose refusals are counted. */
export type AddressLimit = 'lobby-writes' | 'socket-opens' | 'sockets' | 'chat-lines';

/**
 * Where the server failed on something (its database or Redis gone for a moment, mostly), and went
 * on: a socket's message, a lobby request, reading the log after a notice or to try again, a bot's
 * move, a notice to the other processes. Each is also a log line; the count, by cause (a lost
 * connection or anything else, `FailureCause`), is what an operator watches during a failover.
 */
export type Failure =
  'socket-message' | 'request' | 'notice' | 'read-again' | 'bot-move' | 'notice-lost' | 'token-replaced';

const FAILURES: readonly Failure[] = [
  'socket-message',
  'request',
  'notice',
  'read-again',
  'bot-move',
  'notice-lost',
  'token-replaced',
];
const CAUSES: readonly FailureCause[] = ['connection', 'other'];

/** Prometheus text exposition, by hand: a few counters, gauges and one histogram. */
export class Metrics {
  private actions = 0;
  private dropped = 0;
  private slowDropped = 0;
  private withoutHello = 0;
  private readonly refused: Record<AddressLimit, number> = {
    'lobby-writes': 0,
    'socket-opens': 0,
    sockets: 0,
    'chat-lines': 0,
  };
  private readonly failures = new Map<`${Failure} ${FailureCause}`, number>(
    FAILURES.flatMap((on) => CAUSES.map((cause) => [`${on} ${cause}`, 0] as const)),
  );
  private readonly buckets = new Array<number>(BUCKETS_MS.length).fill(0);
  private latencySum = 0;
  private readonly loop = new LoopLag();

  constructor(
    private readonly gauges: { liveMatches: () => number; sockets: () => number; botMovesWaiting: () => number },
  ) {}

  /** An accepted action, from the start of its append to its broadcast. */
  actionBroadcast(ms: number): void {
    this.actions++;
    this.latencySum += ms;
    for (let i = 0; i < BUCKETS_MS.length; i++) if (ms <= BUCKETS_MS[i]!) this.buckets[i]!++;
  }

  /** Sockets dropped because they did not answer a ping. */
  socketsDropped(n: number): void {
    this.dropped += n;
  }

  /** A socket closed because it said no hello in time (see `Heartbeat`). */
  closedWithoutHello(): void {
    this.withoutHello++;
  }

  /** A socket dropped because more waited for it to read than the server keeps for one. */
  slowSocketDropped(): void {
    this.slowDropped++;
  }

  /** A request or socket refused by a limit per client address. */
  refusedOver(limit: AddressLimit): void {
    this.refused[limit]++;
  }

  /** Something the server failed on, and went on (see `Failure`). */
  failed(on: Failure, cause: FailureCause): void {
    this.failures.set(`${on} ${cause}`, this.failures.get(`${on} ${cause}`)! + 1);
  }

  render(): string {
    const lag = this.loop.figures();
    const lines = [
      '# HELP cutthroat_live_matches Matches held in memory by this process.',
      '# TYPE cutthroat_live_matches gauge',
      `cutthroat_live_matches ${this.gauges.liveMatches()}`,
      '# HELP cutthroat_sockets Open WebSocket connections.',
      '# TYPE cutthroat_sockets gauge',
      `cutthroat_sockets ${this.gauges.sockets()}`,
      '# HELP cutthroat_sockets_dropped_total Sockets dropped because they did not answer a ping.',
      '# TYPE cutthroat_sockets_dropped_total counter',
      `cutthroat_sockets_dropped_total ${this.dropped}`,
      '# HELP cutthroat_sockets_closed_without_hello_total Sockets closed because they did not say hello in time.',
      '# TYPE cutthroat_sockets_closed_without_hello_total counter',
      `cutthroat_sockets_closed_without_hello_total ${this.withoutHello}`,
      '# HELP cutthroat_slow_sockets_dropped_total Sockets dropped because they did not read what they were sent.',
      '# TYPE cutthroat_slow_sockets_dropped_total counter',
      `cutthroat_slow_sockets_dropped_total ${this.slowDropped}`,
      '# HELP cutthroat_bot_moves_waiting Bot moves waiting for a turn of the event loop.',
      '# TYPE cutthroat_bot_moves_waiting gauge',
      `cutthroat_bot_moves_waiting ${this.gauges.botMovesWaiting()}`,
      '# HELP cutthroat_actions_total Accepted actions (rate() gives actions/s).',
      '# TYPE cutthroat_actions_total counter',
      `cutthroat_actions_total ${this.actions}`,
      '# HELP cutthroat_action_broadcast_ms From the append of an action to its broadcast.',
      '# TYPE cutthroat_action_broadcast_ms histogram',
      ...BUCKETS_MS.map((le, i) => `cutthroat_action_broadcast_ms_bucket{le="${le}"} ${this.buckets[i]}`),
      `cutthroat_action_broadcast_ms_bucket{le="+Inf"} ${this.actions}`,
      `cutthroat_action_broadcast_ms_sum ${this.latencySum}`,
      `cutthroat_action_broadcast_ms_count ${this.actions}`,
      '# HELP cutthroat_refused_total Lobby writes, sockets opened, sockets held and chat lines refused by the limits per client address.',
      '# TYPE cutthroat_refused_total counter',
      ...Object.entries(this.refused).map(([limit, n]) => `cutthroat_refused_total{limit="${limit}"} ${n}`),
      '# HELP cutthroat_failures_total What the server failed on and went on from; cause "connection": its database or',
      '# Redis gone for a moment, "other": anything else.',
      '# TYPE cutthroat_failures_total counter',
      ...[...this.failures].map(([key, n]) => {
        const [on, cause] = key.split(' ');
        return `cutthroat_failures_total{on="${on}",cause="${cause}"} ${n}`;
      }),
      '# HELP cutthroat_event_loop_lag_ms Event-loop lag over the last minute: how late a 10 ms timer ran;',
      '# quantile 1 is the worst, counting a stall still going on.',
      '# TYPE cutthroat_event_loop_lag_ms gauge',
      `cutthroat_event_loop_lag_ms{quantile="0.5"} ${lag.p50}`,
      `cutthroat_event_loop_lag_ms{quantile="0.99"} ${lag.p99}`,
      `cutthroat_event_loop_lag_ms{quantile="1"} ${lag.max}`,
      '# HELP cutthroat_event_loop_lag_samples Runs of the lag timer in the last minute (600 on an idle loop).',
      '# TYPE cutthroat_event_loop_lag_samples gauge',
      `cutthroat_event_loop_lag_samples ${lag.samples}`,
    ];
    return `${lines.join('\n')}\n`;
  }

  close(): void {
    this.loop.close();
  }
}
