import { botKind, ladderRating, optionsSchema, type Catalog } from '@cutthroat/module';
import { commitmentOf, replay } from '@cutthroat/engine';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  codeOfIssues,
  exportOf,
  Join,
  Leave,
  LobbyError,
  MatchIdParam,
  NewMatch,
  NewPlayer,
  OPEN_LIST_DAYS,
  ProtocolError,
  Rename,
  Replace,
  ReplaceToken,
  type Created,
  type ExportedMatch,
  type GameList,
  type Joined,
  type Left,
  type MatchList,
  type PlayerMatchList,
  type PlayerCreated,
  type PublicMatch,
  type Me,
  type Renamed,
  type Replaced,
  type TokenReplaced,
} from '@cutthroat/protocol';
import { limitKey, type AddressLimits } from '../limits/index.js';
import type { MatchHost } from '../live/host.js';
import { logFailure } from '../failures.js';
import type { Metrics } from '../metrics.js';
import type { MatchRecordRow, Player, SeatRecord, Store } from '../store/store.js';
import { hashToken, newId, newToken } from '../tokens.js';
import { ExportCache } from './export-cache.js';
import { publicMatch } from './public-match.js';
import { recordOf } from '../seat-seeds.js';
import { seatName } from './seat-name.js';

export interface LobbyDeps {
  /** The games this server plays, from the composition root. */
  readonly games: Catalog;
  readonly store: Store;
  readonly host: MatchHost;
  readonly now: () => number;
  readonly newSecret: () => string;
  /** Accept a scenario `setup` fixing the shuffle: for test servers only, never in production. */
  readonly allowFixtures: boolean;
  /** The API's writes (POST) are limited per client address. */
  readonly limits: AddressLimits;
  readonly metrics: Metrics;
  /** Matches of bots only that may be in play at once (`ServerConfig.botsOnlyMatches`). */
  readonly botsOnlyMatches: number;
  /** Listed matches waiting for players one address may have created (`ServerConfig.openMatchesPerAddress`). */
  readonly openMatchesPerAddress: number;
}

/** What a refusal for matches of bots only says to wait: such matches are over in seconds. */
const BOTS_ONLY_RETRY_SECONDS = 5;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, code: string = LobbyError.Malformed): T {
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw new HttpError(400, codeOfIssues(r.error, code), z.prettifyError(r.error));
  return r.data;
}

