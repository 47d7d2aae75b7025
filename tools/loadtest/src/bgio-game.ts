import type { Ctx, Game, PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from '@cutthroat/bench/boardgame-io';

/**
 * Smugglers: a 4-player card game for boardgame.io 0.50.2 with the shape of an Arms Dealers turn,
 * so that its server carries a comparable load. 76 cards, 7 in each hand, hands and deck hidden by
 * `playerView`. A turn: draw one card; over 7 cards, discard one; then either end the turn or lay
 * a card as a deal, which opens a window where every other player answers at once (a stage for
 * all of them: `pass`, or `intercept` with a card of the same suit). When all have answered, an
 * intercepted deal is lost; otherwise the dealer earns its value and draws. The game ends when the
 * deck is empty. Random play takes about 130 moves, against about 100 for Arms Dealers with
 * `offersPerTurn: 0`.
 */
export const SMUGGLERS = 'smugglers';
export const DECK = 76;
export const HAND_LIMIT = 7;
export const SEATS = 4;

export const suitOf = (card: number) => card % 4;
export const valueOf = (card: number) => 1 + ((card >> 2) % 10);

export interface SmugglersState {
  /** Hidden from every player: an empty array in their view. */
  deck: number[];
  deckSize: number;
  /** Each player sees only their own hand; the others are empty arrays. */
  hands: number[][];
  handSizes: number[];
  discard: number[];
  money: number[];
  deal: { dealer: PlayerID; card: number; answered: number; intercepted: boolean } | null;
}

export type SmugglersGameover = { winners: PlayerID[] };

function draw(G: SmugglersState, seat: number): void {
  const card = G.deck.pop();
  if (card === undefined) return;
  G.hands[seat]!.push(card);
  G.deckSize = G.deck.length;
  G.handSizes[seat] = G.hands[seat]!.length;
}

function take(G: SmugglersState, seat: number, index: unknown): number | undefined {
  const hand = G.hands[seat]!;
  if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= hand.length) return undefined;
  const [card] = hand.splice(index as number, 1);
  G.handSizes[seat] = hand.length;
  return card;
}

interface MoveArgs {
  G: SmugglersState;
  ctx: Ctx;
  playerID: PlayerID;
  events: { endTurn: () => void; setActivePlayers: (arg: object) => void };
}

/** An answer to the deal window; the last one settles the deal and ends the turn. */
function answer({ G, ctx, events }: MoveArgs, intercepted: boolean): void {
  const deal = G.deal!;
  deal.answered++;
  deal.intercepted ||= intercepted;
  if (deal.answered < ctx.numPlayers - 1) return;
  if (deal.intercepted) G.discard.push(deal.card);
  else {
    const dealer = Number(deal.dealer);
    G.money[dealer] = G.money[dealer]! + valueOf(deal.card);
    G.discard.push(deal.card);
    draw(G, dealer);
  }
  G.deal = null;
  events.endTurn();
}

export const smugglers: Game<SmugglersState> = {
  name: SMUGGLERS,
  minPlayers: SEATS,
  maxPlayers: SEATS,
  setup: ({ ctx, random }) => {
    const deck = random.Shuffle(Array.from({ length: DECK }, (_, i) => i));
    const hands = Array.from({ length: ctx.numPlayers }, () => deck.splice(0, HAND_LIMIT));
    return {
      deck,
      deckSize: deck.length,
      hands,
      handSizes: hands.map((h) => h.length),
      discard: [],
      money: hands.map(() => 0),
      deal: null,
    };
  },
  playerView: ({ G, playerID }) => ({
    ...G,
    deck: [],
    hands: G.hands.map((h, seat) => (String(seat) === playerID ? h : [])),
  }),
  turn: {
    onBegin: ({ G, ctx }) => draw(G, Number(ctx.currentPlayer)),
    stages: {
      answer: {
        moves: {
          pass: (args) => answer(args as unknown as MoveArgs, false),
          intercept: (args, index: number) => {
            const a = args as unknown as MoveArgs;
            const seat = Number(a.playerID);
            const card = a.G.hands[seat]![index];
            if (card === undefined || suitOf(card) !== suitOf(a.G.deal!.card)) return INVALID_MOVE;
            a.G.discard.push(take(a.G, seat, index)!);
            answer(a, true);
          },
        },
      },
    },
  },
  moves: {
    discard: ({ G, playerID }, index: number) => {
      const seat = Number(playerID);
      if (G.hands[seat]!.length <= HAND_LIMIT) return INVALID_MOVE;
      const card = take(G, seat, index);
      if (card === undefined) return INVALID_MOVE;
      G.discard.push(card);
    },
    deal: ({ G, playerID, events }, index: number) => {
      const seat = Number(playerID);
      if (G.hands[seat]!.length > HAND_LIMIT) return INVALID_MOVE;
      const card = take(G, seat, index);
      if (card === undefined) return INVALID_MOVE;
      G.deal = { dealer: playerID, card, answered: 0, intercepted: false };
      events.setActivePlayers({ others: 'answer', minMoves: 1, maxMoves: 1 });
    },
    endTurn: ({ G, playerID, events }) => {
      if (G.hands[Number(playerID)]!.length > HAND_LIMIT) return INVALID_MOVE;
      events.endTurn();
    },
  },
  endIf: ({ G }): SmugglersGameover | undefined => {
    if (G.deckSize > 0 || G.deal) return undefined;
    const best = Math.max(...G.money);
    return { winners: G.money.flatMap((m, seat) => (m === best ? [String(seat)] : [])) };
  },
};

/** A move as the client sends it: the move's name and its arguments. */
export type SmugglersMove = readonly [move: string, args: readonly number[]];

/**
 * The moves `playerID` may make, from what that player is sent (its player view and `ctx`): what
 * a client works out for itself, since boardgame.io's server sends no list of legal moves.
 */
export function legalMoves(G: SmugglersState, ctx: Ctx, playerID: PlayerID): SmugglersMove[] {
  if (ctx.gameover !== undefined) return [];
  const hand = G.hands[Number(playerID)] ?? [];
  if (ctx.activePlayers) {
    if (ctx.activePlayers[playerID] !== 'answer' || !G.deal) return [];
    const suit = suitOf(G.deal.card);
    const moves: SmugglersMove[] = [['pass', []]];
    hand.forEach((card, i) => {
      if (suitOf(card) === suit) moves.push(['intercept', [i]]);
    });
    return moves;
  }
  if (ctx.currentPlayer !== playerID) return [];
  if (hand.length > HAND_LIMIT) return hand.map((_, i) => ['discard', [i]]);
  return [['endTurn', []], ...hand.map((_, i): SmugglersMove => ['deal', [i]])];
}
