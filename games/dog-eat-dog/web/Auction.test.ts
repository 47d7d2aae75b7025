import type { DogEatDog } from '@cutthroat/dog-eat-dog';
import type { TableProps } from '@cutthroat/web-kit';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DogEatDogState } from '../src/index.js';
import { table } from '../src/testing.js';
import { Prompt } from './Prompt.js';
import { Table } from './Table.js';
import { NAMES, viewFor } from './testing.js';
import type { DedAction } from './text.js';

/** Bob leads a Public Auction for A with $6M; Cy has stopped; Ann and Di may still bid. */
function auctionProps(seat: number, legal: DedAction[]): TableProps<DogEatDog> {
  const G: DogEatDogState = {
    ...table(),
    work: [{ kind: 'auction', auction: { square: 0, high: 1, bid: 6, out: [] }, opened: true }],
  };
  const window = {
    kind: 'auction',
    openedBy: 1,
    responders: [1, 2, 3, 0],
    order: 'simultaneous',
    allowed: ['bid'],
    repeatable: true,
    answered: [2],
  } as const;
  const view = { ...viewFor(G, seat), window, actors: [1, 3, 0] };
  return { view, legal, act: () => undefined, busy: false, names: NAMES, me: seat };
}

const bids: DedAction[] = [{ type: 'pass' }, { type: 'bid', amount: 7 }, { type: 'bid', amount: 8 }];

describe('the Public Auction panel', () => {
  it('tells a bidder who leads, the least bid that beats it, who may still bid, and how it is won', () => {
    const html = renderToStaticMarkup(createElement(Prompt, auctionProps(0, bids)));
    expect(html).toContain('<strong>Bob leads</strong> with $6M. The next bid must be at least $7M.');
    expect(html).toContain('Still bidding against the leader: Di, you.');
    expect(html).toContain('Bob wins when every other bidder stops.');
    expect(html).toContain('>Stop bidding (final)</button>');
    expect(html).toContain('>Bid $7M</button>');
    expect(html).not.toContain('>Pass<');
  });

  it('tells the leader he wins when the others stop, and never to pass to win', () => {
    const html = renderToStaticMarkup(createElement(Prompt, auctionProps(1, bids)));
    expect(html).toContain('<strong>You lead</strong> with $6M.');
    expect(html).toContain('You win when every other bidder stops.');
    expect(html).toContain('>Stand on your bid (final: no more bids from you)</button>');
    expect(html).not.toMatch(/pass to win/i);
  });

  it('shows a seat that stopped the auction on the table, and not twice to one still bidding', () => {
    const stopped = renderToStaticMarkup(createElement(Table, auctionProps(2, [])));
    expect(stopped).toContain('data-testid="auction-panel"');
    expect(stopped).toContain('Bob leads');
    expect(renderToStaticMarkup(createElement(Table, auctionProps(0, bids)))).not.toContain('auction-panel');
  });
});
