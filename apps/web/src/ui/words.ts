import { AWAY_HOURS } from '@cutthroat/protocol';

/**
 * Refusals and errors as sentences that say why. The server's codes are stable; its messages are
 * the fallback for a code not listed here.
 */
const WORDS: Readonly<Record<string, string>> = {
  // protocol and server
  'protocol/malformed': 'The server could not read that message.',
  'protocol/too-large': 'That message is too long for the server.',
  'protocol/rate-limited': 'Too many messages at once: wait a moment and try again.',
  'protocol/chat-too-fast': 'You are chatting too fast: wait a moment before the next line.',
  'protocol/hello-first': 'The connection was not ready yet; try again.',
  'protocol/unknown-match': 'There is no such match on this server.',
  'protocol/bad-token':
    'This browser’s seat token does not hold a seat in this match any more (the seat may have been handed to a bot).',
  'protocol/spectators-cannot-act': 'You are watching: spectators cannot act.',
  'protocol/too-many-sockets': 'Too many connections from your address: close some tabs, then reload.',
  'protocol/connecting-too-fast':
    'Too many connections were opened from your address just now: this page connects again in a moment.',
  'protocol/seat-lost': 'That seat is no longer yours (a bot plays it, or it was given back). You can still watch.',
  'protocol/token-replaced':
    'The key this page played with was replaced ("Make a new link", in this browser or another): reload the page to play on with the new one, if this browser has it.',
  'action/stale': 'The table changed before your move arrived (someone moved first). Look again and choose anew.',
  'match/not-started': 'The match starts when every seat is taken.',
  'match/busy': 'The match is busy; try again.',
  'server/internal': 'The server failed on that; try again (the table shows whether a move went through).',
  'net/not-connected': 'You are not connected to the server, so your move was not sent.',
  'net/unreachable': 'The server cannot be reached.',
  'net/closed': 'The server closed the connection.',
  // engine
  'action/malformed': 'The server did not understand that move.',
  'action/unknown-seat': 'There is no such seat in this match.',
  'action/not-your-turn': 'It is not your turn.',
  'action/game-over': 'The game is over.',
  'window/action-not-allowed': 'That is not one of the answers allowed now.',
  'window/none-open': 'There is nothing to answer now.',
  'offer/pending': 'A trade offer must be answered first.',
  'offer/not-found': 'That trade offer is no longer open.',
  'offer/not-yours': 'That trade offer is not yours to answer.',
  'offer/not-allowed-now': 'Trades cannot be proposed now.',
  'deadline/nothing-pending': 'Nothing was waiting for a deadline.',
  // lobby
  'lobby/malformed': 'The server refused the request as malformed.',
  'lobby/unknown-game': 'The server does not know that game.',
  'lobby/unknown-bot': 'The server does not know that kind of bot.',
  'lobby/bad-options': 'Those game options are not valid.',
  'lobby/unauthorized':
    'Your player identity is not known to this server. If you made a new link for it on another device, open that link here; else forget it to start a new one.',
  'lobby/unknown-match': 'There is no such match.',
  'lobby/seat-taken': 'Someone took that seat first.',
  'lobby/no-open-seat': 'Every seat is taken.',
  'lobby/not-your-seat': 'You do not hold that seat (any more), or the match is over.',
  'lobby/not-finished': 'The match is not over yet, so its record is still secret.',
  'lobby/not-away': `Not yet: a seat may be handed to a bot once the match has waited ${AWAY_HOURS} hours for its player.`,
  'lobby/has-clock': 'This match has a clock: when a turn runs out, its deadline moves the player who went away.',
  'lobby/rate-limited': 'Too many requests from your address: wait a few seconds and try again.',
  'lobby/fixtures-off': 'This server does not accept fixed setups.',
  'lobby/already-seated': 'You have a seat at this table already: one seat per person.',
  'lobby/too-many-open':
    'You already have as many open matches waiting in the lobby as the server allows: wait for one to fill, or make this one by invitation only.',
  'text/unprintable':
    'That text holds a control character, a right-to-left override or an invisible character: type it without them.',
  'text/no-letter': 'A name needs at least one letter or digit that can be seen.',
  'lobby/token-unusable': 'That new key could not be used; try again.',
  'lobby/bots-only-full':
    'The server is already playing as many matches of bots only as it allows: try again when one ends, or take a seat yourself.',
};

/** A sentence for a code (the game's own refusals first), falling back on the server's own message. */
export function sentence(code: string, message: string, refusals: Readonly<Record<string, string>> = {}): string {
  // Codes come from the server: an own-property lookup, so that `constructor` is no sentence.
  const known = Object.hasOwn(refusals, code) ? refusals[code] : Object.hasOwn(WORDS, code) ? WORDS[code] : undefined;
  if (known) return known;
  const text = message.trim() || code;
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Who won, as a sentence's subject and verb: `Ann wins`, `Ann and Bob win`, `Ann, Bob and Cy win`. */
export function winnersText(names: readonly string[]): string {
  if (names.length === 0) return 'Nobody wins';
  if (names.length === 1) return `${names[0]} wins`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} win`;
}

/** A place in words: `1st`, `2nd`, `3rd`, `11th`, `22nd`. */
export function ordinal(n: number): string {
  const s =
    n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${s}`;
}
