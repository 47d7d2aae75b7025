import { describe, expect, it } from 'vitest';
import {
  choiceLabel,
  fieldOf,
  initialDrafts,
  optionFields,
  readOptions,
  type OptionDrafts,
  type OptionField,
} from './options.js';

const common = { key: 'k', label: 'k', help: null };

describe('fieldOf: a JSON Schema property to a form field', () => {
  it.each<[string, unknown, OptionField | null]>([
    [
      'boolean → checkbox, title and description as label and help',
      { type: 'boolean', default: true, title: 'Money in trades', description: 'Trades may include money.' },
      { key: 'k', label: 'Money in trades', help: 'Trades may include money.', kind: 'boolean', initial: true },
    ],
    ['boolean without a default starts unticked', { type: 'boolean' }, { ...common, kind: 'boolean', initial: false }],
    [
      'integer with bounds → number input',
      { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
      { ...common, kind: 'number', integer: true, min: 1, max: 1000, initial: 100 },
    ],
    [
      'number without bounds',
      { type: 'number' },
      { ...common, kind: 'number', integer: false, min: null, max: null, initial: null },
    ],
    [
      'enum → select, starting at the default',
      { type: 'string', enum: ['simultaneous', 'seat-order'], default: 'seat-order' },
      { ...common, kind: 'choice', choices: ['simultaneous', 'seat-order'], initial: 'seat-order' },
    ],
    [
      'enum whose default is not a choice starts at the first',
      { type: 'string', enum: ['a', 'b'], default: 'c' },
      { ...common, kind: 'choice', choices: ['a', 'b'], initial: 'a' },
    ],
    [
      'nullable integer → number input that may be left empty',
      { default: null, anyOf: [{ type: 'integer', minimum: 1, maximum: 100 }, { type: 'null' }] },
      { ...common, kind: 'number', integer: true, min: 1, max: 100, initial: null, nullable: true },
    ],
    [
      'nullable array of integers → comma-separated text',
      {
        default: null,
        anyOf: [
          { type: 'array', maxItems: 6, items: { type: 'integer', minimum: 0, maximum: 1000 } },
          { type: 'null' },
        ],
      },
      { ...common, kind: 'numbers', integer: true, min: 0, max: 1000, maxItems: 6, initial: '' },
    ],
    [
      'nullable array with a default list',
      { default: [10, 6], anyOf: [{ type: 'null' }, { type: 'array', items: { type: 'number' } }] },
      { ...common, kind: 'numbers', integer: false, min: null, max: null, maxItems: null, initial: '10, 6' },
    ],
    ['enum of other than strings is left out', { enum: [1, 2] }, null],
    ['string without enum is left out', { type: 'string' }, null],
    ['array of strings is left out', { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] }, null],
    ['not an object is left out', 'integer', null],
  ])('%s', (_, schema, field) => {
    expect(fieldOf('k', schema)).toEqual(field);
  });
});

describe('optionFields', () => {
  it('keeps the properties’ order and leaves out what it cannot show', () => {
    const schema = {
      type: 'object',
      properties: {
        b: { type: 'boolean' },
        s: { type: 'string' },
        n: { type: 'integer', minimum: 0, maximum: 5, default: 2 },
      },
    };
    expect(optionFields(schema).map((f) => f.key)).toEqual(['b', 'n']);
  });

  it.each([null, 'x', [], {}, { properties: [] }])('has no fields for %j', (schema) => {
    expect(optionFields(schema)).toEqual([]);
  });

  it('keeps a property called __proto__ as an own key', () => {
    const schema = JSON.parse('{"properties":{"__proto__":{"type":"boolean","default":true}}}') as unknown;
    const fields = optionFields(schema);
    const drafts = initialDrafts(fields);
    expect(Object.hasOwn(drafts, '__proto__')).toBe(true);
    const read = readOptions(fields, drafts);
    expect(read.ok && Object.hasOwn(read.value, '__proto__')).toBe(true);
  });
});

const int: OptionField = { ...common, kind: 'number', integer: true, min: 1, max: 1000, initial: 100 };
const real: OptionField = { ...common, kind: 'number', integer: false, min: 0.5, max: null, initial: null };
const flag: OptionField = { ...common, kind: 'boolean', initial: false };
const choice: OptionField = {
  ...common,
  kind: 'choice',
  choices: ['simultaneous', 'seat-order'],
  initial: 'simultaneous',
};
const list: OptionField = { ...common, kind: 'numbers', integer: true, min: 0, max: 1000, maxItems: 3, initial: '' };

