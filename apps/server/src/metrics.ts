import { monitorEventLoopDelay } from 'node:perf_hooks';

const BUCKETS_MS = [0.5, 1, 2, 5, 10, 20, 50, 100, 250, 500, 1000];

/** Prometheus text exposition, by hand: a few counters, gauges and one histogram. */
export class Metrics {
  private actions = 0;
  private readonly buckets = new Array<number>(BUCKETS_MS.length).fill(0);
  private latencySum = 0;
  private readonly loop = monitorEventLoopDelay({ resolution: 10 });

  constructor(private readonly gauges: { liveMatches: () => number; sockets: () => number }) {
    this.loop.enable();
  }

  /** An accepted action, from the start of its append to its broadcast. */
  actionBroadcast(ms: number): void {
    this.actions++;
    this.latencySum += ms;
    for (let i = 0; i < BUCKETS_MS.length; i++) if (ms <= BUCKETS_MS[i]!) this.buckets[i]!++;
  }

  render(): string {
    const lines = [
      '# HELP cutthroat_live_matches Matches held in memory by this process.',
      '# TYPE cutthroat_live_matches gauge',
      `cutthroat_live_matches ${this.gauges.liveMatches()}`,
      '# HELP cutthroat_sockets Open WebSocket connections.',
      '# TYPE cutthroat_sockets gauge',
      `cutthroat_sockets ${this.gauges.sockets()}`,
      '# HELP cutthroat_actions_total Accepted actions (rate() gives actions/s).',
      '# TYPE cutthroat_actions_total counter',
      `cutthroat_actions_total ${this.actions}`,
      '# HELP cutthroat_action_broadcast_ms From the append of an action to its broadcast.',
      '# TYPE cutthroat_action_broadcast_ms histogram',
      ...BUCKETS_MS.map((le, i) => `cutthroat_action_broadcast_ms_bucket{le="${le}"} ${this.buckets[i]}`),
      `cutthroat_action_broadcast_ms_bucket{le="+Inf"} ${this.actions}`,
      `cutthroat_action_broadcast_ms_sum ${this.latencySum}`,
      `cutthroat_action_broadcast_ms_count ${this.actions}`,
      '# HELP cutthroat_event_loop_lag_ms Event loop delay.',
      '# TYPE cutthroat_event_loop_lag_ms gauge',
      `cutthroat_event_loop_lag_ms{quantile="0.5"} ${this.loop.percentile(50) / 1e6}`,
      `cutthroat_event_loop_lag_ms{quantile="0.99"} ${this.loop.percentile(99) / 1e6}`,
    ];
    return `${lines.join('\n')}\n`;
  }

  close(): void {
    this.loop.disable();
  }
}
