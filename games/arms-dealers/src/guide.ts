import type { Glossary, Guide } from '@cutthroat/module';

/**
 * How to play Arms Dealers, in our words from the printed rules (OBJECT, THE DECK, TURN SEQUENCE
 * and the card lists), with the project's rulings on trades and the order of answers.
 */
export const armsDealersGuide: Guide = {
  goal: 'Have the most money when the game ends.',
  end: 'The game ends when a player must draw and the deck is empty.',
  length: 'about 20 minutes with 4 players (the 76-card deck runs out)',
  turn: [
    'Draw one card; keep at most 7 in your hand.',
    'Trade cards with other players if you like, then lay a deal or pass.',
    'The others may intercept your deal; you may evade, one evasion per interception.',
    'A deal that survives pays its profit; you draw one more card.',
  ],
  sections: [
    {
      id: 'deal',
      title: 'A deal',
      picture: 'deal',
      paragraphs: [
        'A deal is a seller, a buyer and one to five weapons of one type, laid face up from your hand.',
        'Some sellers refuse some buyers: the USA does not sell to Iraq, the USSR not to Afghanistan, China not to North Korea, France not to Angola.',
      ],
    },
    {
      id: 'cards',
      title: 'The five kinds of card',
      picture: 'cards',
      paragraphs: [
        'Weapons carry their profit row: the more weapons of one type in a deal, the more it pays (one Chemical pays $5, four Missiles $110).',
        'Sellers and buyers raise or lower the profit by their percentage: the USA and India add 10%, the USSR, China and Angola take 10% off.',
        'Interceptions (CIA, FBI, Interpol) are played by the other players against your deal; evasions (Staging Post, Front Company, Diplomatic Immunity) cancel them one for one. Each agency ignores one evasion: the CIA is not fooled by a Front Company, the FBI not by a Staging Post, Interpol not by Diplomatic Immunity.',
      ],
    },
    {
      id: 'profit',
      title: 'Profit',
      paragraphs: [
        'Profit is the weapons’ value times 100% plus the seller’s and the buyer’s percentages: one Chemical sold by the USA to India pays $5 × 120% = $6.00.',
        'An intercepted deal is discarded and pays nothing, and you do not draw your second card.',
      ],
    },
    {
      id: 'trades',
      title: 'Trades',
      paragraphs: [
        'During your deal phase you may offer another player one card for one card (with the money-trades option, money too). Offers are public; you cannot see the other hand, so you ask for a card by its name.',
      ],
    },
  ],
};

export const armsDealersGlossary: Glossary = [
  { term: 'deal', meaning: 'A seller, a buyer and 1 to 5 weapons of one type, laid face up to make a profit.' },
  { term: 'weapon', meaning: 'A card of one of five types; more of one type in a deal pay more (its profit row).' },
  { term: 'seller', meaning: 'The country a deal sells from; its percentage raises or lowers the profit.' },
  { term: 'buyer', meaning: 'The country a deal sells to; its percentage raises or lowers the profit.' },
  {
    term: 'interception',
    meaning: 'CIA, FBI or Interpol: played by another player to destroy a deal unless it is evaded.',
  },
  { term: 'evasion', meaning: 'Staging Post, Front Company or Diplomatic Immunity: cancels one interception.' },
  { term: 'profit', meaning: 'What a deal that survives pays: the weapons’ value times 100% ± the percentages.' },
  { term: 'deck', meaning: 'The cards left to draw. When a player must draw from an empty deck, the game ends.' },
  { term: 'hand', meaning: 'Your cards, hidden from the others; at most 7 after your draw.' },
  { term: 'money', meaning: 'Your profits so far. The most money at the end wins.' },
];
