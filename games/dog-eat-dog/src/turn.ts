import type { GameEvent, Seat } from '@cutthroat/engine';
import { expireBreaches } from './breaking-the-law.js';
import { endTurn, startTurnOf } from './laws.js';
import { repay } from './chapter-11.js';
import { mapDestroyed } from './outcome.js';
import { startFinal, type Flowed } from './final-round.js';
import { freshTurn, type DogEatDogState, type Phase } from './state.js';
import { patch, setTurn } from './copy.js';
import { push } from './work.js';

/**
 * The turn (rulebook "Turn Sequence"): Movement, Sales, Payroll, Hiring/Firing, Production/
 * Pollution, Extraction/Sale, in strict order (Advanced Planning: Hiring last); then the next seat
 * clockwise. Rounds are counted from the first player; the game ends at the victory sum, at a
 * destroyed map (after the final bonus round), or at a round limit.
 */

const ORDER: readonly Phase[] = ['movement', 'sales', 'hiring', 'production', 'extraction'];
const ADVANCED: readonly Phase[] = ['movement', 'sales', 'production', 'extraction', 'hiring'];

export const phasesOf = (G: DogEatDogState): readonly Phase[] => (G.options.advancedPlanning ? ADVANCED : ORDER);

export type { Flowed } from './final-round.js';

/** `done`: the next phase, or the end of the turn after the last. */
export function endPhase(G: DogEatDogState): Flowed {
  const phases = phasesOf(G);
  const at = phases.indexOf(G.phase);
  if (G.phase === 'sales') {
    // End of Phase 2: a loan is repaid now or never; then Phase 3, Payroll, runs by itself.
    const debt = G.players[G.active]!.debt;
    const repaid = repay(G, G.active);
    if (!repaid)
      return {
        G: push(G, { kind: 'chapter-11', seat: G.active, answered: false }),
        events: [{ type: 'chapter-11', seat: G.active }],
      };
    const next = { ...repaid, phase: phases[at + 1]!, turn: setTurn(repaid.turn, { values: {} }) };
    return {
      G: push(next, { kind: 'payroll', seat: G.active, step: 'react' }),
      events: [
        ...(debt > 0 ? [{ type: 'loan-repaid', seat: G.active, amount: debt }] : []),
        { type: 'phase', phase: 'payroll' },
      ],
    };
  }
  if (at < phases.length - 1) {
    const phase = phases[at + 1]!;
    return { G: patch(G, { phase }), events: [{ type: 'phase', phase }] };
  }
  return nextTurn(G);
}

/** The seat after `seat` clockwise that is still in the game. */
function nextSeat(G: DogEatDogState, seat: Seat): Seat | null {
  const n = G.players.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (G.players[s]!.status !== 'left') return s;
  }
  return null;
}

export function nextTurn(G: DogEatDogState): Flowed {
  const ended = endTurn(patch(G, { turn: freshTurn() }));
  const next = nextSeat(ended, G.active);
  // Fewer than two players left in the game: it ends, the Swiss accounts deciding.
  if (next === null || ended.players.filter((p) => p.status !== 'left').length < 2)
    return {
      G: { ...ended, phase: 'over', ended: 'lastStanding' },
      events: [{ type: 'game-over', reason: 'lastStanding' }],
    };
  // A round ends when play comes back to (or past) the first player.
  const n = G.players.length;
  const toFirst = (G.first - G.active + n) % n || n;
  const wrapped = toFirst <= ((next - G.active + n) % n || n);
  const round = wrapped ? G.round + 1 : G.round;
  const events: GameEvent[] = [];
  if (wrapped && G.options.turnLimit !== null && round > G.options.turnLimit)
    return { G: { ...ended, phase: 'over', ended: 'turnLimit' }, events: [{ type: 'game-over', reason: 'turnLimit' }] };
  let started = expireBreaches(startTurnOf({ ...ended, active: next, round }, next), next);
  const reorganising = started.players[next]!.status === 'reorganizing';
  started = { ...started, phase: reorganising ? 'reorganize' : 'movement' };
  // Every corporate account as the turn starts (public: rulings.md), for the log's turn summary.
  events.push({ type: 'turn', seat: next, round, accounts: started.players.map((p) => p.corporate) });
  if (wrapped && round > G.options.roundLimit) return startFinal(started, G.active);
  return { G: started, events };
}

/** Victory, or a destroyed map, once nothing is pending. */
export function checkEnd(G: DogEatDogState): Flowed {
  if (G.phase === 'over') return { G, events: [] };
  if (G.players.some((p) => p.swiss >= G.options.victorySwiss))
    return {
      G: patch(G, { phase: 'over', ended: 'victory', work: [] }),
      events: [{ type: 'game-over', reason: 'victory' }],
    };
  if (G.work.length === 0 && G.phase !== 'final' && G.phase !== 'division' && mapDestroyed(G))
    return startFinal(G, G.active);
  return { G, events: [] };
}

/** `done` in the final round: the next seat of this step, or the next step, or the end. */
export function finalDone(G: DogEatDogState): Flowed {
  const f = G.final!;
  const steps = ['produce', 'sell', 'embezzle'] as const;
  let { at, step } = f;
  at++;
  if (at >= f.order.length) {
    const i = steps.indexOf(step);
    if (i === steps.length - 1)
      return {
        G: patch(G, { phase: 'over', ended: 'finalRound' }),
        events: [{ type: 'game-over', reason: 'finalRound' }],
      };
    step = steps[i + 1]!;
    at = 0;
  }
  return { G: patch(G, { active: f.order[at]!, turn: freshTurn(), final: { ...f, at, step } }), events: [] };
}
