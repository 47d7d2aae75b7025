import { api, TestClient } from '../../src/testing/client.js';
import { newPlayer } from '../../src/testing/harness.js';

// Matches of Arms Dealers set up for the black-box tests: the deal and the hands are its own.

/**
 * An Arms Dealers match of two people, Alice (seat 0, its creator) and Bob (seat 1), started and
 * nobody connected yet: its id and each seat's token.
 */
export async function twoPeopleMatch(url: string): Promise<{ id: string; seatTokens: [string, string] }> {
  const alice = await newPlayer(url, 'Alice');
  const bob = await newPlayer(url, 'Bob');
  const created = await api<{ match: { id: string }; joined: { seat: number; seatToken: string } }>(
    url,
    'POST',
    '/api/matches',
    { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }], join: true },
    alice.token,
  );
  if (created.status !== 201) throw new Error(`match: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.match.id;
  const joined = await api<{ seat: number; seatToken: string }>(url, 'POST', `/api/matches/${id}/join`, {}, bob.token);
  if (joined.status !== 200 || joined.body.seat !== 1)
    throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  return { id, seatTokens: [created.body.joined.seatToken, joined.body.seatToken] };
}

/**
 * Alice, Bob and Carol, each connected at their seat of a server that takes fixtures: Alice (seat 0)
 * lays a deal at once, and Bob and Carol may intercept it together. The sockets, the seat tokens,
 * the match and the seq at which the window opened.
 */
export async function interceptWindow(url: string) {
  const people = await Promise.all(['Alice', 'Bob', 'Carol'].map((name) => newPlayer(url, name)));
  const created = await api<{ match: { id: string }; joined: { seatToken: string } }>(
    url,
    'POST',
    '/api/matches',
    {
      game: 'arms-dealers',
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }],
      options: { offersPerTurn: 0 },
      setup: { firstPlayer: 0, hands: [['USA', 'India', 'Missile'], ['CIA'], ['FBI']], deck: ['Missile'] },
      join: true,
    },
    people[0]!.token,
  );
  if (created.status !== 201) throw new Error(`match: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.match.id;
  const tokens = [created.body.joined.seatToken];
  for (const p of people.slice(1)) {
    tokens.push((await api<{ seatToken: string }>(url, 'POST', `/api/matches/${id}/join`, {}, p.token)).body.seatToken);
  }
  const seats = await Promise.all(tokens.map(() => TestClient.connect(url)));
  const snap = await seats[0]!.hello(id, tokens[0]);
  for (const [i, c] of seats.entries()) if (i > 0) await c.hello(id, tokens[i]);
  const deal = { type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 1 };
  const dealt = await seats[0]!.act(deal, snap.seq);
  if (dealt.type !== 'ack' || dealt.seq !== snap.seq + 1) throw new Error(`deal: ${JSON.stringify(dealt)}`);
  return { id, seats, people, open: snap.seq + 1 };
}
