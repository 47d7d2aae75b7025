/**
 * Seat colours: the Okabe-Ito palette, distinguishable with the common colour-vision deficiencies,
 * and always paired with a letter (A-F), so colour is never the only cue.
 */
export const SEAT_COLOURS = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#CC79A7'] as const;
/** Text on each colour, for at least 4.5:1 contrast. */
export const SEAT_INK = ['#000', '#000', '#000', '#000', '#fff', '#000'] as const;
export const SEAT_LETTERS = 'ABCDEF';

export const seatLetter = (seat: number): string => SEAT_LETTERS[seat] ?? String(seat + 1);
export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
export const seatInk = (seat: number): string => SEAT_INK[seat % SEAT_INK.length]!;
