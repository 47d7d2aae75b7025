import type { Glossary, Guide } from '@cutthroat/module';

/**
 * How to play Dog Eat Dog, in our words from the rulebook's Overview, Your Turn, Other Actions and
 * Winning, as built (README.md; the board and the cards are a reconstruction).
 */
export const dogEatDogGuide: Guide = {
  goal: 'Be the first to hold $150M in your Swiss bank account.',
  end: 'The first player with $150M in Switzerland wins at once; if every Natural Square is destroyed first, a final bonus round is played and the biggest Swiss account wins.',
  length: 'a long game, until someone has embezzled $150M (the Short Game options end it sooner)',
  turn: [
    'Movement: roll two dice and move clockwise round the outer ring; the space acts.',
    'Sales: sell products and raw materials on the Open Market.',
    'Payroll, then hiring or firing workers.',
    'Production and pollution: turn raw materials into products, and pollute the map.',
    'Extraction: workers dig raw materials out of your Natural Squares (or buy them).',
    'Once a turn, at any point: embezzle up to half your corporate account to Switzerland.',
  ],
  sections: [
    {
      id: 'board',
      title: 'The board',
      picture: 'board',
      paragraphs: [
        'An outer ring of 20 spaces (cities, the IRS, Geneva, the Land Office...) runs round an inner map of 16 Natural Squares. Each square shows three raw materials that can be extracted from it.',
        'Extraction and pollution degrade a square, stage 1 to stage 3; a stage 3 square yields nothing. Then you give it up and try to acquire a healthy one.',
      ],
    },
    {
      id: 'money',
      title: 'Two accounts',
      paragraphs: [
        'Your corporate account pays for everything. Only your Swiss bank account counts for winning: embezzle into it, once a turn, up to half the corporate account.',
        'Passing the IRS with $26M or more in the corporate account costs a third of it, so embezzle before you get there.',
      ],
    },
    {
      id: 'red-tape',
      title: 'Red Tape, laws and bribes',
      paragraphs: [
        'Landing on a city draws a Red Tape card: a Current Event that happens at once, or a Corrupt Official. An official’s law is in force for everyone until someone bribes it away and owns the official.',
        'You may break a law knowingly; anyone may report you until your next turn, for a $10M fine.',
      ],
    },
    {
      id: 'deals',
      title: 'Trading',
      paragraphs: [
        'Money, raw materials, products, officials and squares may change hands between any two players at any time. Workers and divisions may not.',
      ],
    },
  ],
};

export const dogEatDogGlossary: Glossary = [
  { term: 'Swiss bank account', meaning: 'Your secret money. The first to $150M there wins.' },
  { term: 'corporate account', meaning: 'Your division’s money: it pays for everything, and the IRS taxes it.' },
  { term: 'embezzle', meaning: 'Once a turn, move up to half your corporate account to your Swiss bank account.' },
  {
    term: 'Natural Square',
    meaning: 'A square of the inner map with three raw materials; it degrades from stage 1 to stage 3.',
  },
  { term: 'raw materials', meaning: 'Coal, chemicals, iron, oil, wood: extracted, sold or made into products.' },
  { term: 'products', meaning: 'Fuel, paper, plastic, steel, recyclables: made from raw materials, sold dearer.' },
  { term: 'workers', meaning: 'Each does one task a turn: produce or extract. $1M each in payroll.' },
  { term: 'IRS', meaning: 'Passing or landing on it with $26M or more takes a third of your corporate account.' },
  { term: 'Red Tape', meaning: 'Cards drawn on cities: Current Events and Corrupt Officials.' },
  { term: 'Corrupt Official', meaning: 'A card whose law binds everyone, until bribed; its owner is immune.' },
  { term: 'pollution', meaning: 'Markers that production puts on the map; a second marker degrades a square.' },
];
