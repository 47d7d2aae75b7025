import type { MatchRecord } from '@cutthroat/engine';
import type { MatchRecordRow } from './store/store.js';

/**
 * Seat seeds: each person who takes a seat gives a public seed, and the match's randomness derives
 * from the server's secret (committed to at creation) and every seat's seed, as they stand when
 * the match starts (`matchSeed` in the engine; docs/server/fairness.md). A bot's seat, an open one and a
 * player who gave none have "" (the secret alone speaks for them). A match from before seat seeds
 * has none stored (null): its randomness is the secret's alone, as it was dealt.
 */
export function seatSeedsOf(row: Pick<MatchRecordRow, 'seats'>): string[] | null {
  // No seat recorded at all (a record made by hand): nothing was given either.
  if (row.seats.length === 0) return null;
  const seeds: string[] = [];
  for (const s of row.seats) {
    if (s.seed === null || s.seed === undefined) return null;
    seeds.push(s.seed);
  }
  return seeds;
}

/** What the match's state is set up from: its log replays from here. */
export function recordOf(row: MatchRecordRow): MatchRecord {
  const seatSeeds = seatSeedsOf(row);
  return {
    game: row.game,
    players: row.players,
    options: row.options,
    secret: row.secret,
    ...(seatSeeds ? { seatSeeds } : {}),
    ...(row.fixture !== null && row.fixture !== undefined ? { fixture: row.fixture } : {}),
  };
}
