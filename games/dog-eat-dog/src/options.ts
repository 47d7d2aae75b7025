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
    .default(['forbid', 'limit']),
  /** $M per unit a reported breaker pays for goods he no longer holds. */
  breachUnheldGoods: z
    .strictObject({ raw: z.int().min(0).max(100), product: z.int().min(0).max(100) })
    .default({ raw: 12, product: 27 }),
  /** An empty Red Tape stack: reshuffle the discarded Current Events, or draw nothing more. */
  redTapeReshuffle: z.enum(['discardedCurrentEvents', 'none']).default('discardedCurrentEvents'),
  /** How often an owned Corrupt Official may be turned against others: at each trigger, or once a round. */
  ownedOfficialUses: z.enum(['unlimited', 'oncePerRound']).default('unlimited'),
  /** The Management Washroom's reward (design.md section 7, item 3). */
  washroom: z.enum(['freeHireOrExtraTask']).default('freeHireOrExtraTask'),
  /** The fourth corner: The Lobby, or a space with no effect. */
  fourthCorner: z.enum(['lobby', 'restArea']).default('lobby'),
  /** A pollution marker with no legal square or none left in the supply is not placed, unfined. */
  pollutionNoLegalSquare: z.enum(['notPlaced']).default('notPlaced'),
  /** Public Auctions or Sealed Bids per opportunity (home city, Land Office, Land Rush). */
  acquisitionAttemptsPerOpportunity: z.int().min(1).max(3).default(1),

  /** Old Boys Network: every player starts owning a Corrupt Official. */
  oldBoysNetwork: z.boolean().default(false),
  /** Advanced Planning: Hiring/Firing moves to the end of the turn. */
  advancedPlanning: z.boolean().default(false),
  /** Swiss balance that wins at once: 150 (rulebook), 200 (Long Game), 100 (Short Game 1). */
  victorySwiss: z.int().min(10).max(1000).default(150),
  /** Short Game 2: the game ends after this many full rounds (6), most Swiss winning. */
  turnLimit: z.int().min(1).max(100).nullable().default(null),
  /** Divisions chosen in roll order (rulebook) or dealt at random. */
  divisionChoice: z.enum(['rollOrder', 'random']).default('rollOrder'),
  /**
   * A bound the rulebook does not have: after this many rounds the final bonus round is played as
   * if the map were destroyed, so a game of players who never destroy it still ends.
   */
  roundLimit: z.int().min(1).max(1000).default(100),
  /** Trade offers a seat may make in one player's turn: a bound for online play, not a rule. */
  offersPerTurn: z.int().min(0).max(50).default(3),
});
export type DogEatDogOptions = z.infer<typeof DogEatDogOptions>;

/** Every option at its default. */
export const defaultOptions: DogEatDogOptions = DogEatDogOptions.parse({});
