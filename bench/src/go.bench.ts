import { benchGo as goAgainstSabaki, type GoBenchFigures } from '@cutthroat/gocaine/bench/go';

/** The Go engine against @sabaki/go-board on the same random games, for 5 s of each. */
export const benchGo = (): GoBenchFigures => goAgainstSabaki(5);
