import type { Tutorial } from '@cutthroat/engine';
import { embezzleBeforeIrs } from './embezzle-before-irs.js';
import { marketValue } from './market-value.js';
import { squareAExtraction } from './square-a-extraction.js';

/** Dog Eat Dog's tutorials, in the order a newcomer takes them; adding one is a file and a line here. */
export const dogEatDogTutorials: readonly Tutorial[] = [squareAExtraction, marketValue, embezzleBeforeIrs];
