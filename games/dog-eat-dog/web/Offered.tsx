import { cardName } from '@cutthroat/dog-eat-dog';
import type { DedView } from './text.js';

/**
 * The kept cards an open offer names, by slot, as far as this seat may know them: its own slots
 * from its kept list, the maker's slots from `offered` (what the offer showed its recipient), and
 * otherwise "hidden" — the shell's trade panel words only the slot ("kept card #1").
 */
export function keptLines(v: DedView): string[] {
  const offer = v.offer;
  const me = v.seat;
  if (!offer || me === null || (offer.from !== me && offer.to !== me)) return [];
  const g = v.game;
  const own = (slot: number) => cardName(g.kept[slot] ?? '?');
  const shown = (slot: number) => g.offered.find((o) => o.slot === slot)?.card;
  const lines: string[] = [];
  for (const slot of offer.terms.give.kept ?? []) {
    if (offer.from === me) lines.push(`You give your kept card #${slot + 1}: ${own(slot)}.`);
    else {
      const card = shown(slot);
      lines.push(
        card
          ? `You would get their kept card #${slot + 1}: ${cardName(card)}.`
          : `Their kept card #${slot + 1} is no longer the card the offer showed you.`,
      );
    }
  }
  for (const slot of offer.terms.get.kept ?? []) {
    if (offer.to === me) lines.push(`You would give your kept card #${slot + 1}: ${own(slot)}.`);
    else lines.push(`You ask for their kept card #${slot + 1}: only its holder knows which card it is.`);
  }
  return lines;
}

/** Shown in the action area while an offer naming kept cards involves this seat. */
export function OfferedCards({ v }: { v: DedView }) {
  const lines = keptLines(v);
  if (!lines.length) return null;
  return (
    <section className="panel ded-offered" aria-label="Kept cards in the offer" data-testid="offered-kept">
      <h3>Kept cards in the offer</h3>
      <ul>
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </section>
  );
}
