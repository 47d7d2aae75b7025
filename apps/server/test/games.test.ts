import { CATALOG } from '@cutthroat/catalog';
import { defaultBot, optionsSchema } from '@cutthroat/module';
import { LobbyError, type GameList } from '@cutthroat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../src/testing/client.js';
import { newPlayer, testServer } from '../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.cleanup();
});

interface Property {
  readonly type?: string;
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly unknown[];
  readonly title?: string;
}

describe('GET /api/games', () => {
  it('lists every game of the catalogue, in its order, as its module describes it', async () => {
    const r = await api<GameList>(server.url, 'GET', '/api/games');
    expect(r.status).toBe(200);
    expect(r.body.games.map((g) => g.id)).toEqual(CATALOG.ids);
    for (const g of r.body.games) {
      const module = CATALOG.get(g.id)!;
      expect(g.title).toBe(module.title);
      expect(g.pitch).toBe(module.pitch);
      expect(g.title.length).toBeGreaterThan(0);
      expect(g.pitch.length).toBeGreaterThan(0);
      expect([g.minPlayers, g.maxPlayers]).toEqual([module.game.minPlayers, module.game.maxPlayers]);
      expect(g.minPlayers).toBeGreaterThanOrEqual(2);
      expect(g.maxPlayers).toBeLessThanOrEqual(6);
      expect(g.minPlayers).toBeLessThanOrEqual(g.maxPlayers);
      // The stand-in first: the first is the one that takes over a seat.
      expect(g.bots.map((b) => b.name)).toEqual(module.bots.map((b) => b.name));
      expect(g.bots[0]!.name).toBe(defaultBot(module).name);
      for (const b of g.bots) {
        expect(['easy', 'normal', 'strong']).toContain(b.level);
        expect(b.blurb.length).toBeGreaterThan(0);
        // Every bot is on its game's ladder, as the game's data/ladder.json rates it.
        expect(b.rating).toBe(module.ladder!.entries.find((e) => e.bot === b.name)!.rating);
      }
      expect(g.options).toEqual(optionsSchema(module));
    }
  });

  it("gives each option a default the game's rules accept, and a number its bounds", async () => {
    const { games } = (await api<GameList>(server.url, 'GET', '/api/games')).body;
    for (const g of games) {
      expect(g.options['type']).toBe('object');
      const properties = Object.entries(g.options['properties'] as Record<string, Property>);
      expect(properties.length).toBeGreaterThan(0);
      const defaults: Record<string, unknown> = {};
      for (const [name, p] of properties) {
        expect(p, `${g.id}.${name}`).toHaveProperty('default');
        expect(p.title, `${g.id}.${name}`).toBeTruthy();
        defaults[name] = p.default;
        if (p.type === 'integer' || p.type === 'number') {
          expect(p.minimum, `${g.id}.${name}`).toBeTypeOf('number');
          expect(p.maximum, `${g.id}.${name}`).toBeTypeOf('number');
          expect(p.default).toBeGreaterThanOrEqual(p.minimum!);
          expect(p.default).toBeLessThanOrEqual(p.maximum!);
        }
        if (p.enum) expect(p.enum).toContain(p.default);
      }
      // The defaults as the rules have them when a match leaves its options out.
      expect(defaults).toEqual(CATALOG.get(g.id)!.game.options.parse({}));
    }
  });

  it('reads as the rules have them: the bounds a match is then refused beyond', async () => {
    const { games } = (await api<GameList>(server.url, 'GET', '/api/games')).body;
    const armsDealers = games.find((g) => g.id === 'arms-dealers')!;
    expect((armsDealers.options['properties'] as Record<string, Property>)['offersPerTurn']).toMatchObject({
      type: 'integer',
      default: 3,
      minimum: 0,
      maximum: 50,
    });
    const seats = [{ kind: 'bot', bot: 'random' }, { kind: 'open' }];
    const over = await api<{ error: { code: string } }>(server.url, 'POST', '/api/matches', {
      game: 'arms-dealers',
      seats,
      options: { offersPerTurn: 51 },
    });
    expect(over.status).toBe(400);
    expect(over.body.error.code).toBe(LobbyError.BadOptions);
    const atBound = await api(server.url, 'POST', '/api/matches', {
      game: 'arms-dealers',
      seats,
      options: { offersPerTurn: 50 },
    });
    expect(atBound.status).toBe(201);
  });

  it('offers defaults that make a match of every game, at every seat count it lists', async () => {
    const { games } = (await api<GameList>(server.url, 'GET', '/api/games')).body;
    const { token } = await newPlayer(server.url, 'Alice');
    for (const g of games) {
      const options = Object.fromEntries(
        Object.entries(g.options['properties'] as Record<string, Property>).map(([name, p]) => [name, p.default]),
      );
      for (let players = g.minPlayers; players <= g.maxPlayers; players++) {
        const seats = [
          { kind: 'open' },
          ...Array.from({ length: players - 1 }, () => ({ kind: 'bot', bot: g.bots[0]!.name })),
        ];
        const r = await api(server.url, 'POST', '/api/matches', { game: g.id, seats, options, listed: false }, token);
        expect(r.status, `${g.id} for ${players}`).toBe(201);
      }
    }
  });
});

describe('POST /api/matches with names that are properties of every object', () => {
  const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

  it.each(names)('refuses the game %s as unknown, with its code', async (name) => {
    const r = await api<{ error: { code: string; message: string } }>(server.url, 'POST', '/api/matches', {
      game: name,
      seats: [{ kind: 'open' }, { kind: 'open' }],
    });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe(LobbyError.UnknownGame);
    expect(r.body.error.message).toContain(name);
  });

  it.each(CATALOG.ids.flatMap((game) => names.map((bot) => [game, bot] as const)))(
    'refuses the bot %s/%s as unknown, with its code',
    async (game, bot) => {
      const r = await api<{ error: { code: string; message: string } }>(server.url, 'POST', '/api/matches', {
        game,
        seats: [{ kind: 'open' }, { kind: 'bot', bot }],
      });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe(LobbyError.UnknownBot);
    },
  );

  it('lists no match for any of them', async () => {
    const r = await api<{ matches: { game: string }[] }>(server.url, 'GET', '/api/matches');
    expect(r.status).toBe(200);
    for (const m of r.body.matches) expect(CATALOG.ids).toContain(m.game);
  });
});