/** The lobby's JSON API: anonymous players, creating, listing, joining, leaving and exporting matches. */
export function lobbyRoutes(app: FastifyInstance, deps: LobbyDeps): void {
  const { games, store, host, now, newSecret, allowFixtures, limits, metrics, botsOnlyMatches, openMatchesPerAddress } =
    deps;
  const exports = new ExportCache();

  // Every write stores something (a player, a match that bots may then play through), so a flood
  // of them from one address is cut short before it reaches the store, with the time to wait. A
  // read that checks a token counts too: unlimited, it would let an address try tokens at will.
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    if (req.method !== 'POST' && req.headers.authorization === undefined) return;
    const waitMs = await limits.takeWrite(limitKey(req.ip));
    if (waitMs === 0) return;
    metrics.refusedOver('lobby-writes');
    const seconds = Math.ceil(waitMs / 1000);
    return reply
      .status(429)
      .header('retry-after', String(seconds))
      .send({
        error: {
          code: LobbyError.RateLimited,
          message: `too many requests from your address: try again in ${seconds} s`,
        },
      });
  });

  app.setErrorHandler((e: Error & { statusCode?: number }, _req, reply) => {
    if (e instanceof HttpError) return reply.status(e.status).send({ error: { code: e.code, message: e.message } });
    if (e.statusCode && e.statusCode < 500) {
      return reply.status(e.statusCode).send({ error: { code: 'http/bad-request', message: e.message } });
    }
    metrics.failed('request', logFailure(app.log, e, {}, 'request failed'));
    return reply
      .status(500)
      .send({ error: { code: ProtocolError.Internal, message: 'the server failed on that request' } });
  });

  async function player(req: FastifyRequest): Promise<Player> {
    const auth = req.headers.authorization;
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : null;
    const p = token ? await store.playerByTokenHash(hashToken(token)) : null;
    if (!p)
      throw new HttpError(401, LobbyError.Unauthorized, 'send your player token as "Authorization: Bearer <token>"');
    return p;
  }

  async function match(params: unknown): Promise<MatchRecordRow> {
    const { id } = parse(MatchIdParam, params);
    const m = await store.getMatch(id);
    if (!m) throw new HttpError(404, LobbyError.UnknownMatch, `there is no match ${id}`);
    return m;
  }

  async function sit(m: MatchRecordRow, p: Player, wanted: number | undefined, seed: string): Promise<Joined> {
    const seat = wanted ?? m.seats.find((s) => s.kind === 'open')?.seat;
    if (seat === undefined) throw new HttpError(409, LobbyError.NoOpenSeat, 'every seat is taken');
    // The store checks it again as it seats the player: this only says why a seat that is open
    // is not theirs (one that is not is taken, whoever asks).
    const open = m.seats.some((s) => s.seat === seat && s.kind === 'open');
    if (open && !m.hotSeat && m.seats.some((s) => s.kind === 'human' && s.playerId === p.id)) {
      throw new HttpError(409, LobbyError.AlreadySeated, 'you hold a seat of this match already: one seat per person');
    }
    const seatToken = newToken();
    // Marked from the seats as read: a join racing another misses that one's name, so posing as
    // someone unmarked takes joining in the same instant as they do, at a moment they choose.
    const name = seatName(p.name, p.id, m.seats);
    const claimed = await store.claimSeat(m.id, seat, p.id, name, hashToken(seatToken), seed);
    if (claimed === LobbyError.AlreadySeated) {
      throw new HttpError(409, claimed, 'you hold a seat of this match already: one seat per person');
    }
    if (claimed !== true) throw new HttpError(409, LobbyError.SeatTaken, `seat ${seat} is not open`);
    await host.seatsChanged(m.id);
    return { matchId: m.id, seat, seatToken };
  }

  app.post('/api/players', async (req): Promise<PlayerCreated> => {
    const body = parse(NewPlayer, req.body);
    const token = newToken();
    const p: Player = { id: newId(), name: body.name ?? 'Player', tokenHash: hashToken(token), createdAt: now() };
    await store.createPlayer(p);
    return { playerId: p.id, name: p.name, token };
  });

  app.post('/api/matches', async (req, reply: FastifyReply): Promise<Created> => {
    const body = parse(NewMatch, req.body);
    const entry = games.get(body.game);
    if (!entry) throw new HttpError(400, LobbyError.UnknownGame, `unknown game ${body.game}`);
    const { game } = entry;
    if (body.seats.length < game.minPlayers || body.seats.length > game.maxPlayers) {
      throw new HttpError(
        400,
        LobbyError.Malformed,
        `${game.name} is for ${game.minPlayers} to ${game.maxPlayers} seats`,
      );
    }
    const options = game.options.safeParse(body.options ?? {});
    if (!options.success) throw new HttpError(400, LobbyError.BadOptions, z.prettifyError(options.error));
    if (body.setup !== undefined) {
      if (!allowFixtures) throw new HttpError(400, LobbyError.FixturesOff, 'this server does not accept a fixed setup');
      const fixture = game.fixture.safeParse(body.setup);
      if (!fixture.success) throw new HttpError(400, LobbyError.BadOptions, z.prettifyError(fixture.error));
    }
    for (const s of body.seats) {
      if (s.kind === 'bot' && !botKind(entry, s.bot)) {
        throw new HttpError(
          400,
          LobbyError.UnknownBot,
          `unknown bot ${s.bot} (one of: ${entry.bots.map((b) => b.name).join(', ')})`,
        );
      }
    }
    if (body.seats.every((s) => s.kind === 'bot')) {
      // A soft bound: creations that race may pass it together, a few at most, each counted by the
      // next. Matches of bots only end in seconds, so a place is soon free.
      const inPlay = await store.botsOnlyInPlay(botsOnlyMatches);
      if (inPlay >= botsOnlyMatches) {
        reply.header('retry-after', String(BOTS_ONLY_RETRY_SECONDS));
        throw new HttpError(
          503,
          LobbyError.BotsOnlyFull,
          `this server plays at most ${botsOnlyMatches} matches of bots only at once; try again in a few seconds, or leave a seat open`,
        );
      }
    }
    const from = limitKey(req.ip);
    if (body.listed && body.seats.some((s) => s.kind === 'open')) {
      // A soft bound, as the one above: creations that race may pass it together.
      const since = now() - OPEN_LIST_DAYS * 24 * 3600 * 1000;
      if ((await store.openListedFrom(from, since, openMatchesPerAddress)) >= openMatchesPerAddress) {
        throw new HttpError(
          429,
          LobbyError.TooManyOpen,
          `your address has ${openMatchesPerAddress} listed matches waiting for players already: wait for them to fill, or make this one by invitation only`,
        );
      }
    }
    const creator = body.join || req.headers.authorization ? await player(req) : null;
    // The creator's seat goes in with the match, in one commit: a process that died between a
    // create and a separate join would leave a match in the open list that its creator never got.
    const creatorSeat = body.join ? body.seats.findIndex((s) => s.kind === 'open') : -1;
    if (body.join && creatorSeat < 0) {
      throw new HttpError(409, LobbyError.NoOpenSeat, 'to join the match you create, leave a seat open');
    }
    const seatToken = creator && creatorSeat >= 0 ? newToken() : null;
    const secret = newSecret();
    const createdAt = now();
    // Without an open seat (bots only), a match starts as it is created.
    const startsNow = !body.seats.some((s) => s.kind === 'open');
    const row: MatchRecordRow = {
      id: newId(),
      game: game.name,
      players: body.seats.length,
      options: body.options ?? {},
      secret,
      commitment: commitmentOf(secret),
      clock: body.clock,
      status: startsNow ? 'active' : 'waiting',
      createdBy: creator?.id ?? null,
      createdAt,
      startedAt: startsNow ? createdAt : null,
      fixture: body.setup ?? null,
      listed: body.listed,
      hotSeat: body.hotSeat,
      botPaceMs: body.botPaceMs,
      createdFrom: from,
      seats: body.seats.map((s, seat): SeatRecord => {
        if (creator && seatToken && seat === creatorSeat) {
          return {
            seat,
            kind: 'human',
            bot: null,
            playerId: creator.id,
            name: creator.name,
            tokenHash: hashToken(seatToken),
            seed: body.seed ?? '',
          };
        }
        return {
          seat,
          kind: s.kind,
          bot: s.kind === 'bot' ? s.bot : null,
          playerId: null,
          name: s.kind === 'bot' ? `${s.bot} bot` : null,
          tokenHash: null,
          seed: '',
        };
      }),
    };
    await store.createMatch(row);
    const joined = seatToken ? { matchId: row.id, seat: creatorSeat, seatToken } : null;
    // Started (bots only), or perhaps full with the creator's seat: the host starts it if so.
    if (row.status === 'active' || joined) await host.seatsChanged(row.id);
    reply.status(201);
    return { match: publicMatch((await store.getMatch(row.id))!), joined };
  });

  const gameList: GameList = {
    games: games.games.map((g) => ({
      id: g.id,
      title: g.title,
      pitch: g.pitch,
      minPlayers: g.game.minPlayers,
      maxPlayers: g.game.maxPlayers,
      bots: g.bots.map((b) => ({
        name: b.name,
        level: b.level,
        blurb: b.blurb,
        rating: ladderRating(g.ladder, b.name),
      })),
      options: optionsSchema(g),
    })),
  };
  app.get('/api/games', async (): Promise<GameList> => gameList);

  app.get('/api/matches', async (): Promise<MatchList> => ({
    matches: await store.listOpenMatches(100, now() - OPEN_LIST_DAYS * 24 * 3600 * 1000),
  }));

  app.get('/api/matches/live', async (): Promise<MatchList> => ({ matches: await store.listLiveMatches(100) }));

  app.get('/api/matches/:id', async (req): Promise<PublicMatch> => publicMatch(await match(req.params)));

  app.post('/api/matches/:id/join', async (req): Promise<Joined> => {
    const m = await match(req.params);
    const body = parse(Join, req.body);
    return sit(m, await player(req), body.seat, body.seed ?? '');
  });

  app.post('/api/matches/:id/leave', async (req, reply): Promise<Left> => {
    const m = await match(req.params);
    const p = await player(req);
    const { seat } = parse(Leave, req.body);
    if (m.status === 'active') {
      // In play, the seat cannot be left empty: a bot plays it on.
      const r = await host.leave(m.id, seat, p.id);
      if (!r.ok && r.error.code === LobbyError.BotsOnlyFull) {
        reply.header('retry-after', String(BOTS_ONLY_RETRY_SECONDS));
        throw new HttpError(503, r.error.code, r.error.message);
      }
      if (!r.ok) throw new HttpError(409, r.error.code, r.error.message);
      return { left: seat, bot: r.value };
    }
    if (!(await store.releaseSeat(m.id, seat, p.id))) {
      throw new HttpError(409, LobbyError.NotYourSeat, `you do not hold seat ${seat}, or the match is over`);
    }
    await host.seatsChanged(m.id);
    return { left: seat, bot: null };
  });

  app.post('/api/matches/:id/replace', async (req): Promise<Replaced> => {
    const m = await match(req.params);
    const p = await player(req);
    const { seat } = parse(Replace, req.body);
    const r = await host.handOverAway(m.id, seat, p.id);
    if (!r.ok) throw new HttpError(r.error.code === LobbyError.UnknownMatch ? 404 : 409, r.error.code, r.error.message);
    return { replaced: seat, bot: r.value };
  });

  app.get('/api/me', async (req): Promise<Me> => {
    const p = await player(req);
    return { playerId: p.id, name: p.name };
  });

  app.post('/api/me/name', async (req): Promise<Renamed> => {
    const p = await player(req);
    const { name } = parse(Rename, req.body);
    // The player was found a moment ago; gone now would mean deleted, which nothing does.
    if (!(await store.renamePlayer(p.id, name))) throw new Error(`player ${p.id} vanished while renamed`);
    return { playerId: p.id, name };
  });

  // For a token that may have leaked (an identity's link sent to the wrong person): the devices
  // that had it, and the seat tokens handed out with it, lose the identity; the caller keeps it.
  app.post('/api/me/token', async (req): Promise<TokenReplaced> => {
    const p = await player(req);
    const token = parse(ReplaceToken, req.body ?? {}).token ?? newToken();
    const newHash = hashToken(token);
    // The same token again would leave it with whoever has it; another player's is theirs.
    if (newHash === p.tokenHash || (await store.playerByTokenHash(newHash))) {
      throw new HttpError(409, LobbyError.TokenUnusable, "that token cannot be this player's new one: choose another");
    }
    const held = await store.replacePlayerToken(p.id, p.tokenHash, newHash);
    // Another request replaced it since this one read it: the token sent is no longer the player's.
    if (!held) throw new HttpError(401, LobbyError.Unauthorized, 'that token was replaced meanwhile');
    await host.tokensReplaced(p.id, held);
    return { playerId: p.id, name: p.name, token };
  });

  app.get('/api/me/matches', async (req): Promise<PlayerMatchList> => ({
    matches: await store.matchesOfPlayer((await player(req)).id, 100),
  }));

  /** The export of a finished match as JSON text, made once (it replays the match) and kept. */
  async function exportText(m: MatchRecordRow): Promise<string> {
    const log = await store.log(m.id);
    const record = recordOf(m);
    const entry = games.get(m.game);
    if (!entry) throw new Error(`match ${m.id} is of unknown game ${m.game}`);
    const state = replay(entry.game, record, log);
    const facts = { ...m, seatSeeds: record.seatSeeds ?? null };
    const text = JSON.stringify(exportOf(facts, log, state.ok ? state.value.outcome : null) satisfies ExportedMatch);
    exports.set(m.id, text);
    return text;
  }

  /** A finished match, complete: the revealed secret and the log, for `cutthroat verify`. */
  app.get('/api/matches/:id/export', async (req, reply: FastifyReply): Promise<string> => {
    const m = await match(req.params);
    if (m.status !== 'finished') {
      throw new HttpError(
        409,
        LobbyError.NotFinished,
        'a match can be exported once it is over (its secret is still hidden)',
      );
    }
    const text = exports.get(m.id) ?? (await exportText(m));
    // Final once the match is over: the same text for every request, anywhere it is cached.
    void reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable');
    return text;
  });
}
