import type { DogEatDog } from '@cutthroat/dog-eat-dog';
import type { TableProps } from '@cutthroat/web-kit';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { narrowToSquare, onPickSquare } from './pick.js';
import { Prompt } from './Prompt.js';
import { Table } from './Table.js';
import { lawless, NAMES, viewFor } from './testing.js';
import type { DedAction } from './text.js';

/** Seat 0 asked which square to take, and how: B or F, by auction or Sealed Bid, $1M to $3M. */
const legal: DedAction[] = [1, 5].flatMap((square) =>
  (['auction', 'sealedBid'] as const).flatMap((method) =>
    [1, 2, 3].map((offer) => ({ type: 'acquire', method, square, offer }) as const),
  ),
);
legal.push({ type: 'pass' });

function props(): TableProps<DogEatDog> {
  const v = viewFor(lawless(), 0);
  const window = {
    kind: 'acquire',
    openedBy: 0,
    responders: [0],
    order: 'seat-order',
    allowed: ['acquire', 'pass'],
    repeatable: false,
    answered: [],
  } as const;
  return { view: { ...v, window, actors: [0] }, legal, act: () => undefined, busy: false, names: NAMES, me: 0 };
}

afterEach(() => onPickSquare(null));

describe('acquiring by clicking a square on the map', () => {
  it("makes the squares the acquisition offers the board's buttons while the window asks", () => {
    const html = renderToStaticMarkup(createElement(Table, props()));
    expect(html.match(/<g[^>]*role="button"[^>]*/g)?.map((m) => /square-(\d+)/.exec(m)![1])).toEqual(['1', '5']);
  });

  it("narrows the window's answers to the picked square: then the way and the amount", () => {
    const all = renderToStaticMarkup(createElement(Prompt, props()));
    expect(all).toContain('Gray wolves');
    onPickSquare(5);
    const narrowed = renderToStaticMarkup(createElement(Prompt, props()));
    expect(narrowed).toContain('data-testid="picked-square"');
    expect(narrowed).toContain('On F (Bald eagles), picked on the map.');
    expect(narrowed).not.toContain('Gray wolves');
    // The board shows the pick.
    expect(renderToStaticMarkup(createElement(Table, props()))).toMatch(
      /aria-pressed="true"[^>]*data-testid="square-5"/,
    );
  });

  it('keeps every move when nothing is picked or no move is on the picked square', () => {
    expect(narrowToSquare(legal, null)).toBe(legal);
    expect(narrowToSquare(legal, 9)).toBe(legal);
    expect(narrowToSquare(legal, 1).map((a) => a.type)).toEqual([...Array(6).fill('acquire'), 'pass']);
  });
});
