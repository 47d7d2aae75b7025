import { sampledMatch } from '@cutthroat/bots';
import type { Rng, Seat, StateOf, ViewOf } from '@cutthroat/engine';
import { content } from '../content.js';
import type { dogEatDog } from '../game.js';
import type { Breach, DogEatDogState, Player, Work } from '../state.js';
import type { DogEatDogView, PlayerView, WorkView } from '../view.js';

type DogEatDog = typeof dogEatDog;

/** The 40 Red Tape cards, in content order. */
const CARDS: readonly string[] = content.redTape.map((c) => c.id);
/** Current Events a player may keep (only those can be among his kept cards). */
const KEEPABLE = new Set(content.redTape.flatMap((c) => (c.type === 'event' && c.keep ? [c.id] : [])));

/**
 * A hidden embezzlement (declared or in a breach) as the search imagines it, $M: the rulebook lets
 * a player take up to half his corporate account each turn; the heuristic takes $10M or so.
 */
const EMBEZZLED_GUESS = 10;

/**
 * A Swiss balance as a share of the most its public record allows, in percent: the 10th to 90th
 * percentile (median 43%) of 5,551 positions of 30 four-player games (a `lawful` seat and three
 * heuristics: fines, reports and payroll eat into what was declared). `node bench/dist/
 * swiss-record.js` measures it again on its own seeds (18% to 70%, median 46%), and the draw's
 * miss: $13M on average against $26M for the guess it replaced (half to one and a half times the
 * seat's own balance).
 */
const SWISS_SHARE = [23, 66] as const;

/**
 * A whole state `seat` cannot tell from the real one. Everything public (the table, the record of
 * what is in force, the work under way) is copied from the view, and the seat's own secrets too.
 * The unknowns are drawn from `rng`:
 *
 * - the Red Tape cards the seat has not seen (not on the sheet, owned, discarded, its own, or read
 *   out while resolving) are shuffled, then dealt to the other players' kept cards (keepable
 *   Current Events first; their counts are public), to the cards others are drawing, and the rest
 *   make the stack, whose size is public: every card of the 40 is in exactly one place;
 * - another player's Swiss balance, unless a law shows it, is drawn from the public record of what
 *   he sent towards Switzerland (`record.swissSeen`): `SWISS_SHARE` of the most it can hold, no
 *   less than the balance a card last showed, and short of the victory sum (the game would be over);
 * - an embezzled amount the seat cannot see is `EMBEZZLED_GUESS`, at most half the embezzler's
 *   corporate account.
 *
 * Reads only the view, so states that give `seat` the same view give the same samples.
 */