describe('readOptions: drafts to the options sent', () => {
  it.each<[string, OptionField, string | boolean | undefined, unknown]>([
    ['an integer', int, '3', 3],
    ['an integer with spaces', int, ' 30 ', 30],
    ['the lowest bound', int, '1', 1],
    ['the highest bound', int, '1000', 1000],
    ['a field not touched keeps its default', int, undefined, 100],
    ['a decimal number', real, '2.5', 2.5],
    ['a ticked box', flag, true, true],
    ['an unticked box', flag, false, false],
    ['a choice', choice, 'seat-order', 'seat-order'],
    ['numbers separated by commas', list, '10, 6,3', [10, 6, 3]],
    ['an empty list is null, the default', list, '  ', null],
  ])('%s', (_, field, draft, sent) => {
    const drafts: OptionDrafts = draft === undefined ? {} : { k: draft };
    expect(readOptions([field], drafts)).toEqual({ ok: true, value: { k: sent } });
  });

  it.each<[string, OptionField, string, string]>([
    ['below the lowest bound', int, '0', 'Give a whole number from 1 to 1000.'],
    ['above the highest bound', int, '1001', 'Give a whole number from 1 to 1000.'],
    ['a fraction for an integer', int, '2.5', 'Give a whole number from 1 to 1000.'],
    ['an empty number', int, '', 'Give a whole number from 1 to 1000.'],
    ['not a number', real, 'ten', 'Give a number at least 0.5.'],
    ['a choice that is not one', choice, 'random', 'Choose one of: simultaneous, seat-order.'],
    ['a list with a word', list, '10, x', 'Give a whole number from 0 to 1000, each, separated by commas.'],
    ['a list with an empty item', list, '10,,3', 'Give a whole number from 0 to 1000, each, separated by commas.'],
    ['a list too long', list, '1, 2, 3, 4', 'Give at most 3.'],
  ])('refuses %s', (_, field, draft, error) => {
    expect(readOptions([field], { k: draft })).toEqual({ ok: false, errors: { k: error } });
  });

  it('sends an empty nullable number as null, and checks a typed one', () => {
    const limit: OptionField = {
      ...common,
      kind: 'number',
      integer: true,
      min: 1,
      max: 100,
      initial: null,
      nullable: true,
    };
    expect(readOptions([limit], { k: '' })).toEqual({ ok: true, value: { k: null } });
    expect(readOptions([limit], { k: '6' })).toEqual({ ok: true, value: { k: 6 } });
    expect(readOptions([limit], { k: '0' })).toEqual({
      ok: false,
      errors: { k: 'Give a whole number from 1 to 100.' },
    });
  });

  it('reports every wrong field at once', () => {
    const fields = [
      { ...int, key: 'a' },
      { ...choice, key: 'b' },
      { ...flag, key: 'c' },
    ];
    expect(readOptions(fields, { a: 'x', b: 'y', c: true })).toEqual({
      ok: false,
      errors: { a: 'Give a whole number from 1 to 1000.', b: 'Choose one of: simultaneous, seat-order.' },
    });
  });

  it('starts from the schema’s defaults', () => {
    const fields = [int, flag, choice, list].map((f, i) => ({ ...f, key: `f${i}` }));
    expect(initialDrafts(fields)).toEqual({ f0: '100', f1: false, f2: 'simultaneous', f3: '' });
  });

  it('starts from a preset’s values where it gives them, the defaults elsewhere', () => {
    const fields = [int, flag, choice, list].map((f, i) => ({ ...f, key: `f${i}` }));
    expect(initialDrafts(fields, { f0: 6, f2: 'seat-order', f3: [10, 6, 3] })).toEqual({
      f0: '6',
      f1: false,
      f2: 'seat-order',
      f3: '10, 6, 3',
    });
    // A value of the wrong type is not shown: the field keeps its default.
    expect(initialDrafts(fields, { f0: 'six', f1: 1, f2: 'nowhere', f3: null })).toEqual({
      f0: '100',
      f1: false,
      f2: 'simultaneous',
      f3: '',
    });
  });
});

describe('choiceLabel', () => {
  it.each([
    ['seat-order', 'seat order'],
    ['discardedCurrentEvents', 'discarded current events'],
    ['oncePerRound', 'once per round'],
    ['USA', 'USA'],
    ['simultaneous', 'simultaneous'],
    ['turn_based', 'turn based'],
  ])('%s reads %s', (choice, label) => {
    expect(choiceLabel(choice)).toBe(label);
  });
});
