import { randomBot } from '@cutthroat/bots';
import { ladderOf, type GameModule } from '@cutthroat/module';
import ladder from '../data/ladder.json' with { type: 'json' };
import { GOCAINE_FEATURES, gocaineFeatures } from './bots/features.js';
import { z } from 'zod';
import { heuristicGoCaineBot, patientGoCaineBot } from './bots/heuristic.js';
import { gocaineSearch, strongGoCaineBot } from './bots/search.js';
import { gocaine, type GoCaine } from './game.js';
import { gocaineGlossary, gocaineGuide } from './guide.js';
import { gocaineClaims, gocaineExtras, gocaineSeatGroups } from './lab.js';
import { gocaineFullState, gocaineText } from './terminal.js';
import { formatCash } from './words.js';

/** What a designer may tune in the heuristic bots (`cutthroat report --sweep bot.interdictValue=40,200`). */
const heuristicParams = z.object({
  interdictValue: z
    .number()
    .int()
    .min(0)
    .max(100_000)
    .optional()
    .describe('the expected loss ($M) a Task Force chip must inflict on threatening seats to be played (40)'),
});

/** GoCaine as the apps see it: the catalogue lists this. */
export const gocaineModule: GameModule<GoCaine, 'gocaine'> = {
  id: 'gocaine',
  game: gocaine,
  title: 'GoCaine',
  pitch:
    'Trafficking on a multi-colour Go board: buy low in the south, move north through your cells, sell high, dodge the Task Force.',
  // The heuristic stays first, the stand-in for a seat whose player left, while the server runs
  // bots on its event loop: a search decision takes up to 300 ms of CPU (docs/bots.md).
  bots: [
    {
      name: 'heuristic',
      level: 'normal',
      blurb: 'Plans a buy-move-sell route for its cash, grows its cells along it, interdicts a leader.',
      params: heuristicParams,
      make: (s) => heuristicGoCaineBot(heuristicParams.parse(s?.params ?? {})),
    },
    {
      name: 'strong',
      level: 'strong',
      blurb:
        'Plans ahead: plays out futures with every roll of the dice it may meet, picks what pays most, and keeps a Task Force chip as a threat.',
      make: (settings) => strongGoCaineBot(settings?.budget ? { budget: settings.budget } : {}),
    },
    {
      name: 'cautious',
      level: 'normal',
      blurb: 'The heuristic, but always ships in small lots, as if every rival held a Task Force chip.',
      params: heuristicParams,
      make: (s) => heuristicGoCaineBot({ ...heuristicParams.parse(s?.params ?? {}), alwaysSmall: true }),
    },
    {
      name: 'patient',
      level: 'normal',
      blurb: 'The heuristic, but keeps one Task Force chip in hand: the threat keeps rivals shipping small lots.',
      make: () => patientGoCaineBot(),
    },
    { name: 'random', level: 'easy', blurb: 'Picks any legal move at random.', make: randomBot },
  ],
  // GoCaine's refusals carry their figures ("needs $40M, has $25M"): its messages are the words.
  refusals: {},
  text: gocaineText,
  search: gocaineSearch,
  ladder: ladderOf(ladder),
  valueFeatures: { names: GOCAINE_FEATURES, of: gocaineFeatures },
  guide: gocaineGuide,
  glossary: gocaineGlossary,
  sim: {
    money: (G) => G.players.map((p) => p.cash),
    formatMoney: formatCash,
    turns: (G) => G.round,
    lengthUnit: 'rounds',
    ending: (G) => {
      if (G.knockedBy !== null) return 'knock';
      if (G.players.filter((p) => !p.conceded).length <= 1) return 'concessions';
      return 'round limit';
    },
    milestones: [
      {
        id: 'knock-threshold',
        label: 'round in which a player first holds the knock threshold ($1,000M by default)',
        reached: (G) => (G.players.some((p) => p.cash >= G.options.knockThreshold) ? G.round : null),
      },
    ],
    fullState: gocaineFullState,
    extras: gocaineExtras,
    seatGroups: gocaineSeatGroups,
    claims: gocaineClaims,
  },
};
