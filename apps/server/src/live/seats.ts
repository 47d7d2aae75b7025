import { awaitedOf, err, ok, type Result } from '@cutthroat/engine';
import { AWAY_HOURS, LobbyError } from '@cutthroat/protocol';
import type { Logger } from 'pino';
import { logFailure } from '../failures.js';
import type { Metrics } from '../metrics.js';
import type { Store } from '../store/store.js';
import type { MatchCache } from './cache.js';
import { ServerError, defaultBotOf, exclusive, type LiveMatch, type Viewer } from './match.js';
import type { Notify } from './notify.js';
import type { LogReader } from './reader.js';
import type { Seating } from './seating.js';
import { sendSeats } from './views.js';

export interface SeatsDeps {
  readonly store: Pick<
    Store,
    'handSeatToBot' | 'leaveToBot' | 'seatByTokenHash' | 'playerByTokenHash' | 'botsOnlyInPlay'
  >;
  /** Matches of bots only that may be in play at once across the deployment (`BOTS_ONLY_MATCHES`). */
  readonly botsOnlyMatches: number;
  readonly now: () => number;
  readonly logger: Logger;
  readonly metrics: Pick<Metrics, 'failed'>;
  /** This process's name in fan-out notices. */
  readonly origin: string;
  readonly cache: Pick<MatchCache, 'get' | 'has' | 'held' | 'evictIfIdle'>;
  /** The record read again (and the match started) after a seat changed. */
  readonly seating: Pick<Seating, 'settle' | 'refreshRow'>;
  readonly reader: Pick<LogReader, 'catchUp'>;
  readonly notify: Notify;
}

const HOUR_MS = 3_600_000;

/**
 * Who may sit where: seats taken through the lobby, handed to a bot (a forfeit, a leave, a player
 * away), and the tokens that speak for a seat. A viewer whose token no longer speaks for its seat
 * is dropped; the record itself is read again by `Seating`.
 */
export class Seats {
  /** How many token replacements this process has heard of (see `replacementsHeard`). */
  private replacements = 0;

  constructor(private readonly deps: SeatsDeps) {}

  /**
   * A seat was taken or given back through the lobby: start the match when it is full. A match
   * nobody is connected to yet is not kept in memory for it (see `MatchCache.evictIfIdle`).
   */
  async seatsChanged(id: string): Promise<void> {
    const { deps } = this;
    const { cache } = deps;
    const m = await cache.get(id);
    if (!m) return;
    await exclusive(m, () => deps.seating.settle(m));
    await deps.notify({ matchId: id, seq: m.state.seq, origin: deps.origin, seats: true });
    await exclusive(m, () => cache.evictIfIdle(m));
  }

  /**
   * The seat's player is out of time and the clock forfeits them: the game's default bot sits there.
   * Unless theirs is the last seat a person holds and as many matches of bots only play as may
   * (`botsOnlyFull`): then the seat stays theirs, and the deadline's bot plays each of its turns,
   * so that the clock, not the spare CPU, paces the match.
   */
  async toBot(m: LiveMatch, seat: number): Promise<void> {
    if (await this.botsOnlyFull(m, seat)) return;
    await this.deps.store.handSeatToBot(m.id, seat, defaultBotOf(m));
    await this.handedOver(m);
  }

  /**
   * A player leaves a match being played: the game's default bot takes their seat for the rest of
   * it, as in a forfeit. That bot's kind, or a refusal (nothing changes): they do not hold that
   * seat of a match in play, or theirs is its last seat a person holds and as many matches of bots
   * only play as may (`botsOnlyFull`), which the match would become.
   */
  async leave(id: string, seat: number, playerId: string): Promise<Result<string>> {
    const { deps } = this;
    const notTheirs = () => err(LobbyError.NotYourSeat, `you do not hold seat ${seat} of a match in play`);
    const m = await deps.cache.get(id);
    if (!m) return notTheirs();
    const bot = defaultBotOf(m);
    return exclusive(m, async (): Promise<Result<string>> => {
      // Whose the seat is comes first: anyone else is told only that it is not theirs.
      const s = m.row.seats[seat];
      if (s?.kind === 'human' && s.playerId === playerId && (await this.botsOnlyFull(m, seat))) {
        return err(
          LobbyError.BotsOnlyFull,
          `this server plays at most ${deps.botsOnlyMatches} matches of bots only at once, and yours is the last seat a person holds here: try again in a few seconds, or play on`,
        );
      }
      if (!(await deps.store.leaveToBot(m.id, seat, playerId, bot))) return notTheirs();
      await this.handedOver(m);
      return ok(bot);
    });
  }

  /**
   * Would handing `seat` to a bot make the match one of bots only while as many of those are in
   * play as may be? The cap at creation (`lobby/bots-only-full`) would mean nothing if a match
   * created with a seat for a person could become one by that person's leave. A soft bound, as
   * at creation: hand-overs that race may pass it together.
   */
  private async botsOnlyFull(m: LiveMatch, seat: number): Promise<boolean> {
    const { deps } = this;
    // Another process may have handed over another seat of it meanwhile.
    await deps.seating.refreshRow(m);
    if (m.row.status !== 'active' || m.row.seats.some((s) => s.seat !== seat && s.kind !== 'bot')) return false;
    return (await deps.store.botsOnlyInPlay(deps.botsOnlyMatches)) >= deps.botsOnlyMatches;
  }

  /**
   * In a match without a clock nothing moves a player who went away: once the match has waited for
   * them `AWAY_HOURS`, any other player at the table may hand their seat to a bot, as if they had
   * left. That bot's kind, or a refusal that says why not (yet).
   */
  async handOverAway(id: string, seat: number, requester: string): Promise<Result<string>> {
    const { deps } = this;
    const m = await deps.cache.get(id);
    if (!m) return err(LobbyError.UnknownMatch, `there is no match ${id}`);
    return exclusive(m, async (): Promise<Result<string>> => {
      // This copy may have missed the last move, or the seat's own leave, made through another process.
      await deps.reader.catchUp(m, true);
      await deps.seating.refreshRow(m);
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
    const { deps } = this;
    await deps.seating.refreshRow(m);
    await deps.notify({ matchId: m.id, seq: m.state.seq, origin: deps.origin, seats: true });
  }

  /**
   * A player replaced their tokens (the store has committed it): wherever they sit, in every
   * process, the sockets that said hello with a token that no longer speaks for them close.
   * `matchIds`: the matches not over where they hold a seat.
   */
  async tokensReplaced(playerId: string, matchIds: readonly string[]): Promise<void> {
    const { deps } = this;
    const { cache } = deps;
    this.replacements++;
    for (const id of matchIds) {
      // Never thrown to the caller: the new token is committed, and the player must get it.
      const m = cache.has(id) ? await cache.held(id)?.catch(() => null) : null;
      if (m) {
        await this.dropReplaced(m, playerId).catch((e: unknown) => {
          deps.metrics.failed('token-replaced', logFailure(deps.logger, e, { match: id }, 'token replaced'));
        });
      }
      await deps.notify({ matchId: id, seq: m?.state.seq ?? 0, origin: deps.origin, tokensOf: playerId });
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
    sendSeats(m);
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
    const { store } = this.deps;
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
