import type { MatchPreset } from '@cutthroat/web-kit';

/**
 * A person's time per decision, in ms, for a preset's length: most of a person's decisions are a
 * click (pass, decline, done), a few take thought (a deal, a transport); 5 s is their mean as we
 * assume it, not a measurement.
 */
export const PERSON_MS_PER_ACTION = 5_000;

/**
 * A preset's length in whole minutes (at least 1), with one person and bots: the simulator's mean
 * actions shared evenly among the seats, the bots' each taking the pace and the person's
 * `PERSON_MS_PER_ACTION`. The bots' own thinking (microseconds) and the network are left out.
 */
export function presetMinutes(preset: Pick<MatchPreset, 'simActions' | 'players'>, botPaceMs: number): number {
  const perSeat = preset.simActions / preset.players;
  const ms = perSeat * (preset.players - 1) * botPaceMs + perSeat * PERSON_MS_PER_ACTION;
  return Math.max(1, Math.round(ms / 60_000));
}

/** `about 6 minutes`, `about 1 minute`. */
export const minutesText = (minutes: number): string => `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
