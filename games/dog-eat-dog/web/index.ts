import { dogEatDogTutorials, type DogEatDog } from '@cutthroat/dog-eat-dog';
import type { GameUiParts } from '@cutthroat/web-kit';
import { GuidePicture } from './GuidePicture.js';
import { endText } from './end.js';
import { openingText, passText, turnStart, turnSummary } from './log.js';
import { lossText } from './losses.js';
import { presets } from './presets.js';
import { Prompt } from './Prompt.js';
import { Reveal } from './Reveal.js';
import { Table } from './Table.js';
import { TradeForm } from './TradeForm.js';
import {
  actionText,
  bundleText,
  eventText,
  scoreText,
  seatFacts,
  statusText,
  termsText,
  tradeNote,
  windowTitle,
} from './text.js';
import './table.css';

/**
 * The Dog Eat Dog table; the catalogue pairs it with its module (`defineGameUi`), whose refusals
 * are empty: the rules' messages carry their figures, and the shell shows them.
 */
export const dogEatDogUi: GameUiParts<DogEatDog> = {
  Table,
  Prompt,
  Reveal,
  revealLabel: 'Reveal everything (Swiss accounts, kept cards, the Red Tape stack)',
  windowTitle,
  statusText,
  endText,
  eventText,
  turnStart,
  openingText,
  passText,
  turnSummary,
  lossText,
  actionText,
  termsText: (t) => termsText(t),
  tradeFields: [
    { key: 'give', label: 'You give', format: bundleText },
    { key: 'get', label: 'You get', format: bundleText },
  ],
  TradeForm,
  tradeNote,
  scoreText: (score) => scoreText(score),
  seatFacts,
  tutorials: dogEatDogTutorials,
  GuidePicture,
  presets,
};
