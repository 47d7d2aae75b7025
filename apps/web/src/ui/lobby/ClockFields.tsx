import { AWAY_HOURS } from '@cutthroat/protocol';
import { useId } from 'react';
import type { ClockSettings } from '../../net/api.js';
import { NumberField } from '../common/NumberField.js';

/** The clock as the form holds it: every mode's numbers, kept while another mode is chosen. */
export interface ClockDraft {
  readonly mode: ClockSettings['mode'];
  readonly rt: { readonly turnSeconds: number; readonly reserveSeconds: number; readonly windowSeconds: number };
  readonly tb: { readonly turnHours: number; readonly windowHours: number };
  readonly onTurnExpiry: 'bot' | 'forfeit';
}

export const INITIAL_CLOCK: ClockDraft = {
  mode: 'none',
  rt: { turnSeconds: 60, reserveSeconds: 120, windowSeconds: 20 },
  tb: { turnHours: 24, windowHours: 4 },
  onTurnExpiry: 'bot',
};

/** The clock to send: the chosen mode's numbers only. */
export function clockOf(draft: ClockDraft): ClockSettings {
  const { mode, rt, tb, onTurnExpiry } = draft;
  if (mode === 'realtime') return { mode, ...rt, onTurnExpiry };
  if (mode === 'turn-based') return { mode, ...tb, onTurnExpiry };
  return { mode: 'none' };
}

/**
 * The new match's clock. `othersMayWait`: people other than the creator will play, so a match
 * without a clock could wait on one of them; the form says what that means.
 */
export function ClockFields({
  clock,
  onChange,
  othersMayWait,
}: {
  clock: ClockDraft;
  onChange: (clock: ClockDraft) => void;
  othersMayWait: boolean;
}) {
  const id = useId();
  const set = (change: Partial<ClockDraft>) => onChange({ ...clock, ...change });
  return (
    <fieldset>
      <legend>Clock</legend>
      <div className="radios" role="radiogroup" aria-label="Clock">
        {(
          [
            ['none', 'None'],
            ['realtime', 'Real time'],
            ['turn-based', 'Turn-based (days)'],
          ] as const
        ).map(([mode, label]) => (
          <label key={mode} className="check">
            <input
              type="radio"
              name={`${id}-clock`}
              value={mode}
              checked={clock.mode === mode}
              onChange={() => set({ mode })}
              data-testid={`clock-${mode}`}
            />{' '}
            {label}
          </label>
        ))}
      </div>
      {clock.mode === 'realtime' && (
        <div className="field-row">
          <NumberField
            label="Seconds per turn"
            value={clock.rt.turnSeconds}
            min={5}
            max={3600}
            onChange={(n) => set({ rt: { ...clock.rt, turnSeconds: n } })}
          />
          <NumberField
            label="Reserve seconds"
            value={clock.rt.reserveSeconds}
            min={0}
            max={36000}
            onChange={(n) => set({ rt: { ...clock.rt, reserveSeconds: n } })}
          />
          <NumberField
            label="Seconds to answer"
            value={clock.rt.windowSeconds}
            min={3}
            max={600}
            onChange={(n) => set({ rt: { ...clock.rt, windowSeconds: n } })}
          />
        </div>
      )}
      {clock.mode === 'turn-based' && (
        <div className="field-row">
          <NumberField
            label="Hours per turn"
            value={clock.tb.turnHours}
            min={1}
            max={720}
            onChange={(n) => set({ tb: { ...clock.tb, turnHours: n } })}
          />
          <NumberField
            label="Hours to answer"
            value={clock.tb.windowHours}
            min={0.1}
            max={168}
            step={0.1}
            onChange={(n) => set({ tb: { ...clock.tb, windowHours: n } })}
          />
        </div>
      )}
      {clock.mode === 'none' && othersMayWait && (
        <p className="muted" data-testid="no-clock-hint">
          Without a clock the match waits for whoever is to move: a player who goes away holds everyone up until they
          leave the match, or for {AWAY_HOURS} hours, after which another player may hand their seat to a bot. A
          turn-based clock hands their move to a bot sooner.
        </p>
      )}
      {clock.mode !== 'none' && (
        <label className="field">
          <span>When a turn runs out</span>
          <select
            value={clock.onTurnExpiry}
            onChange={(e) => set({ onTurnExpiry: e.target.value as 'bot' | 'forfeit' })}
          >
            <option value="bot">a bot makes that one move</option>
            <option value="forfeit">a bot takes the seat for good</option>
          </select>
        </label>
      )}
    </fieldset>
  );
}