export function determinizeDogEatDog(view: ViewOf<DogEatDog>, seat: Seat, rng: Rng): StateOf<DogEatDog> {
  const v = view.game;
  if (v.you !== seat || v.swiss === null)
    throw new Error(`determinizeDogEatDog: the view is not seat ${seat}'s own to sample from`);
  const r = v.record;
  const seen = new Set<string>([...v.laws, ...v.discard, ...v.kept, ...v.offered.map((c) => c.card)]);
  for (const p of v.players) for (const c of p.officials) seen.add(c);
  if (v.drawing) seen.add(v.drawing);
  // Cards another seat used at a trigger stay in its hand until the trigger resolves.
  const knownKept: string[][] = v.players.map(() => []);
  for (const w of r.work) {
    if (w.kind === 'drawn' && w.card !== null) seen.add(w.card);
    if (w.kind === 'war') seen.add(w.war.card);
    if (w.kind === 'trigger')
      for (const u of w.uses) {
        if (u.seat !== seat && KEEPABLE.has(u.card) && !seen.has(u.card)) knownKept[u.seat]!.push(u.card);
        seen.add(u.card);
      }
  }
  const unseen = rng.shuffle(CARDS.filter((c) => !seen.has(c)));
  const take = (keepable: boolean): string => {
    const at = keepable ? unseen.findIndex((c) => KEEPABLE.has(c)) : 0;
    const [card] = unseen.splice(Math.max(at, 0), 1);
    if (card === undefined) throw new Error('determinizeDogEatDog: more hidden cards than unseen ones');
    return card;
  };
  const kept = v.players.map((p, s) => {
    if (s === seat) return v.kept;
    // The kept cards an offer to the seat showed stay in their slots; the rest are drawn.
    const shown = s === v.offeredBy ? v.offered : [];
    const known = knownKept[s]!.filter((c) => !shown.some((k) => k.card === c));
    const cards: string[] = [];
    for (let slot = 0; slot < p.keptCount; slot++)
      cards.push(shown.find((k) => k.slot === slot)?.card ?? known.shift() ?? take(true));
    return cards;
  });
  const work = r.work.map((w) => hiddenWork(w, seat, v, take));
  if (unseen.length !== v.stackSize)
    throw new Error(`determinizeDogEatDog: ${unseen.length} unseen cards left for a stack of ${v.stackSize}`);
  // A pending embezzlement's amount has left its declarer's account, which the view shows as before.
  const held = (s: Seat) =>
    work.reduce(
      (n, w) => n + (w.kind === 'declared' && w.seat === s && w.decl.action === 'embezzle' ? w.decl.amount : 0),
      0,
    );
  const players = v.players.map((p, s): Player => ({
    division: p.division,
    corporate: p.corporate - held(s),
    swiss: s === seat ? v.swiss! : swissOf(p, r.swissSeen[s]!.most, v.options.victorySwiss, rng),
    workers: p.workers,
    raw: p.raw,
    products: p.products,
    pollution: p.pollution,
    position: p.position,
    officials: p.officials,
    kept: kept[s]!,
    debt: p.debt,
    status: p.status,
  }));
  const breaches = v.breaches.map((b): Breach => ({
    id: b.id,
    seat: b.seat,
    law: b.law,
    goods:
      b.goods.kind === 'embezzle'
        ? { kind: 'embezzle', amount: b.goods.amount ?? guessEmbezzled(v.players[b.seat]!) }
        : b.goods,
  }));
  const G: DogEatDogState = {
    options: v.options,
    players,
    first: v.first,
    active: v.active,
    round: v.round,
    phase: v.phase,
    choosing: v.choosing,
    map: { stage: v.stage, pollution: v.pollution, pollutionSupply: v.pollutionSupply },
    control: v.control,
    supply: v.supply,
    marketplace: v.marketplace,
    redTape: { stack: unseen, discard: v.discard, laws: v.laws },
    modifiers: r.modifiers,
    restrictions: r.restrictions,
    breaches,
    breachSeq: r.breachSeq,
    turn: v.turn,
    officialUses: r.officialUses,
    work,
    firstRollDone: r.firstRollDone,
    final: r.final,
    startedIn: r.startedIn,
    ended: v.ended,
    offerShown: v.offeredBy === null ? null : { from: v.offeredBy, to: seat, cards: v.offered },
    swissSeen: r.swissSeen,
    shown: v.players.map((p) => p.shownSwiss),
    // The bank's flows are not in the view: any that balance the accounts imagined keep money conserved.
    bank: { paidIn: 0, paidOut: players.reduce((n, p, s) => n + p.corporate + p.swiss + held(s), 0) },
  };
  return sampledMatch(view, G, rng);
}

/** The work item with what the view hides filled in: the seat's own from its view, others' drawn. */
function hiddenWork(w: WorkView, seat: Seat, v: DogEatDogView, take: (keepable: boolean) => string): Work {
  if (w.kind === 'drawn' && w.card === null)
    return { ...w, card: w.seat === seat && v.drawing !== null ? v.drawing : take(false) };
  if (w.kind === 'declared' && w.decl.action === 'embezzle' && w.decl.amount === null) {
    const amount = w.seat === seat && v.embezzling !== null ? v.embezzling : guessEmbezzled(v.players[w.seat]!);
    return { ...w, decl: { action: 'embezzle', amount } };
  }
  return w as Work;
}

function swissOf(p: PlayerView, most: number, victory: number, rng: Rng): number {
  if (p.swiss !== null) return p.swiss;
  const [low, high] = SWISS_SHARE;
  const guess = Math.round((most * rng.range(low, high)) / 100);
  return Math.min(Math.max(guess, Math.min(p.shownSwiss ?? 0, most)), victory - 1);
}

const guessEmbezzled = (p: PlayerView): number => Math.max(1, Math.min(EMBEZZLED_GUESS, Math.floor(p.corporate / 2)));
