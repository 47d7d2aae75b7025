import { geometry, spaceJobs } from '@cutthroat/dog-eat-dog';
import { freeActions } from '../src/legal.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { freshTurn, type DogEatDogState } from '../src/state.js';
import { resolve, table } from '../src/testing.js';
import { GenevaPanel } from './Geneva.js';
import { viewFor } from './testing.js';

/** Seat 1 on Geneva in seat 0's Sales phase, $20M corporate and $5M in Switzerland (src/geneva.test.ts). */
function onGeneva(transfers = 0): DogEatDogState {
  let G = table();
  const geneva = geometry.spaceIndex.get('geneva')!;
  G = { ...G, phase: 'sales', turn: { ...freshTurn(), transfers: { 1: transfers } } };
  G = { ...G, players: G.players.map((p, s) => (s === 1 ? { ...p, position: geneva, corporate: 20, swiss: 5 } : p)) };
  return resolve(G, spaceJobs(G, 1, { space: geneva, landed: true })).G;
}

const panel = (G: DogEatDogState) =>
  renderToStaticMarkup(
    createElement(GenevaPanel, {
      v: viewFor(G, 1),
      legal: freeActions(G, 1).toArray(),
      act: () => undefined,
      busy: false,
    }),
  );

describe("Geneva's panel, on the rules' own listing", () => {
  it('offers both ways for a seat on Geneva, the amount on a stepper from $1M', () => {
    const html = panel(onGeneva());
    expect(html).toContain('corporate account ($20M) and your Swiss account ($5M)');
    expect(html).toContain('2 of 2 transfers left this turn');
    expect(html).toMatch(/min="1" max="20"/);
    expect(html).toContain('Move $1M to Switzerland: leaves $19M corporate and $6M in Switzerland');
  });

  it('counts the transfers made, and once the cap is reached says so in one line', () => {
    expect(panel(onGeneva(1))).toContain('1 of 2 transfers left this turn');
    expect(panel(onGeneva(2))).toContain('Geneva: your 2 transfers this turn are made.');
    expect(panel(onGeneva(2))).not.toContain('act-transfer');
  });
});
