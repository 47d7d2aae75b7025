import type { DogEatDog } from '@cutthroat/dog-eat-dog';
import type { TableProps } from '@cutthroat/web-kit';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DogEatDogState } from '../src/index.js';
import { table } from '../src/testing.js';
import { Confirm } from './Confirm.js';
import { Table } from './Table.js';
import { NAMES, viewFor } from './testing.js';
import type { DedAction } from './text.js';
import { endSalesNote, irsNote, lawNote, lawWarning, payrollWarning } from './warnings.js';

const withLaws = (laws: string[], G = table()): DogEatDogState => ({ ...G, redTape: { ...G.redTape, laws } });
const seat0 = (G: DogEatDogState, f: (p: DogEatDogState['players'][number]) => object): DogEatDogState => ({
  ...G,
  players: G.players.map((p, s) => (s === 0 ? { ...p, ...f(p) } : p)),
});

describe('a Public Law broken: said before the move, with the law and the fine', () => {
  it.each([
    ['RT01', { type: 'embezzle', amount: 3 }, 'Comptroller Cyril Audit'],
    ['RT07', { type: 'acquire', method: 'sealedBid', square: 0, offer: 5 }, ''],
    ['RT08', { type: 'produce', product: 'steel', count: 3 }, ''],
  ] as const)('%s: %j', (law, action, name) => {
    const v = viewFor(withLaws([law]), 0);
    expect(lawNote(v, action)).toMatch(/^breaks the law of .+: \$10M fine if reported$/);
    const warning = lawWarning(v, action)!;
    expect(warning).toContain('This breaks the Public Law of');
    expect(warning).toContain(name);
    expect(warning).toMatch(/\$10M fine, and the reporter gets \$3M\.$/);
    // One sentence's end each: no ".)." nor "))" where the law's words hold a parenthesis.
    expect(warning).not.toMatch(/\.\)\.|\)\)/);
    expect(lawWarning(viewFor(withLaws([]), 0), action)).toBeNull();
  });

  it('lets two products pass the two-product law, and warns at the third', () => {
    const v = viewFor(withLaws(['RT08']), 0);
    expect(lawNote(v, { type: 'produce', product: 'steel', count: 2 })).toBeNull();
    expect(lawNote(v, { type: 'produce', product: 'steel', count: 3 })).not.toBeNull();
  });

  it('asks to confirm a law-breaking move on the table, and says the breach beside its amount', () => {
    const legal: DedAction[] = [{ type: 'embezzle', amount: 3 }, { type: 'roll' }];
    const props: TableProps<DogEatDog> = {
      view: viewFor(withLaws(['RT01']), 0),
      legal,
      act: () => undefined,
      busy: false,
      names: NAMES,
      me: 0,
    };
    const html = renderToStaticMarkup(createElement(Table, props));
    expect(html).toContain(
      'Embezzle $3M; leaves $22M corporate; Swiss $3M; taxes at the IRS: none; breaks the law of Comptroller Cyril Audit: $10M fine if reported',
    );
    const warning = lawWarning(props.view, legal[0]!)!;
    const ask = renderToStaticMarkup(
      createElement(Confirm, { question: 'Embezzle $3M?', warning, busy: false, yes: () => {}, no: () => {} }),
    );
    expect(ask).toContain('role="alertdialog"');
    expect(ask).toContain('No player may embezzle');
    expect(ask).toContain('>Yes, break the law</button>');
    expect(ask).toContain('>No, go back</button>');
  });
});

describe('payroll and the IRS, before they come', () => {
  it('says payroll against the account in Phases 1 and 2 of our own turn', () => {
    const G = seat0(table(), () => ({ workers: 4, corporate: 10 }));
    expect(payrollWarning(viewFor(G, 0))).toBe(
      'Payroll when Phase 2 ends: $4M for 4 workers; your corporate account holds $10M. Enough: $6M left after it.',
    );
    expect(payrollWarning(viewFor(G, 1))).toBeNull();
    expect(payrollWarning(viewFor({ ...G, phase: 'hiring' }, 0))).toBeNull();
  });

  it('warns of Chapter 11 when the account, less the loan, cannot meet payroll', () => {
    const short = seat0(table(), () => ({ workers: 6, corporate: 3 }));
    expect(payrollWarning(viewFor(short, 0))).toContain(
      'Short by $3M: payroll comes in Phase 3, where no loan is possible',
    );
    const owing = seat0(table(), () => ({ workers: 2, corporate: 5, debt: 8 }));
    const w = payrollWarning(viewFor(owing, 0))!;
    expect(w).toContain('Your loan of $8M is repaid first');
    expect(w).toContain('ending Phase 2 puts you into Chapter 11. Raise $3M first');
  });

  it('says on "Done" in Phase 2 what ending it takes, and when it is Chapter 11', () => {
    const sales = (workers: number, corporate: number, debt = 0) =>
      viewFor({ ...seat0(table(), () => ({ workers, corporate, debt })), phase: 'sales' }, 0);
    expect(endSalesNote(sales(4, 10), { type: 'done' })).toBe('payroll takes $4M, leaving $6M');
    expect(endSalesNote(sales(2, 12, 6), { type: 'done' })).toBe(
      'repays the $6M loan, then payroll takes $2M, leaving $4M',
    );
    expect(endSalesNote(sales(6, 3), { type: 'done' })).toBe('payroll of $6M then exceeds the $3M left: Chapter 11');
    expect(endSalesNote(sales(1, 3, 8), { type: 'done' })).toBe('your loan of $8M cannot be repaid: Chapter 11');
    expect(endSalesNote(viewFor(table(), 0), { type: 'done' })).toBeNull();
  });

  it('says how far the IRS is, the odds of reaching it, and the tax it would take', () => {
    const G = table();
    const at = (position: number, corporate: number) =>
      viewFor(
        seat0(G, () => ({ position, corporate })),
        0,
      );
    expect(irsNote(at(13, 30))).toBe(
      'The IRS is 7 spaces ahead: 58% that this roll reaches it (2d6 ≥ 7). Passing or landing there takes $10M in taxes: a third of your $30M corporate account, which is at or above $26M.',
    );
    expect(irsNote(at(19, 20))).toContain('1 space ahead: 100%');
    expect(irsNote(at(19, 20))).toContain('No tax is due there while your corporate account is below $26M.');
    expect(irsNote(at(2, 20))).toContain('The IRS is 18 spaces ahead: out of reach of this roll.');
    expect(irsNote(viewFor(G, 1))).toBeNull();
  });
});
