import type { Tutorial } from '@cutthroat/engine';
import { kissTheRing } from './kiss-the-ring.js';
import { seizureRoll } from './seizure-roll.js';
import { transportExample } from './transport-example.js';

/** GoCaine's tutorials, in the order a newcomer takes them; adding one is a file and a line here. */
export const gocaineTutorials: readonly Tutorial[] = [transportExample, seizureRoll, kissTheRing];
