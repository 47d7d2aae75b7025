import {
  gocaine,
  gocaineGlossary,
  gocaineGuide,
  gocaineTutorials,
  windowTitle,
  type GoCaineState,
} from '@cutthroat/gocaine';
import type { GameUi } from '@cutthroat/web-kit';
import { GuidePicture } from './GuidePicture.js';
import { Prompt } from './Prompt.js';
import { Reveal } from './Reveal.js';
import { autoAnswer } from './skip.js';
import { Table } from './Table.js';
import { actionText, eventText, scoreText, seatFacts, statusText } from './text.js';
import './table.css';

export const gocaineUi: GameUi = {
  id: 'gocaine',
  title: 'GoCaine',
  rules: gocaine,
  // GoCaine's refusals carry their figures: its messages are the words.
  refusals: {},
  Table,
  Prompt,
  Reveal,
  revealLabel: 'Reveal everything (nothing in GoCaine is hidden)',
  windowTitle,
  autoAnswer,
  statusText,
  eventText,
  actionText,
  // GoCaine has no trades (money and resources never change hands between players).
  termsText: () => '',
  tradeFields: [],
  tradeNote: () => null,
  scoreText,
  seatFacts,
  tutorials: gocaineTutorials,
  guide: gocaineGuide,
  glossary: gocaineGlossary,
  GuidePicture,
  progress: {
    money: (G) => (G as GoCaineState).players.map((p) => p.cash),
    at: (G) => (G as GoCaineState).round,
    unit: 'round',
  },
};
