import { SYSTEM, awaitedOf, err, ok, type Result } from '@cutthroat/engine';
import { AWAY_HOURS, LobbyError } from '@cutthroat/protocol';
import { logFailure } from '../failures.js';
import { waitedSince } from './awaited.js';
import { advanceClock, type ClockState } from './clocks.js';
import { storedDeadline } from './deadlines.js';
import { setupOf } from './history.js';
import {
  ServerError,
  defaultBotOf,
  exclusive,
  handedFromViewer,
  holdsSeat,
  seatLost,
  type LiveMatch,
  type Viewer,
} from './match.js';
import type { Parts } from './parts.js';

const HOUR_MS = 3_600_000;
const START_CHECK_MS = 10_000;

/**
 * Who sits where: the match's record of seats read again after a join, a leave or a forfeit (and
 * the match started once they are all taken), seats handed to a bot, and the tokens that speak
 * for a seat. A viewer whose seat or token no longer speaks for it is dropped.
 */
export class Seats {
  /** How many token replacements this process has heard of (see `replacementsHeard`). */
  private replacements = 0;

  constructor(private readonly parts: Parts) {}

  /**
   * A seat was taken or given back through the lobby: start the match when it is full. A match
   * nobody is connected to yet is not kept in memory for it (see `MatchCache.evictIfIdle`).
   */
  async seatsChanged(id: string): Promise<void> {
    const { deps, cache, moves } = this.parts;
    const m = await cache.get(id);
    if (!m) return;
    await exclusive(m, () => this.settle(m));
    await moves.notify({ matchId: id, seq: m.state.seq, origin: deps.origin, seats: true });
    await exclusive(m, () => cache.evictIfIdle(m));
  }

  /**
   * Start a waiting match whose seats are all taken, then read its record again. The store checks
   * that every seat is taken as it starts the match: a seat given back through another process
   * meanwhile keeps it waiting. Run wherever a waiting match is met, not only after a join: the
   * process that took the last seat may have died before it could start the match.
   */
  async settle(m: LiveMatch): Promise<void> {
    if (m.row.status === 'waiting') await this.start(m);
    await this.refreshRow(m);
  }

  /** Start the match now, with its first turn's deadline in the same commit. */
  private async start(m: LiveMatch): Promise<void> {
    const { deps } = this.parts;
    const at = deps.now();
    // The first turn is the one the final seat seeds deal: read them as they stand.
    const row = await deps.store.getMatch(m.id);
    if (row?.status === 'waiting' && m.state.seq === 0) m.state = setupOf(m.game, row);
    const clock: ClockState = { ...m.clockState, reserve: [...m.clockState.reserve] };
    advanceClock(m.clock, clock, m.game, m.state, true, at);
    const deadline = storedDeadline(m, m.state.seq, clock) ?? undefined;
    await deps.store.startMatch(m.id, at, deadline, awaitedOf(m.game, m.state));
  }

  /**
   * While the match waits and someone here watches it, read its record again now and then, so
   * that a start whose notice never came still reaches them (`settle`, and `refreshRow` greets them).
   */
  watchStart(m: LiveMatch): void {
    const { deps } = this.parts;
    if (m.startCheck || this.parts.closed || m.row.status !== 'waiting') return;
    m.startCheck = setInterval(() => {
      if (this.parts.closed || m.evicted || m.viewers.size === 0 || m.row.status !== 'waiting') {
        if (m.startCheck) clearInterval(m.startCheck);
        m.startCheck = null;
        return;
      }
      void exclusive(m, () => this.settle(m)).catch((e: unknown) =>
        logFailure(deps.logger, e, { match: m.id }, 'start check'),
      );
    }, deps.startCheckMs ?? START_CHECK_MS);
    m.startCheck.unref();
  }

