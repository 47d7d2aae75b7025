/**
 * Something that happened, as everyone may know it. Events are public by construction: a game
 * never puts a hidden fact (a drawn card, a secret balance) in one. A seat learns its own secrets
 * only from its view.
 */
export interface GameEvent {
  readonly type: string;
  readonly [field: string]: unknown;
}
