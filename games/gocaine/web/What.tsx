import type { GoCaineView } from '@cutthroat/gocaine';

export function What({ g, p, names }: { g: GoCaineView; p: number; names: readonly string[] }) {
  const s = g.cells[p]!;
  const bits: string[] = [];
  bits.push(s >= 0 ? `A cell of ${names[s] ?? `seat ${s + 1}`}.` : 'An empty intersection.');
  if (g.held[p]! > 0) bits.push(`${g.held[p]} mt held.`);
  if (g.moving[p]! > 0) bits.push(`${g.moving[p]} mt passing through this turn.`);
  if (g.abandoned[p]! > 0) {
    bits.push(
      `${g.abandoned[p]} mt abandoned (was ${names[g.abandonedOwner[p]!] ?? 'someone'}’s): a cell put here takes it.`,
    );
  }
  return <p data-testid="gc-selected-what">{bits.join(' ')}</p>;
}
