import type { DogEatDog } from '@cutthroat/dog-eat-dog';
import type { TableProps } from '@cutthroat/web-kit';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { table } from '../src/testing.js';
import type { DogEatDogState, FinalRound } from '../src/state.js';
import { finalEmbezzleText, finalProduceText } from './final-words.js';
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
