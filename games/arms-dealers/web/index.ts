import {
  armsDealers,
  armsDealersTutorials,
  armsDealersGlossary,
  armsDealersGuide,
  formatMoney,
  refusalWords,
  type ArmsDealersState,
} from '@cutthroat/arms-dealers';
import type { GameUi } from '@cutthroat/web-kit';
import { GuidePicture } from './GuidePicture.js';
import { Prompt } from './Prompt.js';
import { Reveal, Table } from './Table.js';
import { actionText, eventText, seatFacts, statusText, termsText, tradeNote, windowTitle } from './text.js';
import './table.css';

const faceOrNothing = (v: unknown) => (v === null ? 'nothing' : String(v));

export const armsDealersUi: GameUi = {
  id: 'arms-dealers',
  title: 'Arms Dealers',
  rules: armsDealers,
  refusals: refusalWords,
  Table,
  Prompt,
  Reveal,
  revealLabel: 'Reveal everything (every hand and the deck)',
  windowTitle,
  statusText,
  eventText,
  actionText,
  termsText: (t) => termsText(t as Parameters<typeof termsText>[0]),
  tradeFields: [
    { key: 'give', label: 'Card you give', format: faceOrNothing },
    { key: 'want', label: 'Card you ask for', format: faceOrNothing },
    {
      key: 'money',
      label: 'Money',
      format: (v) => {
        const cents = Number(v);
        if (cents === 0) return 'no money';
        return cents > 0 ? `you pay ${formatMoney(cents)}` : `they pay ${formatMoney(-cents)}`;
      },
    },
  ],
  tradeNote,
  scoreText: (score) => formatMoney(score),
  seatFacts,
  tutorials: armsDealersTutorials,
  guide: armsDealersGuide,
  glossary: armsDealersGlossary,
  GuidePicture,
  progress: {
    money: (G) => (G as ArmsDealersState).money,
    at: (G) => (G as ArmsDealersState).turn,
    unit: 'turn',
  },
};
