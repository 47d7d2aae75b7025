import type { DogEatDog } from '@cutthroat/dog-eat-dog';
import type { TableProps } from '@cutthroat/web-kit';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { snapTo } from './Stepper.js';
import { transferWords } from './Geneva.js';
import { Table } from './Table.js';
import { lawless, NAMES, viewFor } from './testing.js';
import type { DedAction, DedView } from './text.js';

const render = (view: DedView, legal: DedAction[]) =>
  renderToStaticMarkup(
    createElement(Table, {
      view,
      legal,
      act: () => undefined,
      busy: false,
      names: NAMES,
      me: view.seat,
    } satisfies TableProps<DogEatDog>),
  );

describe('the division cards', () => {
  it('offer each division with its products, recipe, home city and start square, a button on each', () => {
    const legal: DedAction[] = ['we-steel', 'goo-pont'].map((division) => ({ type: 'choose-division', division }));
    const html = render(viewFor(lawless(), 0), legal);
    expect(html).toContain('data-testid="division-choice"');
    expect(html).toContain('Makes steel from 1 iron + 1 coal, 1 worker');
    expect(html).toContain(
      'Home city <strong>Smeltsburgh</strong>; start square A (Saguaro cactus): iron, iron, coal.',
    );
    expect(html).toContain('Home city <strong>Polyester Park</strong>');
    expect(html).toContain('Starts with $25M, 2 workers, 1 iron, 1 chemical.');
    expect(html.match(/data-testid="act-choose-division"/g)).toHaveLength(2);
    // Not also in the general list of moves.
    expect(html).not.toContain('data-testid="group-choose-division"');
  });

  it("are on the players' sheet for every division at the table", () => {
    const G = lawless();
    const html = render(viewFor(G, null), []);
    expect(html).toContain('Division cards at the table');
    expect(html.match(/aria-label="Division card: /g)).toHaveLength(G.players.length);
  });
});

describe('Geneva transfers', () => {
  const onGeneva = (): DedView => {
    const v = viewFor(lawless(), 1);
    return {
      ...v,
      game: { ...v.game, players: v.game.players.map((p, s) => (s === 1 ? { ...p, corporate: 20 } : p)) },
    };
  };
  const legal: DedAction[] = [
    ...Array.from({ length: 5 }, (_, i) => ({ type: 'transfer', amount: -(i + 1) }) as const),
    ...Array.from({ length: 20 }, (_, i) => ({ type: 'transfer', amount: i + 1 }) as const),
    { type: 'done' },
  ];

  it('are a panel with the way, a stepper and the balances left, not 25 buttons', () => {
    const html = render(onGeneva(), legal);
    expect(html).toContain('data-testid="geneva-panel"');
    expect(html).toContain('2 of 2 transfers left this turn');
    expect(html).toContain('To Switzerland');
    expect(html).toContain('Home to corporate');
    expect(html).toContain('data-testid="geneva-amount-value"');
    expect(html.match(/data-testid="act-transfer"/g)).toHaveLength(1);
    expect(html).not.toContain('data-testid="group-transfer"');
  });

  it('say what each transfer leaves in both accounts', () => {
    expect(transferWords(20, 5, 20)).toBe('Move $20M to Switzerland: leaves $0M corporate and $25M in Switzerland');
    expect(transferWords(0, 25, -7)).toBe(
      'Move $7M to your corporate account: leaves $7M corporate and $18M in Switzerland',
    );
  });

  it('never pick an amount the server did not list', () => {
    expect(snapTo([1, 2, 3, 10], 7)).toBe(10);
    expect(snapTo([1, 2, 3, 10], -4)).toBe(1);
    expect(snapTo([1, 2, 3, 10], 2)).toBe(2);
  });
});

describe('the final bonus round', () => {
  it('has its own panel: the step, the values rolled, and our sales on a stepper', () => {
    const G = lawless();
    const final = { order: [2, 3, 0, 1], at: 2, step: 'sell', values: { steel: 28, coal: 7 } } as const;
    const held = {
      ...G,
      phase: 'final' as const,
      active: 0,
      final,
      players: G.players.map((p, s) => (s === 0 ? { ...p, products: { ...p.products, steel: 3 } } : p)),
    };
    const v = viewFor(held, 0);
    const legal: DedAction[] = [
      ...[1, 2, 3].map((count) => ({ type: 'sell', item: 'steel', count }) as const),
      { type: 'done' },
    ];
    const html = render(v, legal);
    expect(html).toContain('data-testid="final-panel"');
    expect(html).toContain('Now: <strong>sales, you</strong>');
    expect(html).toContain('Values for the round: steel $28M, coal $7M');
    expect(html).toContain('Sell 3 steel for $84M');
    expect(html).not.toContain('data-testid="group-sell"');
  });
});
