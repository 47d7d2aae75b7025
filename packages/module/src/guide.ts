/**
 * How to play a game, in the game's own words: what the lobby's "how to play" page and the table's
 * goal line show. Plain data, so the shell renders every game's guide alike and names none.
 */

/** One part of the guide, e.g. "The cards" or "A turn". */
export interface GuideSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /**
   * A picture the game's web table draws for this section (its `GameUi.GuidePicture` with this
   * id): card anatomy, the board and its zones...
   */
  readonly picture?: string;
}

export interface Guide {
  /** How to win, in one sentence: shown on the table too. */
  readonly goal: string;
  /** When the game ends, in one sentence: shown on the table too. */
  readonly end: string;
  /** How long a game usually lasts, e.g. `about 30 minutes with 4 players`. */
  readonly length: string;
  /** A turn at a glance: its steps in order, each a short line. */
  readonly turn: readonly string[];
  readonly sections: readonly GuideSection[];
}

/** One game term and what it means, as the table explains it on hover and focus. */
export interface GlossaryEntry {
  readonly term: string;
  readonly meaning: string;
}

export type Glossary = readonly GlossaryEntry[];
