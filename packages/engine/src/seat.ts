/** Seats are numbered 0..players-1 clockwise. */
export type Seat = number;

/** The actor for inputs no seat makes, such as an expired deadline. */
export const SYSTEM = -1;
export type Actor = Seat | typeof SYSTEM;
