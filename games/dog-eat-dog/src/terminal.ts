import type { GameEvent, MatchState } from '@cutthroat/engine';
import type { TerminalTextOf } from '@cutthroat/module';
import { z } from 'zod';
import { RING, SQUARE_COUNT } from './board.js';
import type { DogEatDog } from './game.js';
import type { DogEatDogAction } from './schema.js';
import type { DogEatDogState } from './state.js';
import { TradeTerms } from './trades.js';
import type { DogEatDogView, PlayerView } from './view.js';
import {
  actionText,
  bundleText,
  cardName,
  divisionName,
  eventText,
  formatCash,
  spaceName,
  squareName,
  termsText,
  windowTitle,
} from './words.js';

/** Dog Eat Dog in the terminal: the table from one seat's view, in plain text. */

const PHASES: Record<DogEatDogView['phase'], string> = {
  division: 'choosing divisions',
  reorganize: 'reorganising',
  movement: 'Phase 1, movement',
  sales: 'Phase 2, sales',
  hiring: 'Phase 3, hiring and firing',
  production: 'Phase 4, production',
  extraction: 'Phase 5, extraction',
  final: 'the final bonus round',
  over: 'game over',
};

const itemName = (item: string): string => (item === 'wood' ? 'timber' : item);

/** `2 iron, 1 timber`, or `none`. */
function counts(c: Readonly<Record<string, number>>): string {
  const parts = Object.entries(c)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${itemName(k)}`);
  return parts.length ? parts.join(', ') : 'none';
}

function playerLine(p: PlayerView, name: string, mark: string, width: number): string {
  const swiss =
    p.swiss !== null ? formatCash(p.swiss) : p.shownSwiss !== null ? `${formatCash(p.shownSwiss)} when shown` : '?';
  const facts = [
    p.division ? divisionName(p.division) : 'no division',
    `corporate ${formatCash(p.corporate)}`,
    `Swiss ${swiss}`,
    `on ${spaceName(p.position)}`,
    `${p.workers} workers`,
    `raw ${counts(p.raw)}`,
    `products ${counts(p.products)}`,
  ];
  if (p.pollution) facts.push(`${p.pollution} pollution markers`);
  if (p.officials.length) facts.push(`owns ${p.officials.map(cardName).join(', ')}`);
  if (p.keptCount) facts.push(`${p.keptCount} kept cards`);
  if (p.debt) facts.push(`owes ${formatCash(p.debt)}`);
  if (p.status !== 'playing') facts.push(p.status);
  return `  ${mark} ${name.padEnd(width)} ${facts.join(' · ')}`;
}

/** The 4x4 Inner Map: each square's letter, stage, pollution markers and controller's seat or `.`. */
function innerMap(v: DogEatDogView): string[] {
  const lines: string[] = [];
  for (let row = 0; row < 4; row++) {
    let line = '   ';
    for (let col = 0; col < 4; col++) {
      const s = row * 4 + col;
      const c = v.control[s];
      const letter = String.fromCharCode(65 + s);
      line += ` ${letter} S${v.stage[s]} p${v.pollution[s]} ${c === null || c === undefined ? '.' : String(c)} `;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** The engine's `offer-made` event carries an offer of this game's terms. */
const MadeOffer = z.object({ from: z.number().int(), to: z.number().int(), terms: TradeTerms });

export const dogEatDogText: TerminalTextOf<DogEatDog> = {
  table(v, names) {
    const who = (s: number) => names[s] ?? `Seat ${s + 1}`;
    const lines: string[] = [];
    lines.push(
      v.phase === 'division'
        ? `Choosing divisions · ${v.choosing.length ? `${who(v.choosing[0]!)} chooses` : 'done'}`
        : `Round ${v.round} · ${who(v.active)} to play · ${PHASES[v.phase]}`,
    );
    const width = Math.max(...v.players.map((_, s) => who(s).length));
    // A seat always knows its own Swiss balance, public or not.
    v.players.forEach((p, s) =>
      lines.push(playerLine(s === v.you ? { ...p, swiss: v.swiss } : p, who(s), s === v.active ? '>' : ' ', width)),
    );
    const ring: string[] = [];
    for (let i = 0; i < RING; i++) {
      const here = v.players.flatMap((p, s) => (p.position === i && p.status !== 'left' ? [String(s)] : []));
      if (here.length) ring.push(`${spaceName(i)} [${here.join(',')}]`);
    }
    lines.push('', `Ring (seat numbers on each occupied space): ${ring.join('; ')}`);
    lines.push('', 'Inner Map (square, stage, pollution markers, controller seat or .):', ...innerMap(v));
    const owned = Array.from({ length: SQUARE_COUNT }, (_, s) => s).filter((s) => v.control[s] !== null);
    if (owned.length)
      lines.push(`Controlled: ${owned.map((s) => `${squareName(s)} by ${who(v.control[s]!)}`).join('; ')}`);
    lines.push(`Pollution markers in the supply: ${v.pollutionSupply}`);
    lines.push('', `Public Laws in force: ${v.laws.length ? v.laws.map(cardName).join(', ') : 'none'}`);
    lines.push(`Marketplace sheet ($12M each): ${counts(v.marketplace)} · Red Tape stack: ${v.stackSize} cards`);
    const values = Object.entries(v.finalValues ?? v.turn.values);
    if (values.length)
      lines.push(`Market values this turn: ${values.map(([k, n]) => `${itemName(k)} ${formatCash(n)}`).join(', ')}`);
    if (v.breaches.length)
      lines.push(
        `Breaches not yet reported: ${v.breaches
          .map(
            (b) =>
              `#${b.id} ${who(b.seat)} broke ${cardName(b.law)}${b.amount !== null ? ` (${formatCash(b.amount)})` : ''}`,
          )
          .join('; ')}`,
      );
    for (const w of v.pending) {
      if (w.auction)
        lines.push(
          `Auction of ${squareName(w.auction.square)}: ${who(w.auction.high)} high at ${formatCash(w.auction.bid)}`,
        );
      if (w.war) lines.push(`Bribe war over ${cardName(w.war.card)}: ${who(w.war.next)} to try next`);
      if (w.trigger)
        lines.push(
          `${cardName(w.trigger.name)} triggered${w.trigger.victim !== null ? ` against ${who(w.trigger.victim)}` : ''}`,
        );
    }
    if (v.you !== null) {
      lines.push(
        '',
        `You are ${who(v.you)} · your Swiss account: ${formatCash(v.swiss ?? 0)} (${formatCash(v.options.victorySwiss)} wins)`,
      );
      if (v.kept.length) lines.push(`Your kept cards: ${v.kept.map((c, k) => `#${k + 1} ${cardName(c)}`).join(', ')}`);
      if (v.offered.length)
        lines.push(
          `Shown to you by the last offer: ${v.offered.map((o) => `#${o.slot + 1} ${cardName(o.card)}`).join(', ')}`,
        );
      if (v.drawing) lines.push(`You are drawing: ${cardName(v.drawing)}`);
    }
    if (v.ended) lines.push('', `The game ended: ${ENDINGS[v.ended]}.`);
    return lines.join('\n');
  },

  action(a, names) {
    if (a.type === 'answer') return answerText(a.answer, names);
    return actionText(a, names);
  },

  terms(t) {
    return termsText(t);
  },

  tradeSides(t) {
    return { give: bundleText(t.give), get: bundleText(t.get) };
  },

  event(e: GameEvent, names) {
    // Offers are the engine's events: the terminal words them here, the browser in its shell.
    const seatName = (seat: unknown) => (typeof seat === 'number' ? (names[seat] ?? `Seat ${seat + 1}`) : 'A player');
    switch (e.type) {
      case 'offer-made': {
        const made = MadeOffer.safeParse(e['offer']);
        if (!made.success) return eventText(e, names);
        const o = made.data;
        return `${seatName(o.from)} offers ${seatName(o.to)} a trade: ${termsText(o.terms)}.`;
      }
      case 'offer-declined':
        return `${seatName(e['by'])} declines the trade${e['expired'] ? ' (time ran out)' : ''}${typeof e['reason'] === 'string' ? ` (${e['reason']})` : ''}.`;
      case 'offer-withdrawn':
        return `${seatName(e['by'])} withdraws the offer.`;
      default:
        return eventText(e, names);
    }
  },

  window(kind) {
    return windowTitle(kind);
  },

  group(a) {
    switch (a.type) {
      case 'embezzle':
        return 'Embezzle…';
      case 'bribe':
        return `Bribe ${cardName(a.card)}…`;
      case 'acquire':
        return `Take ${squareName(a.square)}…`;
      case 'bid':
        return 'Bid…';
      case 'sell':
        return `Sell ${itemName(a.item)}…`;
      case 'buy':
        return 'Buy from the Marketplace sheet…';
      case 'hire':
        return 'Hire workers…';
      case 'fire':
        return 'Fire workers…';
      case 'produce':
        return `Produce ${a.product}…`;
      case 'extract':
        return `Extract from ${squareName(a.square)}…`;
      case 'pollute':
        return 'Pollute a square…';
      case 'gather':
        return 'Gather pollution…';
      case 'transfer':
        return 'Move money to or from Switzerland…';
      case 'propose':
        return 'Offer a trade…';
      default:
        return null;
    }
  },
};

const ENDINGS: Record<NonNullable<DogEatDogView['ended']>, string> = {
  victory: 'a Swiss account reached the victory sum',
  finalRound: 'the final bonus round was played',
  turnLimit: 'the round limit was reached',
  lastStanding: 'one player was left',
};

type Answer = Extract<DogEatDogAction, { type: 'answer' }>['answer'];

/** An answer in words rather than as data. */
function answerText(a: Answer, names: readonly string[]): string {
  switch (a.kind) {
    case 'may':
      return a.yes ? 'Answer: yes' : 'Answer: no';
    case 'option':
      return `Answer: option ${a.index + 1}`;
    case 'target':
      return `Answer: ${names[a.seat] ?? `Seat ${a.seat + 1}`}`;
    case 'square':
      return a.square === null ? 'Answer: no square' : `Answer: ${squareName(a.square)}`;
    case 'product':
      return `Answer: ${a.product}`;
    case 'official':
      return `Answer: ${cardName(a.card)}`;
    case 'sell':
      return `Sell ${counts(a.counts)}`;
  }
}

/** The whole state (plain data already), the Inner Map's stages also as rows; never sent to a seat. */
export function dogEatDogFullState(state: MatchState<DogEatDogState, unknown>): unknown {
  const G = state.G;
  return {
    ...state,
    G: {
      ...G,
      map: {
        ...G.map,
        /** One string per row of the Inner Map: the stage of each square A..P. */
        stages: [0, 1, 2, 3].map((r) => G.map.stage.slice(r * 4, r * 4 + 4).join('')),
      },
    },
  };
}
