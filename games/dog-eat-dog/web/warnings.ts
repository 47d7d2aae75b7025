import { cardName, content, lawBrokenBy, param, payrollDue, tableOf, taxDue } from '@cutthroat/dog-eat-dog';
import { waysAtMost } from './odds.js';
import { formatCash, plural, type DedAction, type DedView } from './text.js';

/**
 * Warnings before harm, said before a move is made: a Public Law it breaks and the fine; payroll
 * due against the account before Phase 2 ends; the IRS ahead and the tax it would take. Worked out
 * by the rules' own functions (`judge`, `payrollDue`, `taxDue`) from the seat's view only.
 */

/** On a move's button: "breaks the law of Comptroller Cyril Audit: $10M fine if reported", or null. */
export function lawNote(v: DedView, a: DedAction): string | null {
  const law = lawBrokenBy(v, a);
  return law === null
    ? null
    : `breaks the law of ${cardName(law)}: ${formatCash(content.economy.lawFine)} fine if reported`;
}

/** "This breaks the Public Law of Comptroller Cyril Audit: No player may embezzle. ... If another player reports it ..." or null. */
export function lawWarning(v: DedView, a: DedAction): string | null {
  const law = lawBrokenBy(v, a);
  if (law === null) return null;
  const c = content.cardById.get(law);
  const text = c?.type === 'official' ? c.lawText.replace(/^PUBLIC LAW:\s*/, '') : '';
  const breach = c?.type === 'official' ? c.breach.replace(/^Reported:\s*/, '') : '';
  const { lawFine, reporterBonus } = content.economy;
  // The law's own words may hold a parenthesis and end a sentence: quoted after a colon, not
  // wrapped in another parenthesis.
  const said = text ? `: ${/[.)]$/.test(text) ? text : `${text}.`}` : '.';
  const then = (breach || `a ${formatCash(lawFine)} fine`).replace(/\.$/, '');
  return [
    `This breaks the Public Law of ${cardName(law)}${said}`,
    `If another player reports it before your next turn: ${then}, and the reporter gets ${formatCash(reporterBonus)}.`,
  ].join(' ');
}

/**
 * Payroll, due when Phase 2 ends, against the account: said during Phases 1 and 2 of one's own
 * turn, with the loan to repay first and what a shortfall then means (Chapter 11). Null otherwise.
 */
export function payrollWarning(v: DedView): string | null {
  const g = v.game;
  const me = v.seat;
  if (me === null || g.active !== me || (g.phase !== 'movement' && g.phase !== 'sales')) return null;
  const p = g.players[me]!;
  const due = payrollDue(tableOf(v), me);
  const left = p.corporate - p.debt;
  const parts = [
    `Payroll when Phase 2 ends: ${formatCash(due)} for ${plural(p.workers, 'worker')}; your corporate account holds ${formatCash(p.corporate)}.`,
  ];
  if (p.debt > 0) parts.push(`Your loan of ${formatCash(p.debt)} is repaid first, when Phase 2 ends.`);
  if (left < 0)
    parts.push(
      `You cannot repay the loan: as things stand, ending Phase 2 puts you into Chapter 11. Raise ${formatCash(-left)} first (sell, or trade).`,
    );
  else if (left < due)
    parts.push(
      `Short by ${formatCash(due - left)}: payroll comes in Phase 3, where no loan is possible, so ending Phase 2 as things stand is Chapter 11. Sell or trade first.`,
    );
  else parts.push(`Enough: ${formatCash(left - due)} left after it.`);
  return parts.join(' ');
}

/** On "Done" in Phase 2: what ending it takes now (the loan, then payroll), or Chapter 11. */
export function endSalesNote(v: DedView, a: DedAction): string | null {
  const g = v.game;
  const me = v.seat;
  if (a.type !== 'done' || me === null || g.phase !== 'sales' || g.active !== me) return null;
  const p = g.players[me]!;
  const due = payrollDue(tableOf(v), me);
  const left = p.corporate - p.debt;
  if (left < 0) return `your loan of ${formatCash(p.debt)} cannot be repaid: Chapter 11`;
  if (left < due) return `payroll of ${formatCash(due)} then exceeds the ${formatCash(left)} left: Chapter 11`;
  return `${p.debt > 0 ? `repays the ${formatCash(p.debt)} loan, then ` : ''}payroll takes ${formatCash(due)}, leaving ${formatCash(left - due)}`;
}

/** Spaces from the seat's piece to the IRS (index 0), clockwise: passing or landing on it is taxed. */
const RING = content.board.spaces.length;

/**
 * The IRS ahead: how far, the chance two dice reach it this roll, and the tax it would take from
 * the account as it is (one third at or above the threshold). Null for a seat without a piece.
 */
export function irsNote(v: DedView): string | null {
  const g = v.game;
  const me = v.seat;
  if (me === null || g.phase !== 'movement' || g.active !== me || g.turn.rolled) return null;
  const p = g.players[me]!;
  const distance = (RING - p.position) % RING || RING;
  const reach = 36 - waysAtMost(distance - 1);
  const threshold = param(tableOf(v), me, 'taxThreshold');
  const tax = taxDue(p.corporate, threshold);
  return [
    distance > 12
      ? `The IRS is ${plural(distance, 'space')} ahead: out of reach of this roll.`
      : `The IRS is ${plural(distance, 'space')} ahead: ${Math.round((reach * 100) / 36)}% that this roll reaches it (2d6 ≥ ${distance}).`,
    tax > 0
      ? `Passing or landing there takes ${formatCash(tax)} in taxes: a third of your ${formatCash(p.corporate)} corporate account, which is at or above ${formatCash(threshold)}.`
      : `No tax is due there while your corporate account is below ${formatCash(threshold)}.`,
  ].join(' ');
}
