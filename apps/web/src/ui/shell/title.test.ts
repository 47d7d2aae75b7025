import type { Outcome } from '@cutthroat/engine';
import type { SeatInfo } from '@cutthroat/protocol';
import { describe, expect, it } from 'vitest';
import { initialModel, type MatchModel } from '../../state/model.js';
import { pageTitle } from './title.js';

const seat = (n: number, kind: SeatInfo['kind']): SeatInfo => ({
  seat: n,
  kind,
  name: kind === 'open' ? null : `p${n}`,
  bot: null,
  connected: true,
});
const outcome = { ranking: [[0], [1]] } as unknown as Outcome;
const model = (over: Partial<MatchModel>): MatchModel => ({
  ...initialModel('m'),
  seat: 0,
  seq: 3,
  seats: [seat(0, 'human'), seat(1, 'human')],
  ...over,
});

describe('the title of a match page', () => {
  it.each<[string, MatchModel, string]>([
    ['our move', model({ legal: [{ type: 'end-turn' }] }), 'Your move · GoCaine · Cutthroat'],
    [
      'our move, sent and not yet answered',
      model({ legal: [{ type: 'end-turn' }], pending: { id: 'a', action: {} } }),
      'GoCaine · Cutthroat',
    ],
    ["someone else's move", model({ legal: [] }), 'GoCaine · Cutthroat'],
    [
      "someone else's move, with a free action open to us",
      model({ legal: [{ type: 'interdict' }], view: { actors: [1] } as unknown as MatchModel['view'] }),
      'GoCaine · Cutthroat',
    ],
    [
      'a seat still open',
      model({ seats: [seat(0, 'human'), seat(1, 'open')] }),
      'Waiting for players · GoCaine · Cutthroat',
    ],
    ['the end, heard', model({ end: { outcome, secret: 's' } }), 'Over · GoCaine · Cutthroat'],
    ['a spectator', model({ seat: null }), 'GoCaine · Cutthroat'],
  ])('%s', (_, m, title) => {
    expect(pageTitle(m, 'GoCaine')).toBe(title);
  });
});
