import { z } from 'zod';

/**
 * Dog Eat Dog's options: the eight rulings of content.json > options (their defaults are the
 * design's, and a test compares them) and the rulebook's variants (Additional Rules).
 */
export const DogEatDogOptions = z.strictObject({
  /** Public Laws a player may knowingly break (legal but risky, reportable). */
  breakableLawOps: z
    .array(z.enum(['forbid', 'limit']))
    .max(2)
    .default(['forbid', 'limit'])
    .meta({ title: 'Breakable laws', description: 'Public Laws a player may knowingly break: bans, limits, or both.' }),
  /** $M per unit a reported breaker pays for goods he no longer holds. */
  breachUnheldGoods: z
    .strictObject({ raw: z.int().min(0).max(100), product: z.int().min(0).max(100) })
    .default({ raw: 12, product: 27 })
    .meta({
      title: 'Unheld goods in a breach',
      description: '$M per unit a reported breaker pays for goods he no longer holds.',
    }),
  /** An empty Red Tape stack: reshuffle the discarded Current Events, or draw nothing more. */
  redTapeReshuffle: z.enum(['discardedCurrentEvents', 'none']).default('discardedCurrentEvents').meta({
    title: 'Empty Red Tape stack',
    description: 'Reshuffle the discarded Current Events, or draw nothing more.',
  }),
  /** How often an owned Corrupt Official may be turned against others: at each trigger, or once a round. */
  ownedOfficialUses: z
    .enum(['unlimited', 'oncePerRound'])
    .default('unlimited')
    .meta({ title: "Owned officials' powers", description: 'At each trigger, or once a round.' }),
  /** The Management Washroom's reward (design.md section 7, item 3). */
  washroom: z
    .enum(['freeHireOrExtraTask'])
    .default('freeHireOrExtraTask')
    .meta({ title: 'Management Washroom', description: 'A free hire or an extra task.' }),
  /** The fourth corner: The Lobby, or a space with no effect. */
  fourthCorner: z
    .enum(['lobby', 'restArea'])
    .default('lobby')
    .meta({ title: 'Fourth corner', description: 'The Lobby, or a space with no effect.' }),
  /** A pollution marker with no legal square or none left in the supply is not placed, unfined. */
  pollutionNoLegalSquare: z
    .enum(['notPlaced'])
    .default('notPlaced')
    .meta({ title: 'Pollution with no square', description: 'A marker with no legal square is not placed, unfined.' }),
  /** Public Auctions or Sealed Bids per opportunity (home city, Land Office, Land Rush). */
  acquisitionAttemptsPerOpportunity: z
    .int()
    .min(1)
    .max(3)
    .default(1)
    .meta({ title: 'Acquisition attempts', description: 'Public Auctions or Sealed Bids per opportunity.' }),

  /** Old Boys Network: every player starts owning a Corrupt Official. */
  oldBoysNetwork: z
    .boolean()
    .default(false)
    .meta({ title: 'Old Boys Network', description: 'Every player starts owning a Corrupt Official.' }),
  /** Advanced Planning: Hiring/Firing moves to the end of the turn. */
  advancedPlanning: z
    .boolean()
    .default(false)
    .meta({ title: 'Advanced Planning', description: 'Hiring and firing move to the end of the turn.' }),
  /** Swiss balance that wins at once: 150 (rulebook), 200 (Long Game), 100 (Short Game 1). */
  victorySwiss: z.int().min(10).max(1000).default(150).meta({
    title: 'Victory sum ($M)',
    description: 'Swiss balance that wins at once: 150, 200 (Long Game) or 100 (Short Game 1).',
  }),
  /** Short Game 2: the game ends after this many full rounds (6), most Swiss winning. */
  turnLimit: z.int().min(1).max(100).nullable().default(null).meta({
    title: 'Round limit (Short Game 2)',
    description: 'The game ends after this many full rounds, most Swiss winning.',
  }),
  /**
   * The fewest players with whom Waste Mismanagement, Inc. is in play: 5 by the rulebook (Setup,
   * "If there are four or fewer players, remove Waste Mismanagement"); lower to try it anyway.
   */
  wasteMismanagementFrom: z.int().min(2).max(6).default(5).meta({
    title: 'Waste Mismanagement from',
    description: 'The fewest players with whom Waste Mismanagement, Inc. is in play (5 by the rulebook).',
  }),
  /**
   * Goo Pont and Waste Mismanagement swap home cities and start squares (design.md section 8):
   * Goo Pont's printed start is the only one no rival's pollution reaches.
   */
  swapHomeCities: z.boolean().default(false).meta({
    title: 'Swap home cities',
    description:
      "Goo Pont and Waste Mismanagement swap home cities and start squares, so a rival's pollution reaches Goo Pont's start.",
  }),
  /** Divisions chosen in roll order (rulebook) or dealt at random. */
  divisionChoice: z
    .enum(['rollOrder', 'random'])
    .default('rollOrder')
    .meta({ title: 'Division choice', description: 'Chosen in roll order, or dealt at random.' }),
  /**
   * A bound the rulebook does not have: after this many rounds the final bonus round is played as
   * if the map were destroyed, so a game of players who never destroy it still ends.
   */
  roundLimit: z.int().min(1).max(1000).default(100).meta({
    title: 'Safety round limit',
    description: 'After this many rounds the final bonus round is played as if the map were destroyed.',
  }),
  /** Trade offers a seat may make in one player's turn: a bound for online play, not a rule. */
  offersPerTurn: z
    .int()
    .min(0)
    .max(50)
    .default(3)
    .meta({ title: 'Trade offers a turn', description: "Trade offers a seat may make in one player's turn." }),
});
export type DogEatDogOptions = z.infer<typeof DogEatDogOptions>;

/** Every option at its default. */
export const defaultOptions: DogEatDogOptions = DogEatDogOptions.parse({});
