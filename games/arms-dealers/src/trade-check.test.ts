import { Match, viewOf, type MatchRecord } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import type { Face } from './cards.js';
import { armsDealers } from './game.js';
import type { TradeTerms } from './schema.js';
import { acceptNote, offerProblem } from './trade-check.js';

function view(options: Record<string, unknown> = {}) {
  const record: MatchRecord = {
    game: 'arms-dealers',
    players: 3,
    secret: 'trade-check',
    options,
    fixture: { firstPlayer: 0, hands: [['CIA', 'USA'], ['India'], []], deck: ['Biological'], money: [10, 10, 10] },
  };
  const m = Match.create(armsDealers, record);
  if (!m.ok) throw new Error(m.error.message);
  return viewOf(armsDealers, m.value.state, 0).game;
}

const t = (give: Face | null, want: Face | Face[] | null, money = 0): TradeTerms => ({ give, want, money });

describe('an offer checked before it is sent', () => {
  it.each([
    ['a card for any of several faces', t('CIA', ['Missile', 'India']), {}, null],
    ['a card not in hand', t('FBI', 'Missile'), {}, 'You hold no FBI.'],
    ['the card given asked back', t('CIA', ['CIA', 'Missile']), {}, 'Ask for other faces than the card you give.'],
    [
      'money while money trades are off',
      t('CIA', 'Missile', 100),
      {},
      'Trades are one card for one card (money trades are off).',
    ],
    ['money for a face, with money trades on', t(null, 'Missile', 500), { moneyTrades: true }, null],
  ] as [string, TradeTerms, Record<string, unknown>, string | null][])('%s', (_, terms, options, problem) => {
    expect(offerProblem(view(options), 0, 1, terms)).toBe(problem);
  });

  it('says what the partner must hold, since his hand is secret', () => {
    expect(acceptNote(t('CIA', ['Missile', 'India']), 'Bo')).toBe(
      'Bo can accept only if they hold a card of any of: Missile, India (hands are secret); else they may answer that they hold none.',
    );
  });
});
