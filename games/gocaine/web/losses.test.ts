import type { GameEvent } from '@cutthroat/engine';
import { parsePointName } from '@cutthroat/gocaine';
import { describe, expect, it } from 'vitest';
import { lossText } from './losses.js';

const at = (name: string) => parsePointName(name)!;
const names = ['Ada', 'Ben', 'Cy'];
const seizure = (seat: number, seized: boolean, what = 'held'): GameEvent => ({
  type: 'seizure-roll',
  zone: 'BO',
  point: at('F11'),
  seat,
  tons: 8,
  what,
  dice: [5, 6],
  influence: 0,
  total: 11,
  seized,
});

describe('GoCaine: what cost a seat', () => {
  const before: GameEvent[] = [
    { type: 'turn-started', seat: 0, round: 3 },
    { type: 'interdiction', seat: 1, zone: 'BO' },
  ];

  it('a seizure: whose Task Force, the roll, the product lost and its worth there', () => {
    expect(lossText(seizure(0, true), before, names, 0)).toBe(
      'Ben’s Task Force seized your 8 mt on F11 (Bolivia) with a roll of 5+6, total 11: 8 mt lost, worth $20M at Bolivia’s price.',
    );
    expect(lossText(seizure(0, true, 'arriving'), before, names, 0)).toContain('on F11 (Bolivia) as it arrived');
  });

  it('is no news to another seat, nor when the shipment was safe', () => {
    expect(lossText(seizure(0, true), before, names, 1)).toBeNull();
    expect(lossText(seizure(0, false), before, names, 0)).toBeNull();
  });

  it('a chip from an earlier turn is nobody’s we know', () => {
    const earlier: GameEvent[] = [before[1]!, { type: 'turn-started', seat: 2, round: 3 }];
    expect(lossText(seizure(0, true), earlier, names, 0)).toMatch(/^The Task Force seized your 8 mt/);
  });

  it('a capture of our cells by another’s deployment', () => {
    const deployed: GameEvent = {
      type: 'deployed',
      seat: 2,
      point: at('J2'),
      captured: [
        { point: at('J1'), seat: 0 },
        { point: at('I1'), seat: 1 },
      ],
    };
    expect(lossText(deployed, [], names, 0)).toBe(
      'Cy captured your cell on J1 (Northeast) by deploying on J2 (Northeast): the cell is lost, and any product on it stays there, abandoned.',
    );
    expect(lossText(deployed, [], names, 2)).toBeNull();
  });
});
