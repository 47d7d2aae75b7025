import type { AnyGame } from '@cutthroat/engine';
import type { Bot } from '../bot.js';
import type { SearchHooks } from './hooks.js';
import { search, type SearchOptions, type SearchStats } from './search.js';

export interface SearchBotOptions<Gm extends AnyGame> extends SearchOptions<Gm> {
  /** The bot's kind, as `Bot.kind` reports it. */
  readonly kind?: string;
  /** Told of every search's statistics (benchmarks read iterations per second from these). */
  readonly onSearch?: (stats: SearchStats) => void;
}

/** A search bot tells the statistics of its last search (none for a decision it did not search). */
export interface SearchBot<Gm extends AnyGame> extends Bot<Gm> {
  readonly last: SearchStats | null;
}

/**
 * A bot that searches each decision with information-set MCTS. A decision with one legal action is
 * answered at once, without a search.
 */
export function searchBot<Gm extends AnyGame>(
  game: Gm,
  hooks: SearchHooks<Gm>,
  options: SearchBotOptions<Gm>,
): SearchBot<Gm> {
  let last: SearchStats | null = null;
  return {
    kind: options.kind ?? 'ismcts',
    get last() {
      return last;
    },
    decide(decision) {
      last = null;
      if (decision.legal.length === 1) return decision.legal.at(0);
      const seat = decision.view.seat;
      if (seat === null) throw new Error('searchBot: a decision without a seat');
      const { action, stats } = search(game, hooks, decision, seat, options);
      last = stats;
      options.onSearch?.(stats);
      return action;
    },
  };
}
