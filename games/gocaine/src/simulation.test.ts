import { describe, expect, it } from 'vitest';
import type { GoCaineAction } from './schema.js';
import { Table } from './testing/table.js';

/**
 * Appendix 3, "Game Simulation: First 10 Turns", turns 1 to 7 (no captures yet), replayed with the
 * rulebook's one roll (turn 4: Red rolls 7), checking every cash figure the rulebook prints.
 *
 * The rulebook names zones, not intersections; the cells below are intersections of those zones on
 * the reconstructed board, chosen so that nothing is captured, as in the rulebook. One change: the
 * reconstructed Pacific has 3 intersections and Yellow fills them, so Blue's cell #4 ("into Pacific",
 * never used before turn 8) goes to Tropical Pacific.
 */
const [BLUE, GREEN, BLACK, YELLOW, RED, WHITE] = [0, 1, 2, 3, 4, 5] as const;
const rc = (row: number, col: number) => row * 10 + col;

const CELLS: Record<number, number[]> = {
  [BLUE]: [rc(10, 1), rc(5, 1), rc(2, 2), rc(3, 0), rc(4, 0), rc(4, 2), rc(6, 3)],
  [GREEN]: [rc(5, 9), rc(4, 7), rc(3, 8), rc(5, 7), rc(3, 7), rc(6, 7), rc(6, 8)],
  [BLACK]: [rc(8, 7), rc(4, 6), rc(5, 6), rc(6, 5), rc(8, 8), rc(9, 8), rc(8, 6)],
  [YELLOW]: [rc(0, 2), rc(1, 0), rc(3, 1), rc(0, 0), rc(2, 0), rc(2, 1), rc(3, 3)],
  [RED]: [rc(8, 2), rc(5, 4), rc(3, 4), rc(4, 4), rc(7, 5), rc(8, 1), rc(7, 3)],
  [WHITE]: [rc(0, 8), rc(2, 9), rc(3, 9), rc(2, 8), rc(2, 7), rc(4, 9), rc(6, 9)],
};
/** Cell #n of a seat (1-based, as the rulebook numbers them). */
const cell = (seat: number, n: number) => CELLS[seat]![n - 1]!;
const deploy = (seat: number, turn: number): GoCaineAction => ({ type: 'deploy', point: cell(seat, turn) });
const buy = (seat: number, n: number, tons: number): GoCaineAction => ({
  type: 'buy-product',
  point: cell(seat, n),
  tons,
});
const sell = (seat: number, n: number, tons: number): GoCaineAction => ({ type: 'sell', point: cell(seat, n), tons });
const move = (seat: number, from: number, to: number, tons: number): GoCaineAction => ({
  type: 'move',
  from: cell(seat, from),
  to: cell(seat, to),
  tons,
});
const influence = (zone: string): GoCaineAction => ({ type: 'buy-influence', zone });
const infrastructure: GoCaineAction = { type: 'buy-infrastructure' };
const done: GoCaineAction = { type: 'done' };
const noAction: GoCaineAction = { type: 'no-action' };

