import type { MatchPreset } from '@cutthroat/web-kit';
import { useId } from 'react';
import { minutesText, presetMinutes } from './presets.js';

/**
 * A game's presets as one choice: each with its length in minutes at the chosen bot pace, its
 * players and what it is. None checked once the form under "Custom" was changed.
 */
export function PresetChoice({
  presets,
  chosen,
  onChoose,
  botPaceMs,
}: {
  presets: readonly MatchPreset[];
  chosen: MatchPreset | null;
  onChoose: (p: MatchPreset) => void;
  botPaceMs: number;
}) {
  const id = useId();
  return (
    <fieldset className="presets" data-testid="presets">
      <legend>How long a game</legend>
      {presets.map((p) => (
        <label
          key={p.name}
          className={`preset${chosen === p ? ' preset--chosen' : ''}`}
          data-testid={`preset-${p.name.toLowerCase()}`}
        >
          <input type="radio" name={`${id}-preset`} checked={chosen === p} onChange={() => onChoose(p)} />
          <span className="preset__body">
            <strong>{p.name}</strong>{' '}
            <span data-testid={`preset-${p.name.toLowerCase()}-minutes`}>
              {minutesText(presetMinutes(p, botPaceMs))}
            </span>
            , {p.players} players (you and {p.players - 1} bots)
            <span className="preset__says">{p.says}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