  /** Reread the match's record (seats, status) after a join, a leave or a forfeit. */
  async refreshRow(m: LiveMatch): Promise<void> {
    const { deps, viewers, bots } = this.parts;
    const row = await deps.store.getMatch(m.id);
    if (!row) return;
    const started = m.row.status === 'waiting' && row.status === 'active';
    m.row = row;
    // Until it starts, a match's deal waits on the seat seeds still to come (docs/server.md).
    if (m.state.seq === 0 && (started || row.status === 'waiting')) m.state = setupOf(m.game, row);
    if (started && m.state.seq === 0) {
      m.awaitedSince = waitedSince(new Map(), awaitedOf(m.game, m.state), SYSTEM, row.startedAt ?? deps.now());
    }
    // A seat given back before the start stops hearing its seat's view now. One handed to a bot
    // keeps it, with nothing left to do: its player sees what the bot does with it.
    for (const v of m.viewers) {
      if (holdsSeat(m, v) || v.seat === null) continue;
      if (handedFromViewer(m, v)) {
        if (!started) v.send(viewers.snapshot(m, v.seat));
        continue;
      }
      m.viewers.delete(v);
      v.lose(ServerError.SeatLost, seatLost(m, v.seat));
    }
    // The first deadline went in with the start (`start`), in whichever process started it.
    if (started) advanceClock(m.clock, m.clockState, m.game, m.state, true, row.startedAt ?? deps.now());
    viewers.sendSeats(m);
    if (started) for (const v of m.viewers) v.send(viewers.snapshot(m, v.seat));
    bots.drive(m);
  }

  /** The seat's player is out of time and the clock forfeits them: the game's default bot sits there. */
  async toBot(m: LiveMatch, seat: number): Promise<void> {
    await this.parts.deps.store.handSeatToBot(m.id, seat, defaultBotOf(m));
    await this.handedOver(m);
  }

  /**
   * A player leaves a match being played: the game's default bot takes their seat for the rest of
   * it, as in a forfeit. That bot's kind, or null (nothing changes) unless they hold that seat of a
   * match in play.
   */
  async leave(id: string, seat: number, playerId: string): Promise<string | null> {
    const { deps, cache } = this.parts;
    const m = await cache.get(id);
    if (!m) return null;
    const bot = defaultBotOf(m);
    return exclusive(m, async () => {
      if (!(await deps.store.leaveToBot(m.id, seat, playerId, bot))) return null;
      await this.handedOver(m);
      return bot;
    });
  }

  /**
   * In a match without a clock nothing moves a player who went away: once the match has waited for
   * them `AWAY_HOURS`, any other player at the table may hand their seat to a bot, as if they had
   * left. That bot's kind, or a refusal that says why not (yet).
   */
  async handOverAway(id: string, seat: number, requester: string): Promise<Result<string>> {
    const { deps, cache, moves } = this.parts;
    const m = await cache.get(id);
    if (!m) return err(LobbyError.UnknownMatch, `there is no match ${id}`);
    return exclusive(m, async (): Promise<Result<string>> => {
      // This copy may have missed the last move, or the seat's own leave, made through another process.
      await moves.catchUp(m, true);
      await this.refreshRow(m);
      const target = m.row.seats[seat];
      const name = target?.name ?? `seat ${seat}`;
      if (!m.row.seats.some((s) => s.kind === 'human' && s.playerId === requester && s.seat !== seat)) {
        return err(LobbyError.NotYourSeat, 'only another player at the table may do that');
      }
      if (m.row.status !== 'active' || target?.kind !== 'human' || !target.playerId) {
        return err(LobbyError.NotAway, `${name} is not a player to act in a match in play`);
      }
      if (m.clock.mode !== 'none') {
        return err(LobbyError.HasClock, 'this match has a clock: its deadline moves a player who went away');
      }
      if (!awaitedOf(m.game, m.state).includes(seat)) {
        return err(LobbyError.NotAway, `the match is not waiting for ${name}`);
      }
      const waited = deps.now() - (m.awaitedSince.get(seat) ?? deps.now());
      if (waited < AWAY_HOURS * HOUR_MS) {
        const left = Math.ceil((AWAY_HOURS * HOUR_MS - waited) / HOUR_MS);
        return err(
          LobbyError.NotAway,
          `the match has waited for ${name} ${Math.floor(waited / HOUR_MS)} h; after ${AWAY_HOURS} h (in ${left} h) a bot may take the seat`,
        );
      }
      const bot = defaultBotOf(m);
      if (!(await deps.store.leaveToBot(m.id, seat, target.playerId, bot))) {
        return err(LobbyError.NotAway, `${name}'s seat changed meanwhile`);
      }
      deps.logger.info({ match: m.id, seat, by: requester, waitedMs: waited }, 'seat handed to a bot: away');
      await this.handedOver(m);
      return ok(bot);
    });
  }

