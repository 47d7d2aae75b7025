import { gocaineTutorials, windowTitle, type GoCaine } from '@cutthroat/gocaine';
import type { GameUiParts } from '@cutthroat/web-kit';
import { GuidePicture } from './GuidePicture.js';
import { endText } from './end.js';
import { lossText } from './losses.js';
import { presets } from './presets.js';
import { Prompt } from './Prompt.js';
import { Reveal } from './Reveal.js';
import { autoAnswer } from './skip.js';
import { Table } from './Table.js';
import { actionText, eventText, scoreText, seatFacts, statusText } from './text.js';
import './table.css';

/** The GoCaine table; the catalogue pairs it with its module (`defineGameUi`). */
export const gocaineUi: GameUiParts<GoCaine> = {
  Table,
  Prompt,
  Reveal,
  revealLabel: 'Reveal everything (nothing in GoCaine is hidden)',
  windowTitle,
  autoAnswer,
  statusText,
  endText,
  eventText,
  lossText,
  actionText,
  // GoCaine has no trades (money and resources never change hands between players).
  termsText: () => '',
  tradeFields: [],
  tradeNote: () => null,
  scoreText,
  seatFacts,
  tutorials: gocaineTutorials,
  GuidePicture,
  presets,
};
