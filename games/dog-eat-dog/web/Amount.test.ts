import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AmountControl, familyText, nearest } from './Amount.js';
import { groupActions } from './legal.js';
import { offerOdds } from './odds.js';
import { NAMES } from './testing.js';
import { actionText, type DedAction } from './text.js';

const render = (legal: DedAction[]) => {
  const g = groupActions(legal)[0]!;
  return renderToStaticMarkup(
    createElement(AmountControl, {
      type: g.type,
      families: g.families,
      act: () => undefined,
      busy: false,
      names: NAMES,
      label: (a) => `${actionText(a, NAMES)}${a.type === 'acquire' ? `: ${offerOdds(a.offer)}` : ''}`,
      note: (a) => (a.type === 'acquire' ? `pays $${a.offer}M if it wins` : null),
    }),
  );
};

describe('an amount as a control', () => {
  it('offers the nearest listed amount to the one wanted: a stale bid at the new minimum', () => {
    // Wanted $7M, but another bid made the least $9M: offered again at $9M, not lost.
    expect(nearest([9, 10, 11], 7)).toBe(9);
    expect(nearest([2, 4, 6], 5)).toBe(6);
    expect(nearest([2, 3], 30)).toBe(3);
    expect(nearest([2, 3], 3)).toBe(3);
  });

  it('names each family without its amount', () => {
    expect(familyText({ type: 'acquire', square: 1, method: 'sealedBid', offer: 5 }, NAMES)).toBe(
      'Sealed Bid for B (Gray wolves)',
    );
    expect(familyText({ type: 'sell', item: 'wood', count: 2 }, NAMES)).toBe('Sell timber');
  });

  it('takes a Sealed Bid on any of several squares in one select and one stepper, odds and cost live', () => {
    const legal: DedAction[] = [0, 1, 2].flatMap((square) =>
      Array.from({ length: 9 }, (_, i) => ({ type: 'acquire', square, method: 'sealedBid', offer: i + 2 }) as const),
    );
    const html = render(legal);
    // 27 moves, one control: a select of 3 squares, never 27 buttons.
    expect(html.match(/<option/g)).toHaveLength(3);
    expect(html.match(/<button/g)).toHaveLength(3);
    expect(html).toContain('>−</button>');
    expect(html).toMatch(/type="range"[^>]*min="2" max="10"/);
    expect(html).toContain(
      'Sealed Bid of $2M for A (Saguaro cactus): 3% to succeed (2d6 ≤ 2: 1 of 36 rolls); pays $2M if it wins',
    );
    expect(html).toContain('>Sealed Bid of $2M for A (Saguaro cactus)</button>');
  });

  it('steps counts without a $ sign', () => {
    const html = render([1, 2, 3].map((count) => ({ type: 'hire', count }) as const));
    expect(html).toContain('aria-label="How many: Hire 1 worker"');
    expect(html).not.toContain('$M');
  });
});
