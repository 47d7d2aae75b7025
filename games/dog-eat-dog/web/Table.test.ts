import type { DogEatDog } from '@cutthroat/dog-eat-dog';
import type { TableProps } from '@cutthroat/web-kit';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Prompt } from './Prompt.js';
import { Table } from './Table.js';
import { lawless, NAMES, viewFor } from './testing.js';
import type { DedAction } from './text.js';

const props = (seat: number | null, legal: DedAction[] = []): TableProps<DogEatDog> => ({
  view: viewFor(lawless(), seat),
  legal,
  act: () => undefined,
  busy: false,
  names: NAMES,
  me: seat,
});

describe('the Dog Eat Dog table', () => {
  it("shows our own Swiss account and nobody else's", () => {
    const html = renderToStaticMarkup(createElement(Table, props(1)));
    expect(html).toContain('Only you see this');
    expect(html).toContain('Swiss account: $101M');
    for (const other of ['$100M', '$102M', '$103M']) expect(html).not.toContain(other);
  });

  it('shows a spectator no private panel', () => {
    const html = renderToStaticMarkup(createElement(Table, props(null)));
    expect(html).not.toContain('Only you see this');
    expect(html).toContain('data-testid="inner-map"');
  });

  it('draws every square with its stage, yields now and next, pollution and controller, in words', () => {
    const html = renderToStaticMarkup(createElement(Table, props(0)));
    expect(html).toContain('<svg class="ded-board"');
    const labels = [...html.matchAll(/data-testid="square-\d+"[^>]*|aria-label="([A-P] \([^"]*)"/g)]
      .map((m) => m[1])
      .filter(Boolean);
    expect(labels).toHaveLength(16);
    for (const l of labels) expect(l).toMatch(/Stage \d: (pristine|damaged|destroyed), yields /);
    // A, W.E. Steel's start: iron, iron, coal now; coal, chemicals at Stage 2; its icons drawn.
    expect(labels[0]).toContain('Stage 1: pristine, yields iron, iron, coal; at Stage 2 coal, chemicals');
    expect(labels.filter((l) => /controlled by (Ann|Bob|Cy|Di)/.test(l!)).length).toBeGreaterThan(0);
    expect(html.match(/>S[123]<\/text>/g)).toHaveLength(16);
    expect(html).toContain('>Fe</text>');
    expect(html).toContain('>next</text>');
  });

  it('says what a square turned Urban Fringe is, and what a damaged one yields', () => {
    const G = lawless();
    const stage = G.map.stage.map((st, s) => (s === 1 ? 3 : s === 2 ? 2 : st));
    const p = { ...props(0), view: viewFor({ ...G, map: { ...G.map, stage } }, 0) };
    const html = renderToStaticMarkup(createElement(Table, p));
    expect(html).toContain('B (Gray wolves), Stage 3: destroyed, Urban Fringe of Smeltsburgh: yields nothing');
    expect(html).toContain(
      'C (Mission blue butterflies), Stage 2: damaged, yields timber, chemicals; at Stage 3 nothing',
    );
    expect(html).toContain('>of Smeltsburgh</tspan>');
  });

  it('marks Geneva, the IRS and the Washroom, and prints names in whole words', () => {
    const html = renderToStaticMarkup(createElement(Table, props(0)));
    expect(html).toContain('aria-label="Geneva: ');
    expect(html).toContain('aria-label="IRS: ');
    expect(html).toContain('aria-label="Management Washroom: ');
    expect(html).toContain('>Swiss bank</text>');
    expect(html).toContain('>WC</text>');
    expect(html).toContain('>Smeltsburgh</text>');
    expect(html).toContain('>Exchange</text>');
    expect(html).not.toMatch(/break-all|overflow-wrap/);
    // Each piece on its space, in its seat's letter.
    expect(html.match(/data-testid="piece-\d"/g)).toHaveLength(4);
  });

  it('lists the legal actions as labelled buttons, a family of amounts as one control with its consequence', () => {
    const legal: DedAction[] = [
      { type: 'roll' },
      ...Array.from({ length: 12 }, (_, i) => ({ type: 'embezzle', amount: i + 1 }) as const),
    ];
    const html = renderToStaticMarkup(createElement(Table, props(0, legal)));
    expect(html).toContain('>Roll to move</button>');
    // One stepper and one slider over $1M..$12M, no button or option per amount.
    expect(html).not.toContain('<select');
    expect(html).toMatch(/<input type="range"[^>]*min="1" max="12"[^>]*value="1"/);
    expect(html).toMatch(/<input type="number"[^>]*min="1" max="12"[^>]*value="1"/);
    expect(html.match(/>Embezzle \$\d+M</g)).toEqual(['>Embezzle $1M<']);
    expect(html).toMatch(
      /data-testid="live-embezzle">Embezzle \$1M; leaves \$\d+M corporate; Swiss \$\d+M; taxes at the IRS: /,
    );
  });

  it('makes the squares a listed action targets buttons, and only those', () => {
    const legal: DedAction[] = [{ type: 'pollute', square: 3 }, { type: 'pollute', square: 7 }, { type: 'done' }];
    const html = renderToStaticMarkup(createElement(Table, props(0, legal)));
    const buttons = html.match(/<g[^>]*role="button"[^>]*/g) ?? [];
    expect(buttons.map((m) => /square-(\d+)/.exec(m)![1])).toEqual(['3', '7']);
    // One tab stop for the map: the first square, the other reached by the arrow keys.
    expect(buttons.map((m) => /tabindex="(-?\d)"/.exec(m)![1])).toEqual(['0', '-1']);
    expect(html).toContain('Squares with a move are outlined');
  });

  it("draws a seat's moves for the shell's action area, and none for a spectator or a move-less seat", () => {
    expect(renderToStaticMarkup(createElement(Table, props(0, [{ type: 'roll' }])))).toContain(
      'data-testid="ded-moves"',
    );
    expect(renderToStaticMarkup(createElement(Table, props(0)))).not.toContain('data-testid="ded-moves"');
    expect(renderToStaticMarkup(createElement(Table, props(null, [{ type: 'roll' }])))).not.toContain(
      'data-testid="ded-moves"',
    );
  });

  it('leaves a window to the prompt: no moves of the table while one is open', () => {
    const p = props(0, [{ type: 'pass' }]);
    const window = {
      kind: 'auction',
      openedBy: 1,
      responders: [0],
      order: 'seat-order',
      allowed: ['pass'],
      repeatable: false,
      answered: [],
    } as const;
    const view = { ...p.view, window, actors: [0] };
    const html = renderToStaticMarkup(createElement(Table, { ...p, view }));
    expect(html).not.toContain('>Pass</button>');
    expect(html).not.toContain('data-testid="ded-moves"');
  });

  it('spells out an extraction that degrades its square on its button', () => {
    const legal: DedAction[] = [
      { type: 'extract', square: 0, items: ['iron'] },
      { type: 'extract', square: 0, items: ['coal', 'iron'] },
    ];
    const html = renderToStaticMarkup(createElement(Table, props(0, legal)));
    expect(html).toContain('A stays at Stage 1: pristine');
    expect(html).toContain('A degrades to Stage 2: damaged');
    expect(html).toContain('More than one from a square in a turn degrades it at once');
  });

  it('states the pollution owed above the listed squares, which the map outlines', () => {
    const G = lawless();
    const owing = { ...G, phase: 'production' as const, turn: { ...G.turn, pollutionOwed: 1, produced: 1 } };
    const p = { ...props(0, [{ type: 'pollute', square: 1 }]), view: viewFor(owing, 0) };
    const html = renderToStaticMarkup(createElement(Table, p));
    expect(html).toContain('data-testid="pollution-brief"');
    expect(html).toContain('Your production owes 1 pollution marker');
    expect(html).toContain('outlined on the map: B.');
    expect(html).toContain('Pollute B (Gray wolves): B&#x27;s first marker');
    expect(html.match(/<g[^>]*role="button"[^>]*data-testid="square-\d+"/g)).toHaveLength(1);
  });

  it('has no prompt without an open window', () => {
    expect(renderToStaticMarkup(createElement(Prompt, props(0, [{ type: 'pass' }])))).toBe('');
  });
});
