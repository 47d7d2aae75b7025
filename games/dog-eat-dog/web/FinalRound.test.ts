import type { DogEatDog } from '@cutthroat/dog-eat-dog';
import type { TableProps } from '@cutthroat/web-kit';
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { table } from '../src/testing.js';
import type { DogEatDogState, FinalRound } from '../src/state.js';
import { finalEmbezzleText, finalProduceText, finalSaleText } from './final-words.js';
import { FinalRoundPanel } from './FinalRound.js';
import { Table } from './Table.js';
import { lawless, NAMES, viewFor } from './testing.js';
import type { DedAction } from './text.js';

const render = (G: DogEatDogState, legal: DedAction[]) =>
  renderToStaticMarkup(
    createElement(Table, {
      view: viewFor(G, 0),
      legal,
      act: () => undefined,
      busy: false,
      names: NAMES,
      me: 0,
    } satisfies TableProps<DogEatDog>),
  );

/** Seat 0 (W.E. Steel) at `step` of the final round: 3 iron, 2 coal, 2 workers, $30M corporate, $40M Swiss. */
function atFinal(G: DogEatDogState, step: FinalRound['step']): DogEatDogState {
  return {
    ...G,
    phase: 'final',
    active: 0,
    final: { order: [0, 1, 2, 3], at: 0, step, values: {} },
    players: G.players.map((p, s) =>
      s === 0 ? { ...p, raw: { ...p.raw, iron: 3, coal: 2 }, workers: 2, corporate: 30, swiss: 40 } : p,
    ),
  };
}

describe("the final bonus round's production and last embezzlement", () => {
  it('produce on a stepper with what it makes, uses and may bring, not in the general list', () => {
    const legal: DedAction[] = [
      { type: 'produce', product: 'steel', count: 1 },
      { type: 'produce', product: 'steel', count: 2 },
      { type: 'done' },
    ];
    const html = render(atFinal(lawless(), 'produce'), legal);
    expect(html).toContain('data-testid="final-produce-steel"');
    expect(html).toMatch(/min="1" max="2" data-testid="final-produce-count-steel-value" value="2"/);
    expect(html).toContain('Produce 2 steel');
    expect(html).toContain(
      'Makes 2 steel from 2 iron and 2 coal, 2 of your 2 workers; leaves 1 iron, 0 coal. In the final sales, one roll for everyone: about $54M at the $27M average, against about $28M for the raw materials sold as they are.',
    );
    expect(html).not.toContain('data-testid="group-produce"');
    expect(html).not.toContain('data-testid="amount-produce"');
  });

  it('embezzle on a stepper, the most by default, with what it leaves and the standing it leads to', () => {
    const legal: DedAction[] = [
      ...Array.from({ length: 15 }, (_, i) => ({ type: 'embezzle', amount: i + 1 }) as const),
      { type: 'done' },
    ];
    const html = render(atFinal(lawless(), 'embezzle'), legal);
    expect(html).toContain('data-testid="final-embezzle"');
    expect(html).toContain('Embezzle $15M');
    // Others' Swiss accounts are secret without a law that shows them.
    expect(html).toContain(
      'Leaves $15M corporate, which counts for nothing at the end. Swiss $55M: the most Swiss money wins. Bob, Cy, Di: Swiss accounts secret.',
    );
    expect(html).not.toContain('data-testid="amount-embezzle"');
  });

  it('ranks the standing against balances a law makes public, and says what a smaller amount leaves out', () => {
    const G = atFinal(table(), 'embezzle');
    const shown = { ...G, players: G.players.map((p, s) => (s === 0 ? p : { ...p, swiss: [0, 60, 50, 20][s]! })) };
    const v = viewFor(shown, 0);
    expect(v.game.players[1]!.swiss).toBe(60);
    expect(finalEmbezzleText(v, NAMES, 15)).toBe(
      'Leaves $15M corporate, which counts for nothing at the end. Swiss $55M: the most Swiss money wins. That ranks you second of 4 as the accounts stand (Bob $60M, Cy $50M, Di $20M).',
    );
    expect(finalEmbezzleText(v, NAMES, 5)).toMatch(
      /^Leaves \$25M corporate, .* \(at most \$15M, half the account, may go\)\. Swiss \$45M: .* third of 4/,
    );
    // Waste Mismanagement's recyclable takes any raw material, named, and two pollution markers.
    const waste = table({}, ['waste-mismanagement', 'goo-pont', 'georgia-horrific', 'substandard-oil', 'we-steel']);
    const wm = {
      ...waste,
      players: waste.players.map((p, s) => (s === 0 ? { ...p, raw: { ...p.raw, oil: 2 }, pollution: 5 } : p)),
    };
    expect(finalProduceText(viewFor(wm, 0), 'recyclable', 2, 'oil')).toMatch(
      /^Makes 2 recyclable from 2 oil and 4 pollution markers, .*; leaves 0 oil, 1 pollution marker\. .*about \$54M at the \$27M average, against about \$14M/,
    );
    // Without a seat (a spectator) there is nothing of ours to say.
    expect(finalProduceText({ ...v, seat: null }, 'steel', 1)).toBe('Makes 1 steel.');
  });
});

