import { DEFAULT_BOT_PACE_MS } from '@cutthroat/protocol';

/** The bots' paces offered: how long a bot waits before it acts while people play. */
export const BOT_PACES = [
  { ms: 0, label: 'At once' },
  { ms: 300, label: 'Quick (0.3 s a move)' },
  { ms: DEFAULT_BOT_PACE_MS, label: `Easy to follow (${DEFAULT_BOT_PACE_MS / 1000} s a move)` },
  { ms: 1500, label: 'Slow (1.5 s a move)' },
] as const;

/**
 * The bots' pace: how long each bot waits before it acts, so that the people at the table see
 * what it did. Only where a bot and a person share the table: bots alone play at once.
 */
export function BotPaceField({ ms, onChange }: { ms: number; onChange: (ms: number) => void }) {
  return (
    <label className="field">
      <span>Bots’ pace</span>
      <select value={ms} onChange={(e) => onChange(Number(e.target.value))} data-testid="bot-pace">
        {BOT_PACES.map((p) => (
          <option key={p.ms} value={p.ms}>
            {p.label}
          </option>
        ))}
      </select>
      <small className="muted">How long each bot waits before it moves, so that you can see what it did.</small>
    </label>
  );
}
