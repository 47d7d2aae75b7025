import {
  dogEatDog,
  dogEatDogGlossary,
  dogEatDogGuide,
  dogEatDogTutorials,
  windowTitle,
  type DogEatDogState,
} from '@cutthroat/dog-eat-dog';
import type { GameUi } from '@cutthroat/web-kit';
import { GuidePicture } from './GuidePicture.js';
import { Prompt } from './Prompt.js';
import { Reveal } from './Reveal.js';
import { Table } from './Table.js';
import { actionText, bundleText, eventText, scoreText, seatFacts, statusText, termsText, tradeNote } from './text.js';
import './table.css';

export const dogEatDogUi: GameUi = {
  id: 'dog-eat-dog',
  title: 'Dog Eat Dog',
  rules: dogEatDog,
  // The module's (empty): the rules' messages carry their figures, and the shell shows them
  // (`refusalWords` in the game's words.ts has a sentence per code for clients with only the code).
  refusals: {},
  Table,
  Prompt,
  Reveal,
  revealLabel: 'Reveal everything (Swiss accounts, kept cards, the Red Tape stack)',
  windowTitle,
  statusText,
  eventText,
  actionText,
  termsText: (t) => termsText(t),
  tradeFields: [
    { key: 'give', label: 'You give', format: (v) => bundleText(v as Parameters<typeof bundleText>[0]) },
    { key: 'get', label: 'You get', format: (v) => bundleText(v as Parameters<typeof bundleText>[0]) },
  ],
  tradeNote,
  scoreText: (score) => scoreText(score),
  seatFacts,
  tutorials: dogEatDogTutorials,
  guide: dogEatDogGuide,
  glossary: dogEatDogGlossary,
  GuidePicture,
  // Only the Swiss accounts decide the winner: the chart follows them.
  progress: {
    money: (G) => (G as DogEatDogState).players.map((p) => p.swiss),
    at: (G) => (G as DogEatDogState).round,
    unit: 'round',
  },
};
