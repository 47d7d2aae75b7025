import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoopLag, Metrics } from './metrics.js';

describe('LoopLag', () => {
  let t = 0;
  let lag: LoopLag;
  /** The loop runs its timers for `ms`, each `late` ms late. */
  const run = (ms: number, late = 0) => {
    for (let passed = 0; passed < ms; passed += 10 + late) {
      t += 10 + late;
      vi.advanceTimersToNextTimer();
    }
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = 0;
    lag = new LoopLag(() => t);
  });

  afterEach(() => {
    lag.close();
    vi.useRealTimers();
  });

  it('reports how late the timer ran, without its period', () => {
    run(1000);
    expect(lag.figures()).toEqual({ p50: 0.001, p99: 0.001, max: 0.001, samples: 100 });
    run(1000, 5);
    const f = lag.figures();
    expect(f.p99).toBeCloseTo(5, 2);
    expect(f.max).toBeCloseTo(5, 2);
  });

  it('shows a stall while it lasts, before the timer runs again', () => {
    run(1000);
    t += 3000;
    expect(lag.figures().max).toBeCloseTo(2990, 6);
    vi.advanceTimersToNextTimer();
    expect(lag.figures().max).toBeCloseTo(2990, 0);
  });

  it('forgets what is older than a minute', () => {
    run(1000, 40);
    expect(lag.figures().p99).toBeCloseTo(40, 1);
    run(75_000);
    expect(lag.figures()).toMatchObject({ p99: 0.001, max: 0.001 });
    // A minute of nothing at all: the window is empty but for the wait going on.
    t += 61_000;
    expect(lag.figures()).toMatchObject({ p99: 0, samples: 0 });
    expect(lag.figures().max).toBeCloseTo(60_990, 6);
  });
});

describe('Metrics', () => {
  it('serves the event-loop lag over the last minute, worst included', () => {
    const metrics = new Metrics({ liveMatches: () => 2, sockets: () => 3, botMovesWaiting: () => 4 });
    try {
      const text = metrics.render();
      expect(text).toContain('cutthroat_live_matches 2\n');
      expect(text).toContain('cutthroat_bot_moves_waiting 4\n');
      for (const q of ['0.5', '0.99', '1'])
        expect(text).toMatch(new RegExp(`cutthroat_event_loop_lag_ms{quantile="${q}"} [0-9.]+\\n`));
      expect(text).toMatch(/cutthroat_event_loop_lag_samples \d+\n/);
      expect(text).toContain('cutthroat_refused_total{limit="sockets"} 0\n');
      metrics.refusedOver('lobby-writes');
      metrics.refusedOver('lobby-writes');
      expect(metrics.render()).toContain('cutthroat_refused_total{limit="lobby-writes"} 2\n');
      expect(text).toContain('cutthroat_failures_total{on="bot-move",cause="connection"} 0\n');
      expect(text).toContain('cutthroat_failures_total{on="bot-move",cause="other"} 0\n');
      metrics.failed('bot-move', 'other');
      const after = metrics.render();
      expect(after).toContain('cutthroat_failures_total{on="bot-move",cause="other"} 1\n');
      expect(after).toContain('cutthroat_failures_total{on="bot-move",cause="connection"} 0\n');
    } finally {
      metrics.close();
    }
  });
});