describe('Appendix 3: the simulated game, turns 1 to 7', () => {
  const table = new Table(6, { firstPlayer: BLUE }, [3, 4]);
  const cash = () => table.G.players.map((p) => p.cash);

  it('turn 1: Black buys influence in Northern Colombia; everyone deploys', () => {
    table.play(BLUE, noAction, deploy(BLUE, 1));
    table.play(GREEN, noAction, deploy(GREEN, 1));
    table.play(BLACK, influence('NO'), done, deploy(BLACK, 1));
    expect(table.G.players[BLACK]!.taskForceChips).toBe(2);
    table.play(YELLOW, noAction, deploy(YELLOW, 1));
    table.play(RED, noAction, deploy(RED, 1));
    table.play(WHITE, noAction, deploy(WHITE, 1));
    expect(cash()).toEqual([50, 50, 30, 50, 50, 50]);
  });

  it('turn 2: 4 mt bought in Peru, Northern Colombia and Western Colombia', () => {
    table.play(BLUE, buy(BLUE, 1, 4), done, deploy(BLUE, 2));
    expect(table.cash(BLUE)).toBe(30);
    table.play(GREEN, noAction, deploy(GREEN, 2));
    table.play(BLACK, buy(BLACK, 1, 4), done, deploy(BLACK, 2));
    expect(table.cash(BLACK)).toBe(10);
    table.play(YELLOW, noAction, deploy(YELLOW, 2));
    table.play(RED, buy(RED, 1, 4), done, deploy(RED, 2));
    expect(table.cash(RED)).toBe(30);
    table.play(WHITE, noAction, deploy(WHITE, 2));
    expect(cash()).toEqual([30, 50, 10, 50, 30, 50]);
  });

  it('turn 3: one-step transports and buys in Caribbean, Pacific and Atlantic', () => {
    table.play(BLUE, move(BLUE, 1, 2, 4), deploy(BLUE, 3));
    table.play(GREEN, buy(GREEN, 2, 3), done, deploy(GREEN, 3));
    expect(table.cash(GREEN)).toBe(20);
    table.play(BLACK, move(BLACK, 1, 2, 4), deploy(BLACK, 3));
    table.play(YELLOW, buy(YELLOW, 2, 2), done, deploy(YELLOW, 3));
    expect(table.cash(YELLOW)).toBe(20);
    table.play(RED, move(RED, 1, 2, 4), deploy(RED, 3));
    table.play(WHITE, buy(WHITE, 2, 2), done, deploy(WHITE, 3));
    expect(table.cash(WHITE)).toBe(20);
    expect(cash()).toEqual([30, 20, 10, 20, 30, 20]);
  });

  it('turn 4: Black sells for $40M and interdicts Red in South Central; Red rolls 7, safe', () => {
    table.play(BLUE, move(BLUE, 2, 3, 4), deploy(BLUE, 4));
    table.play(GREEN, move(GREEN, 2, 3, 3), deploy(GREEN, 4));
    table.play(BLACK, sell(BLACK, 2, 4), done, deploy(BLACK, 4));
    expect(table.cash(BLACK)).toBe(50);
    table.play(YELLOW, move(YELLOW, 2, 1, 2), deploy(YELLOW, 4));
    table.passWindows();
    table.act(RED, move(RED, 2, 3, 4));
    expect(table.state.window?.kind).toBe('after-step');
    const hit = table.act(BLACK, { type: 'interdict', zone: 'SC' });
    expect(hit.filter((e) => e.type === 'seizure-roll')).toEqual([
      expect.objectContaining({ seat: RED, tons: 4, dice: [3, 4], influence: 0, total: 7, seized: false }),
    ]);
    expect(table.G.players[BLACK]!.taskForceChips).toBe(1);
    table.play(RED, deploy(RED, 4));
    expect(table.G.held[cell(RED, 3)]).toBe(4);
    // The chip leaves the game when Red's turn ends.
    expect(table.G.hitZones).toEqual([]);
    table.play(WHITE, move(WHITE, 2, 1, 2), deploy(WHITE, 4));
    expect(cash()).toEqual([30, 20, 50, 20, 30, 20]);
  });

  it('turn 5: five sales and Black buys product and influence in the Caribbean', () => {
    table.play(BLUE, sell(BLUE, 3, 4), done, deploy(BLUE, 5));
    expect(table.cash(BLUE)).toBe(110);
    table.play(GREEN, sell(GREEN, 3, 3), done, deploy(GREEN, 5));
    expect(table.cash(GREEN)).toBe(80);
    table.play(BLACK, buy(BLACK, 1, 4), influence('CA'), done, deploy(BLACK, 5));
    expect(table.cash(BLACK)).toBe(10);
    expect(table.G.players[BLACK]!.taskForceChips).toBe(2);
    table.play(YELLOW, sell(YELLOW, 1, 2), done, deploy(YELLOW, 5));
    expect(table.cash(YELLOW)).toBe(70);
    table.play(RED, sell(RED, 3, 4), done, deploy(RED, 5));
    expect(table.cash(RED)).toBe(110);
    table.play(WHITE, sell(WHITE, 1, 2), done, deploy(WHITE, 5));
    expect(table.cash(WHITE)).toBe(70);
  });

  it('turn 6: infrastructure and influence bought; Black moves 4 mt to the Caribbean', () => {
    table.play(BLUE, buy(BLUE, 1, 4), infrastructure, influence('SW'), influence('PE'), done, deploy(BLUE, 6));
    expect(table.cash(BLUE)).toBe(30);
    expect(table.G.players[BLUE]).toMatchObject({ infrastructure: 2, taskForceChips: 3 });
    table.play(GREEN, buy(GREEN, 4, 4), influence('SE'), influence('CA'), done, deploy(GREEN, 6));
    expect(table.cash(GREEN)).toBe(0);
    expect(table.G.players[GREEN]!.taskForceChips).toBe(3);
    table.play(BLACK, move(BLACK, 1, 2, 4), deploy(BLACK, 6));
    table.play(YELLOW, buy(YELLOW, 2, 3), done, deploy(YELLOW, 6));
    expect(table.cash(YELLOW)).toBe(25);
    table.play(RED, buy(RED, 1, 4), infrastructure, influence('SC'), influence('WC'), done, deploy(RED, 6));
    expect(table.cash(RED)).toBe(30);
    table.play(WHITE, buy(WHITE, 3, 3), done, deploy(WHITE, 6));
    expect(table.cash(WHITE)).toBe(25);
    expect(cash()).toEqual([30, 0, 10, 25, 30, 25]);
  });

  it('turn 7: two-step transports at level 2; Black sells for $40M', () => {
    table.play(BLUE, move(BLUE, 1, 2, 4), move(BLUE, 2, 3, 4), deploy(BLUE, 7));
    expect(table.G.held[cell(BLUE, 3)]).toBe(4);
    table.play(GREEN, move(GREEN, 4, 3, 4), deploy(GREEN, 7));
    table.play(BLACK, sell(BLACK, 2, 4), done, deploy(BLACK, 7));
    expect(table.cash(BLACK)).toBe(50);
    table.play(YELLOW, move(YELLOW, 2, 1, 3), deploy(YELLOW, 7));
    table.play(RED, move(RED, 1, 2, 4), move(RED, 2, 3, 4), deploy(RED, 7));
    expect(table.G.held[cell(RED, 3)]).toBe(4);
    table.play(WHITE, move(WHITE, 3, 1, 3), deploy(WHITE, 7));
    expect(cash()).toEqual([30, 0, 50, 25, 30, 25]);
  });

  it('captured nothing and used exactly the one roll the rulebook gives', () => {
    expect(table.events.filter((e) => e.type === 'deployed' && (e['captured'] as unknown[]).length > 0)).toEqual([]);
    expect(table.events.filter((e) => e.type === 'seizure-roll')).toHaveLength(1);
    expect(table.state.forcedDice).toEqual([]);
    for (let seat = 0; seat < 6; seat++) {
      expect(table.G.players[seat]!.purchasedCells).toBe(3);
      expect(table.G.board.stonesOf((seat + 1) as 1)).toBe(7);
    }
    expect(table.G.round).toBe(8);
  });
});
