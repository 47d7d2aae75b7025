import { armsDealersTutorials, formatMoney, type ArmsDealers, type Face } from '@cutthroat/arms-dealers';
import type { GameUiParts } from '@cutthroat/web-kit';
import { GuidePicture } from './GuidePicture.js';
import { endText } from './end.js';
import { lossText } from './losses.js';
import { presets } from './presets.js';
import { Prompt } from './Prompt.js';
import { Reveal, Table } from './Table.js';
import { TradeForm } from './TradeForm.js';
import { givePicture, wantPicture } from './trade-pictures.js';
import {
  actionText,
  eventText,
  openingText,
  seatFacts,
  statusText,
  termsText,
  tradeNote,
  windowTitle,
} from './text.js';
import './table.css';

const faceOrNothing = (v: Face | null) => v ?? 'nothing';
/** One face, or any of several ("one Chemical or Missile"). */
const wantText = (v: Face | readonly Face[] | null) =>
  v === null || typeof v === 'string' ? faceOrNothing(v) : `one ${v.join(' or ')}`;

/** The Arms Dealers table; the catalogue pairs it with its module (`defineGameUi`). */
export const armsDealersUi: GameUiParts<ArmsDealers> = {
  Table,
  Prompt,
  Reveal,
  revealLabel: 'Reveal everything (every hand and the deck)',
  windowTitle,
  statusText,
  endText,
  eventText,
  openingText,
  lossText,
  actionText,
  termsText: (t) => termsText(t),
  tradeFields: [
    { key: 'give', label: 'Card you give', format: faceOrNothing, picture: givePicture },
    { key: 'want', label: 'Card you ask for', format: wantText, picture: wantPicture },
    {
      key: 'money',
      label: 'Money',
      format: (cents) => {
        if (cents === 0) return 'no money';
        return cents > 0 ? `you pay ${formatMoney(cents)}` : `they pay ${formatMoney(-cents)}`;
      },
    },
  ],
  TradeForm,
  tradeNote,
  scoreText: (score) => formatMoney(score),
  seatFacts,
  tutorials: armsDealersTutorials,
  GuidePicture,
  presets,
};
