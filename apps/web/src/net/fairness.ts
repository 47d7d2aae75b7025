/**
 * What this browser keeps to check a match's fairness itself at the end (docs/server/fairness.md): the seed
 * it gave for the seat it took, and the commitment it was first told, rather than the export's
 * word for either. Kept per match in localStorage; lost, the end screen checks what it still can.
 */
export interface Kept {
  readonly seat?: number;
  readonly seed?: string;
  readonly commitment?: string;
}

const key = (matchId: string) => `cutthroat/fair/${matchId}`;

/** 32 random bytes in base64url (43 characters): a seat seed nobody else could have guessed. */
export function newSeatSeed(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(32));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function read(matchId: string): Kept {
  try {
    const v: unknown = JSON.parse(globalThis.localStorage?.getItem(key(matchId)) ?? '{}');
    if (typeof v !== 'object' || v === null) return {};
    const o = v as Record<string, unknown>;
    return {
      ...(Number.isInteger(o['seat']) ? { seat: o['seat'] as number } : {}),
      ...(typeof o['seed'] === 'string' ? { seed: o['seed'] } : {}),
      ...(typeof o['commitment'] === 'string' ? { commitment: o['commitment'] } : {}),
    };
  } catch {
    return {};
  }
}

function write(matchId: string, kept: Kept): void {
  try {
    globalThis.localStorage?.setItem(key(matchId), JSON.stringify(kept));
  } catch {
    // Private mode or a full quota: the end screen checks without it.
  }
}

export const fairness = {
  of: read,
  /** The seed given for the seat taken (a seat taken again replaces it). */
  tookSeat(matchId: string, seat: number, seed: string): void {
    write(matchId, { ...read(matchId), seat, seed });
  },
  /** The commitment as first heard of; a later one does not replace it. */
  told(matchId: string, commitment: string): void {
    const kept = read(matchId);
    if (kept.commitment === undefined) write(matchId, { ...kept, commitment });
  },
};