  /** After a seat went to a bot: every process rereads the seats (and drops that seat's sockets). */
  private async handedOver(m: LiveMatch): Promise<void> {
    const { deps, moves } = this.parts;
    await this.refreshRow(m);
    await moves.notify({ matchId: m.id, seq: m.state.seq, origin: deps.origin, seats: true });
  }

  /**
   * A player replaced their tokens (the store has committed it): wherever they sit, in every
   * process, the sockets that said hello with a token that no longer speaks for them close.
   * `matchIds`: the matches not over where they hold a seat.
   */
  async tokensReplaced(playerId: string, matchIds: readonly string[]): Promise<void> {
    const { deps, cache, moves } = this.parts;
    this.replacements++;
    for (const id of matchIds) {
      // Never thrown to the caller: the new token is committed, and the player must get it.
      const m = cache.has(id) ? await cache.held(id)?.catch(() => null) : null;
      if (m) {
        await this.dropReplaced(m, playerId).catch((e: unknown) => {
          deps.metrics.failed('token-replaced', logFailure(deps.logger, e, { match: id }, 'token replaced'));
        });
      }
      await moves.notify({ matchId: id, seq: m?.state.seq ?? 0, origin: deps.origin, tokensOf: playerId });
    }
  }

  /** Another process says a player replaced their tokens: drop their viewers here whose token is void. */
  heardReplaced(m: LiveMatch, playerId: string): Promise<void> {
    this.replacements++;
    return this.dropReplaced(m, playerId);
  }

  /**
   * Token replacements heard of so far. A hello reads it before it checks its token and again
   * once attached: if one came between, the viewer is checked again (`recheck`), since its token
   * may have been replaced after it was read and before this process dropped the others.
   */
  get replacementsHeard(): number {
    return this.replacements;
  }

  /** Drop the viewer if its token no longer speaks for its seat's holder; whether it was dropped. */
  async recheck(m: LiveMatch, v: Viewer): Promise<boolean> {
    if (v.tokenHash === null || (await this.seatOfToken(m, v.tokenHash))?.holder === v.holder) return false;
    if (!m.viewers.delete(v)) return false;
    v.lose(
      ServerError.TokenReplaced,
      'the token this page came in with was replaced by its player: it speaks for nobody now',
    );
    this.parts.viewers.sendSeats(m);
    return true;
  }

  private async dropReplaced(m: LiveMatch, playerId: string): Promise<void> {
    for (const v of [...m.viewers]) if (v.holder === playerId) await this.recheck(m, v);
  }

  /**
   * The seat a token (hashed) speaks for in the match, and its player: a seat's own token, or the
   * player token of the player sitting there; also of the player a bot took the seat over from,
   * who sees it and may not act (`holdsSeat`). Null for anyone else's.
   */
  async seatOfToken(m: LiveMatch, tokenHash: string): Promise<{ seat: number; holder: string } | null> {
    const { store } = this.parts.deps;
    const bySeat = await store.seatByTokenHash(m.id, tokenHash);
    const holder = bySeat?.playerId ?? (bySeat?.kind === 'bot' ? bySeat.handedFrom : null);
    if (bySeat && holder) return { seat: bySeat.seat, holder };
    const player = await store.playerByTokenHash(tokenHash);
    if (!player) return null;
    // Their seat, or else the one a bot took over from them, which they still see.
    const s =
      m.row.seats.find((s) => s.kind === 'human' && s.playerId === player.id) ??
      m.row.seats.find((s) => s.kind === 'bot' && s.handedFrom === player.id);
    return s ? { seat: s.seat, holder: player.id } : null;
  }
}
