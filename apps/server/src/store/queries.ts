/**
 * The SQL both stores run, written once with `?` placeholders (PostgreSQL gets them renumbered as
 * `$1, $2...` by `numbered`). Everything here is portable between SQLite 3.35+ and PostgreSQL 12+.
 *
 * JSON columns are read through `CAST(... AS TEXT)`, so both drivers hand back the JSON text and one
 * decoder serves both: `pg` would otherwise parse JSONB itself, and a JSON string value would then
 * be indistinguishable from SQLite's raw text.
 */

const summaryColumns = `m.id, m.game, m.players, m.status, m.created_at`;
const openSeatCount = `(SELECT COUNT(*) FROM seats o WHERE o.match_id = m.id AND o.kind = 'open')`;
// Newest first; the id breaks ties so that pages are stable.
const newestFirst = `ORDER BY m.created_at DESC, m.id DESC`;

export const sql = {
  insertPlayer: `INSERT INTO players (id, name, token_hash, created_at) VALUES (?, ?, ?, ?)`,
  playerByTokenHash: `SELECT id, name, token_hash, created_at FROM players WHERE token_hash = ?`,
  renamePlayer: `UPDATE players SET name = ? WHERE id = ?`,
  // Conditional on the old token still being the player's: of two replacements at once, one wins.
  replacePlayerToken: `UPDATE players SET token_hash = ? WHERE id = ? AND token_hash = ?`,
  // Only once the player's token is the new one (the statement above landed): the seat tokens
  // handed out before go with the old token, and the player's own token speaks for their seats.
  dropSeatTokens: `UPDATE seats SET token_hash = NULL
    WHERE COALESCE(player_id, handed_from) = ? AND token_hash IS NOT NULL
      AND EXISTS (SELECT 1 FROM players p WHERE p.id = COALESCE(seats.player_id, seats.handed_from) AND p.token_hash = ?)`,
  // The matches whose sockets may speak for the player, or show them their seat: any where they
  // hold a seat, or held one a bot took over, not over.
  heldMatches: `SELECT DISTINCT s.match_id FROM seats s JOIN matches m ON m.id = s.match_id
    WHERE COALESCE(s.player_id, s.handed_from) = ? AND m.status <> 'finished'
    ORDER BY s.match_id`,

  insertMatch: `INSERT INTO matches (id, game, players, options, secret, commitment, clock, status, created_by, created_at,
      fixture, started_at, listed, hot_seat, created_from, bot_pace_ms)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  insertSeat: `INSERT INTO seats (match_id, seat, kind, bot, player_id, name, token_hash, seed, shared)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  // One statement, so the match and its seats come from the same snapshot.
  matchWithSeats: `SELECT m.id, m.game, m.players, CAST(m.options AS TEXT) AS options, m.secret, m.commitment,
      CAST(m.clock AS TEXT) AS clock, m.status, m.created_by, m.created_at, CAST(m.fixture AS TEXT) AS fixture,
      m.started_at, m.listed, m.hot_seat, m.bot_pace_ms, m.created_from, s.seat, s.kind, s.bot, s.player_id, s.name, s.token_hash,
      s.seed, s.handed_from
    FROM matches m LEFT JOIN seats s ON s.match_id = m.id
    WHERE m.id = ?
    ORDER BY s.seat`,
  openMatches: `SELECT ${summaryColumns}, ${openSeatCount} AS open_seats
    FROM matches m
    WHERE m.status = 'waiting' AND m.listed = 1 AND m.created_at >= ? AND EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.kind = 'open')
    ${newestFirst}
    LIMIT ?`,
  liveMatches: `SELECT ${summaryColumns}, ${openSeatCount} AS open_seats
    FROM matches m
    WHERE m.status = 'active' AND m.listed = 1
    ${newestFirst}
    LIMIT ?`,
  // The listed matches an address keeps waiting in the lobby's list (as `openMatches` lists them),
  // counted up to a bound.
  openListedFrom: `SELECT COUNT(*) AS n FROM (
      SELECT 1 FROM matches m
      WHERE m.created_from = ? AND m.status = 'waiting' AND m.listed = 1 AND m.created_at >= ?
      LIMIT ?
    ) listed_from`,
  // Counted up to a bound, so that a deployment with many such matches reads no more than it needs.
  botsOnlyInPlay: `SELECT COUNT(*) AS n FROM (
      SELECT 1 FROM matches m
      WHERE m.status = 'active' AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.kind <> 'bot')
      LIMIT ?
    ) bots_only`,
  // By id, so that a start-up pages through them however many there are.
  activeWithBots: `SELECT m.id FROM matches m
    WHERE m.status = 'active' AND m.id > ?
      AND EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.kind = 'bot')
    ORDER BY m.id LIMIT ?`,
  // Who is to act: as the last action left the match, or as it started when none was made yet.
  // The matches not over first: a turn-based match started long ago stays in the list however
  // many have been played since.
  matchesOfPlayer: `SELECT ${summaryColumns}, ${openSeatCount} AS open_seats, mine.seat,
      d.due_at, CAST(d.what AS TEXT) AS what, CASE WHEN l.seq IS NULL THEN m.to_act ELSE l.to_act END AS to_act
    FROM matches m
    JOIN (SELECT match_id, MIN(seat) AS seat FROM seats WHERE kind = 'human' AND player_id = ? GROUP BY match_id) mine
      ON mine.match_id = m.id
    LEFT JOIN deadlines d ON d.match_id = m.id
    LEFT JOIN log l ON l.match_id = m.id AND l.seq = (SELECT MAX(x.seq) FROM log x WHERE x.match_id = m.id)
    ORDER BY CASE WHEN m.status = 'finished' THEN 1 ELSE 0 END, m.created_at DESC, m.id DESC
    LIMIT ?`,
  // Conditional on the seat still being open: of two concurrent claims, the second updates nothing.
  // A match from before seat seeds (NULL) keeps none: its randomness is the secret's alone.
  // Unless the match is for hot-seat play, a player who holds a seat of it takes no other: the
  // unique index seats_one_per_person (migration 11) refuses the row, also to claims that race.
  claimSeat: `UPDATE seats SET kind = 'human', player_id = ?, name = ?, token_hash = ?,
      seed = CASE WHEN seed IS NULL THEN NULL ELSE ? END
    WHERE match_id = ? AND seat = ? AND kind = 'open'`,
  releaseSeat: `UPDATE seats SET kind = 'open', player_id = NULL, name = NULL, token_hash = NULL,
      seed = CASE WHEN seed IS NULL THEN NULL ELSE '' END
    WHERE match_id = ? AND seat = ? AND kind = 'human' AND player_id = ?
      AND EXISTS (SELECT 1 FROM matches m WHERE m.id = seats.match_id AND m.status = 'waiting')`,
  // Lowest seat first, should a token ever hash the same for two seats.
  seatByTokenHash: `SELECT seat, kind, bot, player_id, name, token_hash, seed, handed_from FROM seats
    WHERE match_id = ? AND token_hash = ?
    ORDER BY seat
    LIMIT 1`,
  setStatus: `UPDATE matches SET status = ? WHERE id = ?`,
  // Conditional on every seat being taken, in the same statement: a seat given back meanwhile
  // keeps the match waiting (PostgreSQL also takes the match's row lock first: postgres.ts).
  startMatch: `UPDATE matches SET status = 'active', started_at = ?, to_act = ?
    WHERE id = ? AND status = 'waiting'
      AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.match_id = matches.id AND s.kind = 'open')`,
  // PostgreSQL only: serialises giving a seat back and starting the match (see postgres.ts).
  lockMatch: `SELECT status FROM matches WHERE id = ? FOR UPDATE`,
  // The player goes with the seat: nobody may act for the bot (only a person's seat acts). The
  // name stays, so the table still shows whose seat it was; the player it was handed from and
  // the seat's token stay, so that they still see the match as their seat does.
  handSeatToBot: `UPDATE seats SET kind = 'bot', bot = ?, handed_from = COALESCE(player_id, handed_from), player_id = NULL
    WHERE match_id = ? AND seat = ?`,
  // The same, asked by the seat's player: only while they hold it and the match is being played.
  leaveToBot: `UPDATE seats SET kind = 'bot', bot = ?, handed_from = player_id, player_id = NULL
    WHERE match_id = ? AND seat = ? AND kind = 'human' AND player_id = ?
      AND EXISTS (SELECT 1 FROM matches m WHERE m.id = seats.match_id AND m.status = 'active')`,

  // A taken (match_id, seq) is the expected outcome of a lost race, not an error; any other
  // constraint (an unknown match, a NULL) still fails loudly.
  append: `INSERT INTO log (match_id, seq, actor, action, at, to_act) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (match_id, seq) DO NOTHING`,
  log: `SELECT match_id, seq, actor, CAST(action AS TEXT) AS action, at FROM log
    WHERE match_id = ? AND seq >= ?
    ORDER BY seq`,

  setDeadline: `INSERT INTO deadlines (match_id, seq, due_at, what) VALUES (?, ?, ?, ?)
    ON CONFLICT (match_id) DO UPDATE SET seq = excluded.seq, due_at = excluded.due_at, what = excluded.what`,
  clearDeadline: `DELETE FROM deadlines WHERE match_id = ?`,
  // SQLite only, right after an `append` or a `startMatch` in one piece with it: changes() is then
  // that statement's count, so the deadline moves only if the row landed or the match started
  // (PostgreSQL does this in its batch, and in the start's transaction).
  setDeadlineIfChanged: `INSERT INTO deadlines (match_id, seq, due_at, what) SELECT ?, ?, ?, ? WHERE changes() = 1
    ON CONFLICT (match_id) DO UPDATE SET seq = excluded.seq, due_at = excluded.due_at, what = excluded.what`,
  clearDeadlineIfChanged: `DELETE FROM deadlines WHERE match_id = ? AND changes() = 1`,
  // SQLite only, the same way, right after an `append` that ends its match.
  finishIfChanged: `UPDATE matches SET status = 'finished' WHERE id = ? AND changes() = 1`,
  dueDeadlines: `SELECT match_id, seq, due_at, CAST(what AS TEXT) AS what FROM deadlines
    WHERE due_at <= ?
    ORDER BY due_at, match_id
    LIMIT ?`,
  // Claiming moves the deadline to the claim's end: one claimer finds it due, and a newer deadline
  // (another seq) is left alone.
  claimDeadline: `UPDATE deadlines SET due_at = ? WHERE match_id = ? AND seq = ? AND due_at <= ?`,
  dropDeadline: `DELETE FROM deadlines WHERE match_id = ? AND seq = ?`,

  insertChat: `INSERT INTO chat (id, match_id, seat, name, text, at) VALUES (?, ?, ?, ?, ?, ?)`,
  // The newest lines, newest first: the store turns them round.
  latestChat: `SELECT id, match_id, seat, name, text, at FROM chat
    WHERE match_id = ?
    ORDER BY n DESC
    LIMIT ?`,
  // The players' lines alone, so that however much spectators say, a player's log holds the table's.
  latestPlayersChat: `SELECT id, match_id, seat, name, text, at FROM chat
    WHERE match_id = ? AND seat IS NOT NULL
    ORDER BY n DESC
    LIMIT ?`,

  insertSeatChange: `INSERT INTO seat_changes (match_id, seq, change) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
  seatChanges: `SELECT match_id, seq, change FROM seat_changes WHERE match_id = ? ORDER BY n`,
} as const;

export type Query = keyof typeof sql;

/** `?` placeholders as PostgreSQL's `$1, $2...` (the SQL above has no `?` anywhere else). */
export function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}