/** The elements of a tree whose props pass `test`, depth first. */
function findAll(node: ReactNode, test: (props: Record<string, unknown>) => boolean): ReactElement[] {
  if (Array.isArray(node)) return node.flatMap((n: ReactNode) => findAll(n, test));
  if (!isValidElement(node)) return [];
  const props = node.props as Record<string, unknown>;
  return [...(test(props) ? [node] : []), ...findAll(props.children as ReactNode, test)];
}

/**
 * The final panel drawn with `press` made on the sale row of `item` during the first render, as a
 * click would: the markup after it (a confirmation, if one is asked) and the moves sent.
 */
function pressSaleRow(G: DogEatDogState, legal: DedAction[], item: string, press: DedAction) {
  const sent: DedAction[] = [];
  let pressed = false;
  const props = { v: viewFor(G, 0), names: NAMES, legal, act: (a: DedAction) => sent.push(a), busy: false };
  function Probe() {
    // Called as a function, the panel's state is this component's; an update made while it
    // renders draws it again, as a click's would.
    const tree = FinalRoundPanel(props);
    if (!pressed) {
      pressed = true;
      const [row] = findAll(tree, (p) => p.item === item && typeof p.act === 'function');
      (row!.props as { act: (a: DedAction) => void }).act(press);
    }
    return tree;
  }
  return { html: renderToStaticMarkup(createElement(Probe)), sent };
}

describe("the final bonus round's sales", () => {
  const withLaws = (laws: string[]) => {
    const G = atFinal(lawless(), 'sell');
    return {
      ...G,
      redTape: { ...G.redTape, laws },
      final: { ...G.final!, values: { steel: 30, iron: 9 } },
      players: G.players.map((p, s) => (s === 0 ? { ...p, products: { ...p.products, steel: 2 } } : p)),
    };
  };
  const sales: DedAction[] = [
    { type: 'sell', item: 'steel', count: 1 },
    { type: 'sell', item: 'steel', count: 2 },
    { type: 'sell', item: 'iron', count: 3 },
    { type: 'done' },
  ];

  it('go through the confirmation the other rows use: a lawful sale at once, a breach asked first', () => {
    const lawful = pressSaleRow(withLaws([]), sales, 'steel', { type: 'sell', item: 'steel', count: 2 });
    expect(lawful.sent).toEqual([{ type: 'sell', item: 'steel', count: 2 }]);
    expect(lawful.html).not.toContain('data-testid="confirm"');
    // No Public Law restricts a sale (the restrictable actions are embezzle, extract, produce and
    // Sealed Bids), so the row's path is shown holding a move that breaks the Comptroller's law.
    const breach = pressSaleRow(withLaws(['RT01']), sales, 'steel', { type: 'embezzle', amount: 3 });
    expect(breach.sent).toEqual([]);
    expect(breach.html).toContain('data-testid="confirm"');
    expect(breach.html).toContain('This breaks the Public Law of Comptroller Cyril Audit: No player may embezzle.');
    expect(breach.html).toContain('$10M fine');
  });

  it('bring the price that holds for the seller, naming a Public Law that caps it', () => {
    const free = render(withLaws([]), sales);
    expect(free).toContain('Sell 2 steel for $60M');
    expect(free).not.toContain('live-final-sell');
    const capped = withLaws(['RT06']);
    const html = render(capped, sales);
    expect(html).toContain('Sell 2 steel for $50M');
    expect(html).toContain('steel at $25M each');
    expect(html).toContain('Sell 3 iron for $27M');
    expect(finalSaleText(viewFor(capped, 0), 'steel', 2, 30)).toBe(
      'Brings $50M: $25M each, not the $30M rolled, under the Public Law of Commerce Secretary Phil T. Pricefixer: Price ceiling. No product may be sold on the Open Market for more than $25M.',
    );
    // A raw material is not a product: the ceiling leaves it at the value rolled.
    expect(finalSaleText(viewFor(capped, 0), 'iron', 3, 9)).toBeNull();
  });
});
