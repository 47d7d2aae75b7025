import { describe, expect, it } from 'vitest';
import { targetCost } from './target-cost.js';

const unpaced = (actionsPerSecond: number, clientCpu: number, serverCpu: number) => ({
  actionsPerSecond,
  client: { cpu: clientCpu, loopBusy: clientCpu },
  server: { cpu: serverCpu } as never,
});

describe('targetCost', () => {
  it.each([
    // A measured run on an Intel Xeon: boardgame.io kept 1,935/s within 50 ms;
    // Cutthroat unpaced acknowledged 6,114/s with its clients at 69% and its server at 95%.
    [1935, unpaced(6114, 0.69, 0.95), 9675, 1.092, 1.503, false],
    // A slow boardgame.io: 5x is 2,500/s, within both.
    [500, unpaced(6000, 0.6, 0.96), 2500, 0.25, 0.4, true],
    // Within two cores together, but the server past its one event loop.
    [1000, unpaced(4000, 0.2, 0.9), 5000, 0.25, 1.125, false],
  ])('boardgame.io at %i/s', (bgio, phase, rate, clients, server, fits) => {
    const cost = targetCost(5, bgio, phase, 2);
    expect(cost?.actionsPerSecond).toBe(rate);
    expect(cost?.clientsCpu).toBeCloseTo(clients, 3);
    expect(cost?.serverCpu).toBeCloseTo(server, 3);
    expect(cost?.fits).toBe(fits);
  });

  it('has no figure without a capacity or an unpaced window', () => {
    expect(targetCost(5, undefined, unpaced(6000, 0.6, 0.9), 2)).toBeNull();
    expect(targetCost(5, 0, unpaced(6000, 0.6, 0.9), 2)).toBeNull();
    expect(targetCost(5, 1000, undefined, 2)).toBeNull();
    expect(targetCost(5, 1000, unpaced(0, 0.6, 0.9), 2)).toBeNull();
  });
});
