import { Rng, seedFromSecret } from '@cutthroat/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerUnderLoad } from './child.js';
import { Load, type LoadDeps, type LoadMatch, type Prepared } from './load.js';
import { Pacer } from './pacer.js';
import { LoadStats } from './stats.js';

/** A match whose first seat decides an action as soon as it is connected, as on its first state. */
class FakeMatch implements LoadMatch {
  over = false;
  closed = false;
  readonly seats = [{ latest: 0 }];
  /** What its seats sent, once the pacer let them. */
  readonly sent: number[] = [];
  constructor(readonly id: number) {}
  close(): void {
    this.closed = true;
  }
}

/** Matches made and connected at once, in memory: what `Load` does with them is under test. */
class FakeLoad extends Load<FakeMatch, null> {
  readonly gameLength = 10;
  made = 0;
  connected: FakeMatch[] = [];
  private onOver: ((m: FakeMatch) => void) | null = null;

  protected prepare(): Promise<Prepared<null>> {
    this.made++;
    return Promise.resolve({ people: null });
  }
  protected peopleOf(): null {
    return null;
  }
  /** Connections to refuse before the next ones succeed. */
  refusing = 0;

  protected connect(_p: Prepared<null>, onOver: (m: FakeMatch) => void): Promise<FakeMatch> {
    if (this.refusing > 0) {
      this.refusing--;
      return Promise.reject(new Error('refused'));
    }
    this.onOver = onOver;
    const m = new FakeMatch(this.connected.length);
    this.connected.push(m);
    this.decide(m);
    return Promise.resolve(m);
  }
  /** A seat of the match decides an action, as on a new state. */
  decide(m: FakeMatch): void {
    this.offer(m, () => {
      m.sent.push(m.sent.length);
      return true;
    });
  }
  /** The match ends, as its seats hear it. */
  end(m: FakeMatch): void {
    m.over = true;
    this.onOver!(m);
  }
}

describe('Load: spares', () => {
  let pacer: Pacer | null = null;
  afterEach(() => pacer?.close());

  function load(): { l: FakeLoad; p: Pacer } {
    const p = (pacer = new Pacer());
    const deps: LoadDeps = {
      server: {} as ServerUnderLoad,
      stats: new LoadStats(),
      pacer: p,
      rng: new Rng(seedFromSecret('load-test')),
    };
    return { l: new FakeLoad(deps), p };
  }

  it('holds what a ready spare decided until a match ends, then starts it in the same turn', async () => {
    const { l, p } = load();
    p.setRate(Infinity);
    await l.setup(2, () => {});
    const [a, b] = l.connected;
    expect(a!.sent).toEqual([0]);
    expect(b!.sent).toEqual([0]);

    await l.prepareSpares(1);
    expect(await l.readySpares(3)).toMatchObject({ connected: 3 });
    expect(l.made).toBe(5); // 2 at setup, 1 spare made first, 2 more made to be ready
    expect(l.readyLeft).toBe(3);
    expect(l.sparesLeft).toBe(0);
    const ready = l.connected.slice(2);
    expect(ready.map((m) => m.sent)).toEqual([[], [], []]);

    l.end(a!);
    expect(a!.closed).toBe(true);
    expect(l.live.size).toBe(2);
    expect(l.readyLeft).toBe(2);
    expect(ready.filter((m) => l.live.has(m))).toHaveLength(1);
    expect(ready.filter((m) => l.live.has(m))[0]!.sent).toEqual([0]);
    expect(l.startedLate).toBe(0);
    expect(l.replaced).toBe(1);
  });

  it('tops up to a count, not by it', async () => {
    const { l } = load();
    await l.readySpares(2);
    expect(await l.readySpares(3)).toMatchObject({ connected: 1 });
    expect(await l.readySpares(2)).toMatchObject({ connected: 0 });
    expect(l.readyLeft).toBe(3);
  });

  it('leaves out a spare that cannot connect, and counts only those that did', async () => {
    const { l } = load();
    l.refusing = 1;
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await l.readySpares(3)).toMatchObject({ connected: 2 });
      expect(write.mock.calls).toEqual([['could not connect a spare match: Error: refused\n']]);
    } finally {
      write.mockRestore();
    }
    expect(l.readyLeft).toBe(2);
  });

  it('connects a spare then when none is ready, and counts it as late', async () => {
    const { l, p } = load();
    p.setRate(Infinity);
    await l.setup(1, () => {});
    l.end(l.connected[0]!);
    expect(l.startedLate).toBe(1);
    expect(l.live.size).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(l.live.size).toBe(1);
    expect(l.connected[1]!.sent).toEqual([0]);
  });

  it('drops what a finished match decided, and holds nothing for it', async () => {
    const { l, p } = load();
    await l.setup(1, () => {});
    await l.readySpares(1);
    const [m, spare] = l.connected;
    l.end(m!);
    l.decide(m!);
    expect(p.waiting).toBe(2); // the first action of each, the finished match's new one dropped
    l.end(spare!);
    l.decide(spare!);
    p.setRate(Infinity);
    expect(m!.sent).toEqual([0]);
    expect(spare!.sent).toEqual([0]);
  });

  it('closes ready spares with the live matches', async () => {
    const { l } = load();
    await l.setup(1, () => {});
    await l.readySpares(2);
    await l.close();
    expect(l.connected.map((m) => m.closed)).toEqual([true, true, true]);
    expect(l.readyLeft).toBe(0);
  });
});
