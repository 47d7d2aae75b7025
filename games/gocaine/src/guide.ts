import type { Glossary, Guide } from '@cutthroat/module';
import { ACTION_TITLES, choiceOf, TURN_ACTIONS } from './steps.js';

/**
 * How to play GoCaine, in our words from the rulebook's sections C (Objectives), E (The Game
 * Board), F (Strategic Overview), G (Starting Resources), H (Turn Sequence) and its Seizure
 * Probability table, as built (README.md).
 */
export const gocaineGuide: Guide = {
  goal: 'Have the most cash when the game ends: buy cocaine cheap in the south, move it north through your cells, sell it dear.',
  end: 'A player with $1,000M or more in cash may knock at the end of a turn; everyone else then takes one last turn, and the most cash wins.',
  length: 'about 30 to 40 rounds with people (the rulebook’s figure); far fewer with bots',
  turn: [
    `Choose one action: ${choiceOf(TURN_ACTIONS.map((a) => ACTION_TITLES[a]))} (or none).`,
    'Deploy one purchased cell on any empty intersection; surrounded cells of others are captured.',
    'At any point, anyone holding a Task Force chip may hit a zone: its shipments roll for seizure.',
  ],
  sections: [
    {
      id: 'board',
      title: 'The board and its zones',
      picture: 'board',
      paragraphs: [
        'A Go grid of 10 × 12 intersections lies over a map of the Americas, cut into 15 zones: 4 supply zones in South America (Bolivia, Peru and the two Colombias), 5 transit zones, and 6 import zones in the US and Canada.',
        'Each zone has one price per metric ton (mt), for buying and for selling: $2.5M in Bolivia, up to $30M in the north. Prices rise as you go north.',
      ],
    },
    {
      id: 'start',
      title: 'What you start with',
      paragraphs: [
        'Each player starts with $50M, 10 purchased cells, Smuggling Infrastructure level 1 and one Task Force chip.',
      ],
    },
    {
      id: 'actions',
      title: 'The three actions',
      picture: 'route',
      paragraphs: [
        'Build & Buy: every cell of yours may buy product at its zone’s price, and you may buy cells ($5M each), infrastructure levels ($20M) and political influence assets ($20M, three per zone).',
        'Transport Product: each level of infrastructure moves one shipment one zone, from one of your cells to one of your cells in an adjacent zone. To cross a zone you need a cell in it.',
        'Sell Product: sell part or all of a shipment on one of your cells, at that zone’s price.',
      ],
    },
    {
      id: 'go',
      title: 'Cells and captures',
      picture: 'capture',
      paragraphs: [
        'After your action you deploy one purchased cell. A group of cells whose every neighbouring intersection is taken by another colour is captured and leaves the game; its shipment stays behind, abandoned, for whoever next puts a cell there.',
        'After a capture you may Kiss The Ring: put one cell from your supply on one of the intersections just emptied.',
      ],
    },
    {
      id: 'interdiction',
      title: 'Task Force interdictions',
      paragraphs: [
        'A Task Force chip hits one zone: every shipment there, and every shipment that arrives there until the current turn ends, rolls two dice. Big shipments are seized more often: 1 mt on 2-3, 4 mt on 2-6, 12 mt or more on 2-11.',
        'Each political influence asset you own in that zone adds 1 to your roll; a roll of 2 is always seized. Every influence asset you buy also gives you a Task Force chip.',
      ],
    },
    {
      id: 'loan',
      title: 'The bank loan',
      paragraphs: [
        'With no cash, no product and no loan, you may borrow $50M; $55M is repaid by itself as soon as you have it.',
      ],
    },
  ],
};

export const gocaineGlossary: Glossary = [
  { term: 'cash', meaning: 'Your money. The most cash at the end wins; $1,000M lets you knock.' },
  {
    term: 'cell',
    meaning: 'One of your chips on an intersection: it buys, moves and sells product, and holds ground.',
  },
  {
    term: 'purchased cells',
    meaning: 'Cells bought ($5M each) and not yet placed; you deploy one a turn.',
  },
  { term: 'shipment', meaning: 'The product (metric tons, mt) sitting on one of your cells.' },
  { term: 'mt', meaning: 'Metric ton: one cube of product.' },
  {
    term: 'zone',
    meaning:
      'One of 15 areas of the board, each with its own price; supply zones in the south, import zones in the north.',
  },
  {
    term: 'infrastructure',
    meaning: 'Smuggling Infrastructure: each level moves one shipment one zone a turn. $20M a level.',
  },
  {
    term: 'influence',
    meaning:
      'Political influence assets in a zone ($20M, three per zone): +1 to your seizure rolls there, and a Task Force chip.',
  },
  {
    term: 'Task Force chip',
    meaning: 'Hits one zone: every shipment there rolls 2d6 for seizure until the turn ends. Used once.',
  },
  { term: 'interdiction', meaning: 'A Task Force chip played on a zone: its shipments roll for seizure.' },
  { term: 'knock', meaning: 'With $1,000M or more, end the game: every other player takes one last turn.' },
  { term: 'Kiss The Ring', meaning: 'After a capture, place a cell from your supply on an intersection just emptied.' },
  { term: 'loan', meaning: '$50M from the bank when you have nothing; $55M is repaid as soon as you can.' },
];
