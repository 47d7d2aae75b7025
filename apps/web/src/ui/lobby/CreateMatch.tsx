import { WEB_CATALOG } from '@cutthroat/catalog/web';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { api, type GameInfo, type NewMatch, type SeatSpec } from '../../net/api.js';
import { storage } from '../../net/storage.js';
import { navigate } from '../../router.js';
import { Link } from '../common/Link.js';
import { withIdentity } from '../identity.js';
import { DEFAULT_BOT_PACE_MS } from '@cutthroat/protocol';
import { BotPaceField } from './BotPaceField.js';
import { ClockFields, clockOf, INITIAL_CLOCK } from './ClockFields.js';
import { initialDrafts, optionFields, readOptions, type OptionDrafts } from './options.js';
import { OptionsForm } from './OptionsForm.js';
import { SeatFields, seatsOf, type SeatChoice } from './SeatFields.js';
import { errorText } from './text.js';
import { PresetChoice } from './PresetChoice.js';
import type { MatchPreset } from '@cutthroat/web-kit';

/** Four players unless the game seats fewer or more. */
const PLAYERS = 4;

/** The game's Standard preset, else its first, else none. */
const standardOf = (presets: readonly MatchPreset[]): MatchPreset | null =>
  presets.find((p) => p.name === 'Standard') ?? presets[0] ?? null;

/**
 * A new match of one of the server's games. On top, the game and its presets (Quick, Standard,
 * Full) with their lengths, and "Play": one click starts a match against bots. Under "Custom"
 * the whole form, which the presets fill in: seats, the game's options, clock, bot pace.
 */
export function CreateMatch({
  name,
  games,
  chosen = null,
}: {
  name: string;
  games: readonly [GameInfo, ...GameInfo[]];
  /** The game to start with (the lobby's `?game=`), if the server plays it. */
  chosen?: string | null;
}) {
  const id = useId();
  const [gameId, setGameId] = useState((games.find((g) => g.id === chosen) ?? games[0]).id);
  const game = games.find((g) => g.id === gameId) ?? games[0];
  const fields = useMemo(() => optionFields(game.options), [game]);
  const presets = WEB_CATALOG.get(game.id)?.presets ?? [];
  const [preset, setPreset] = useState<MatchPreset | null>(() => standardOf(presets));
  const [drafts, setDrafts] = useState<OptionDrafts>(() => initialDrafts(fields, preset?.options));
  const [optionErrors, setOptionErrors] = useState<Readonly<Record<string, string>>>({});
  const [count, setCount] = useState(preset?.players ?? PLAYERS);
  const [choices, setChoices] = useState<SeatChoice[]>(['open']);
  const [join, setJoin] = useState(true);
  const [inviteOnly, setInviteOnly] = useState(false);
  const [clock, setClock] = useState(INITIAL_CLOCK);
  const [botPaceMs, setBotPaceMs] = useState<number>(DEFAULT_BOT_PACE_MS);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const players = Math.min(Math.max(count, game.minPlayers), game.maxPlayers);
  const seats = seatsOf(choices, players, game.bots);
  // A pace matters only where a person watches the bots: bots alone play at once.
  const pacedBots = seats.includes('open') && seats.some((s) => s !== 'open');
  const chooseGame = (next: string) => {
    const info = games.find((g) => g.id === next);
    if (!info) return;
    setGameId(info.id);
    const standard = standardOf(WEB_CATALOG.get(info.id)?.presets ?? []);
    setPreset(standard);
    setDrafts(initialDrafts(optionFields(info.options), standard?.options));
    setCount(standard?.players ?? PLAYERS);
    setOptionErrors({});
  };
  const choosePreset = (p: MatchPreset) => {
    setPreset(p);
    setDrafts(initialDrafts(fields, p.options));
    setCount(p.players);
    setOptionErrors({});
  };
  // A change under "Custom" makes the match no preset's any more.
  const custom =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setPreset(null);
      set(v);
    };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const options = readOptions(fields, drafts);
    setOptionErrors(options.ok ? {} : options.errors);
    if (!options.ok) {
      setError('Some options need another value: see them under “Custom”.');
      return;
    }
    if (join && !seats.includes('open')) {
      setError('Leave at least one seat open for yourself, or untick “I play”.');
      return;
    }
    const body: NewMatch = {
      game: game.id,
      seats: seats.map((s): SeatSpec => (s === 'open' ? { kind: 'open' } : { kind: 'bot', bot: s })),
      options: options.value,
      clock: clockOf(clock),
      join,
      listed: !inviteOnly,
      ...(pacedBots ? { botPaceMs } : {}),
    };
    setWorking(true);
    try {
      const created = join
        ? await withIdentity(name, (me) => api.createMatch(body, me.token))
        : await api.createMatch(body);
      if (created.joined) {
        storage.setSeat(created.match.id, { seat: created.joined.seat, seatToken: created.joined.seatToken });
      }
      navigate(`/m/${created.match.id}${join ? '' : '?watch'}`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>New match</h2>
      <form className="create" onSubmit={(e) => void submit(e)} data-testid="create-form">
        <label className="field">
          <span>Game</span>
          <select value={game.id} onChange={(e) => chooseGame(e.target.value)} data-testid="game">
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
        </label>
        <p className="muted" data-testid="pitch">
          {game.pitch}{' '}
          {WEB_CATALOG.get(game.id)?.guide && (
            <Link href={`/learn/${game.id}`} data-testid="how-to-play-link">
              How to play {game.title}
            </Link>
          )}
        </p>
        {presets.length > 0 && (
          <PresetChoice presets={presets} chosen={preset} onChoose={choosePreset} botPaceMs={botPaceMs} />
        )}
        <button type="submit" className="primary create__play" disabled={working} data-testid="create-match">
          {join ? 'Play' : 'Create the match'}
        </button>
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <h3 className="create__custom">Custom</h3>
        <p className="muted">Everything a preset sets, and more: change any of it, then press “Play” above.</p>
        <SeatFields
          range={{ min: game.minPlayers, max: game.maxPlayers }}
          seats={seats}
          bots={game.bots}
          onCount={custom(setCount)}
          onSeat={(seat, choice) => {
            const next = seats.slice();
            next[seat] = choice;
            setChoices(next);
          }}
        >
          <label className="check">
            <input type="checkbox" checked={join} onChange={(e) => setJoin(e.target.checked)} data-testid="join-self" />{' '}
            I play (I take the first open seat)
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={inviteOnly}
              onChange={(e) => setInviteOnly(e.target.checked)}
              data-testid="invite-only"
            />{' '}
            By invitation only (not in the lists of open and live matches: only those you send its link can join or
            watch)
          </label>
        </SeatFields>
        <OptionsForm fields={fields} drafts={drafts} errors={optionErrors} onChange={custom(setDrafts)} />
        <ClockFields
          clock={clock}
          onChange={setClock}
          othersMayWait={seats.filter((s) => s === 'open').length > (join ? 1 : 0)}
        />
        {pacedBots && <BotPaceField ms={botPaceMs} onChange={setBotPaceMs} />}
      </form>
    </section>
  );
}
