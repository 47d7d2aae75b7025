import { describe, expect, it } from 'vitest';
import { BotTurns } from './bot-turns.js';

/** Turns run by hand, on a clock each move moves on by `cost` ms. */
function rig(budgetMs: number) {
  let t = 0;
  const turns: (() => void)[] = [];
  const errors: unknown[] = [];
  const bots = new BotTurns(
    budgetMs,
    (e) => errors.push(e),
    () => t,
    (turn) => turns.push(turn),
  );
  const ran: string[] = [];
  const move =
    (name: string, cost = 1, then?: () => void) =>
    () => {
      ran.push(name);
      t += cost;
      then?.();
    };
  const turn = (): boolean => {
    const next = turns.shift();
    next?.();
    return next !== undefined;
  };
  return { bots, ran, move, turn, turns, errors };
}

describe('bot turns', () => {
  it('run every move of matches with people in a turn, then those of bots only up to the budget', () => {
    const { bots, ran, move, turn } = rig(3);
    for (let i = 0; i < 5; i++) bots.push(move(`only${i}`), true);
    bots.push(move('people0', 2), false);
    bots.push(move('people1', 2), false);
    expect(bots.waiting).toBe(7);
    expect(turn()).toBe(true);
    // People first, whatever they cost; then bots only for 3 ms.
    expect(ran).toEqual(['people0', 'people1', 'only0', 'only1', 'only2']);
    expect(bots.waiting).toBe(2);
    expect(turn()).toBe(true);
    expect(ran.slice(5)).toEqual(['only3', 'only4']);
    expect(turn()).toBe(false);
  });

  it('run one move of bots only a turn at least, however slow', () => {
    const { bots, ran, move, turn } = rig(1);
    bots.push(move('a', 50), true);
    bots.push(move('b', 50), true);
    turn();
    expect(ran).toEqual(['a']);
    turn();
    expect(ran).toEqual(['a', 'b']);
  });

  it('put a move pushed during a turn in the next one, so that a match of bots only takes one move a turn', () => {
    const { bots, ran, move, turn } = rig(100);
    const chain = (n: number): (() => void) => move(`m${n}`, 1, () => n < 3 && bots.push(chain(n + 1), true));
    bots.push(chain(0), true);
    bots.push(move('other'), true);
    turn();
    expect(ran).toEqual(['m0', 'other']);
    turn();
    turn();
    expect(ran).toEqual(['m0', 'other', 'm1', 'm2']);
  });

  it('keep going after a move throws, and run nothing once closed', () => {
    const { bots, ran, move, turn, errors } = rig(10);
    bots.push(() => {
      throw new Error('boom');
    }, false);
    bots.push(move('after'), false);
    turn();
    expect(ran).toEqual(['after']);
    expect(errors).toHaveLength(1);
    bots.push(move('late'), true);
    bots.close();
    bots.push(move('later'), true);
    turn();
    expect(ran).toEqual(['after']);
    expect(bots.waiting).toBe(0);
  });
});
