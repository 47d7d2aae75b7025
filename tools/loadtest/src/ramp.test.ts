import { describe, expect, it } from 'vitest';
import { Ramp } from './ramp.js';

interface Tried {
  readonly rate: number;
  readonly kept: boolean;
}

/** Run a ramp from the paced rate 500 against a server that keeps exactly the rates `keeps` says. */
function ramp(keeps: (rate: number, tryNo: number) => boolean) {
  const r = new Ramp<Tried>(500, [600, 700, 800, 900], [450, 400, 350]);
  const tried: string[] = [];
  const tries = new Map<number, number>();
  const at = (rate: number): Tried => {
    const n = (tries.get(rate) ?? 0) + 1;
    tries.set(rate, n);
    const kept = keeps(rate, n);
    tried.push(`${rate}${kept ? '' : ' missed'}`);
    return { rate, kept };
  };
  r.paced(at(500));
  for (let next = r.next; next !== undefined; next = r.next) r.record(at(next));
  return { tried, best: r.best?.rate ?? null, missed: r.missed?.rate ?? null };
}

describe('Ramp', () => {
  it('goes up while rates are kept and stops at the second miss of one rate', () => {
    expect(ramp((rate) => rate <= 700)).toEqual({
      tried: ['500', '600', '700', '800 missed', '800 missed'],
      best: 700,
      missed: 800,
    });
  });

  it('tries a rate that missed once more, and goes on up when it is kept then', () => {
    expect(ramp((rate, n) => rate <= 800 && !(rate === 600 && n === 1))).toEqual({
      tried: ['500', '600 missed', '600', '700', '800', '900 missed', '900 missed'],
      best: 800,
      missed: 900,
    });
  });

  it('tries the paced rate once more when the paced run missed, and goes up from there when it is kept', () => {
    expect(ramp((rate, n) => rate <= 600 && !(rate === 500 && n === 1))).toEqual({
      tried: ['500 missed', '500', '600', '700 missed', '700 missed'],
      best: 600,
      missed: 700,
    });
  });

  it('goes down when the paced rate misses twice, each rate tried twice, to the first one kept', () => {
    expect(ramp((rate, n) => rate <= 350 || (rate === 400 && n === 2))).toEqual({
      tried: ['500 missed', '500 missed', '450 missed', '450 missed', '400 missed', '400'],
      best: 400,
      missed: 450,
    });
  });

  it('ends without a capacity when nothing is kept', () => {
    expect(ramp(() => false)).toMatchObject({ best: null, missed: 350 });
  });

  it('ends at the top of its rates when every one is kept', () => {
    expect(ramp(() => true)).toEqual({ tried: ['500', '600', '700', '800', '900'], best: 900, missed: null });
  });

  it('without rates to ramp through, ends at the paced run', () => {
    const r = new Ramp<Tried>(500, [], []);
    r.paced({ rate: 500, kept: false });
    expect([r.next, r.best, r.missed]).toEqual([undefined, null, { rate: 500, kept: false }]);
  });
});
