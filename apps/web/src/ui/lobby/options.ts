/**
 * A game's options form, from the JSON Schema the server sends (`GET /api/games`): each property
 * the form can show becomes a field, read once here into typed values. The lobby knows no game: a
 * game's options are whatever its schema says.
 */

interface Common {
  readonly key: string;
  /** The schema's `title`, else the property's name. */
  readonly label: string;
  /** The schema's `description`, if any. */
  readonly help: string | null;
}

/** One field of the options form. */
export type OptionField =
  | (Common & { readonly kind: 'boolean'; readonly initial: boolean })
  | (Common & {
      readonly kind: 'number';
      readonly integer: boolean;
      readonly min: number | null;
      readonly max: number | null;
      readonly initial: number | null;
      /** The schema allows null too: left empty, the option is sent as null. */
      readonly nullable?: true;
    })
  | (Common & { readonly kind: 'choice'; readonly choices: readonly string[]; readonly initial: string })
  /** A list of numbers written as `10, 6, 3`; left empty it is `null` (the schema's default). */
  | (Common & {
      readonly kind: 'numbers';
      readonly integer: boolean;
      readonly min: number | null;
      readonly max: number | null;
      readonly maxItems: number | null;
      readonly initial: string;
    });

/** What a person has typed or ticked, by option key: text for inputs and selects, a flag for a box. */
export type OptionDrafts = Readonly<Record<string, string | boolean>>;

type Json = Readonly<Record<string, unknown>>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function numeric(s: Json): { integer: boolean; min: number | null; max: number | null } | null {
  if (s.type !== 'integer' && s.type !== 'number') return null;
  return { integer: s.type === 'integer', min: finite(s.minimum), max: finite(s.maximum) };
}

/** `{ anyOf: [X, { type: 'null' }] }` → X: an option that may also be left out as null. */
function nullable(s: Json): Json | null {
  if (!Array.isArray(s.anyOf) || s.anyOf.length !== 2) return null;
  const [a, b] = s.anyOf as unknown[];
  if (isObject(b) && b.type === 'null' && isObject(a)) return a;
  if (isObject(a) && a.type === 'null' && isObject(b)) return b;
  return null;
}

/** The field for one property, or null for one the form cannot show (the server then uses its default). */
export function fieldOf(key: string, s: unknown): OptionField | null {
  if (!isObject(s)) return null;
  const common: Common = { key, label: text(s.title) ?? key, help: text(s.description) };
  if (s.type === 'boolean') return { ...common, kind: 'boolean', initial: s.default === true };
  if (Array.isArray(s.enum)) {
    const choices = s.enum.filter((c): c is string => typeof c === 'string');
    if (choices.length === 0 || choices.length !== s.enum.length) return null;
    const initial = typeof s.default === 'string' && choices.includes(s.default) ? s.default : choices[0]!;
    return { ...common, kind: 'choice', choices, initial };
  }
  const n = numeric(s);
  if (n) return { ...common, kind: 'number', ...n, initial: finite(s.default) };
  const list = nullable(s);
  const maybe = list ? numeric(list) : null;
  if (maybe) return { ...common, kind: 'number', ...maybe, initial: finite(s.default), nullable: true };
  if (list?.type === 'array' && isObject(list.items)) {
    const item = numeric(list.items);
    if (!item) return null;
    const initial = Array.isArray(s.default) ? s.default.join(', ') : '';
    return { ...common, kind: 'numbers', ...item, maxItems: finite(list.maxItems), initial };
  }
  return null;
}

/** The fields of a game's options schema, in its properties' order. */
export function optionFields(schema: unknown): OptionField[] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  const fields: OptionField[] = [];
  for (const [key, s] of Object.entries(schema.properties)) {
    const field = fieldOf(key, s);
    if (field) fields.push(field);
  }
  return fields;
}

/** Each field's starting value: the schema's default. */
export function initialDrafts(
  fields: readonly OptionField[],
  /** Values to start from instead of the schema's defaults (a lobby preset's options). */
  values: Readonly<Record<string, unknown>> = {},
): Record<string, string | boolean> {
  // fromEntries defines each key as an own property, whatever it is called (`__proto__` too).
  return Object.fromEntries(
    fields.map((f) => [f.key, Object.hasOwn(values, f.key) ? draftOf(f, values[f.key]) : initialDraft(f)]),
  );
}

/** A value as the field shows it; the field's default for a value of another type. */
function draftOf(f: OptionField, value: unknown): string | boolean {
  if (f.kind === 'boolean') return typeof value === 'boolean' ? value : f.initial;
  if (f.kind === 'number') return typeof value === 'number' ? String(value) : value === null ? '' : initialDraft(f);
  if (f.kind === 'choice') return typeof value === 'string' && f.choices.includes(value) ? value : f.initial;
  if (value === null) return '';
  return Array.isArray(value) && value.every((n) => typeof n === 'number') ? value.join(', ') : f.initial;
}

const initialDraft = (f: OptionField): string | boolean =>
  f.kind === 'number' ? (f.initial === null ? '' : String(f.initial)) : f.initial;

export type OptionsRead =
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

const bounds = (f: { min: number | null; max: number | null }) =>
  f.min !== null && f.max !== null
    ? `from ${f.min} to ${f.max}`
    : f.min !== null
      ? `at least ${f.min}`
      : f.max !== null
        ? `at most ${f.max}`
        : null;

/** A number as typed, checked against the field's kind and bounds: the number, or what is wrong. */
function readNumber(raw: string, f: { integer: boolean; min: number | null; max: number | null }): number | string {
  const n = raw.trim() === '' ? NaN : Number(raw);
  const range = bounds(f);
  const wanted = `${f.integer ? 'a whole number' : 'a number'}${range ? ` ${range}` : ''}`;
  if (!Number.isFinite(n) || (f.integer && !Number.isInteger(n))) return `Give ${wanted}.`;
  if ((f.min !== null && n < f.min) || (f.max !== null && n > f.max)) return `Give ${wanted}.`;
  return n;
}

/**
 * The options to send, read from the drafts: every shown field's value (an empty list of numbers
 * is `null`), or each wrong field's error in words. The server checks them again.
 */
export function readOptions(fields: readonly OptionField[], drafts: OptionDrafts): OptionsRead {
  const value: [string, unknown][] = [];
  const errors: [string, string][] = [];
  for (const f of fields) {
    const draft = Object.hasOwn(drafts, f.key) ? drafts[f.key] : initialDraft(f);
    const typed = typeof draft === 'string' ? draft : '';
    if (f.kind === 'boolean') value.push([f.key, draft === true]);
    else if (f.kind === 'choice') {
      if (f.choices.includes(typed)) value.push([f.key, typed]);
      else errors.push([f.key, `Choose one of: ${f.choices.join(', ')}.`]);
    } else if (f.kind === 'number') {
      if (f.nullable && typed.trim() === '') {
        value.push([f.key, null]);
        continue;
      }
      const n = readNumber(typed, f);
      if (typeof n === 'number') value.push([f.key, n]);
      else errors.push([f.key, n]);
    } else {
      const numbers = typed.trim() === '' ? [] : typed.split(',').map((part) => readNumber(part, f));
      const wrong = numbers.find((n): n is string => typeof n === 'string');
      if (wrong !== undefined) errors.push([f.key, `${wrong.slice(0, -1)}, each, separated by commas.`]);
      else if (f.maxItems !== null && numbers.length > f.maxItems) errors.push([f.key, `Give at most ${f.maxItems}.`]);
      else value.push([f.key, numbers.length === 0 ? null : numbers]);
    }
  }
  return errors.length > 0
    ? { ok: false, errors: Object.fromEntries(errors) }
    : { ok: true, value: Object.fromEntries(value) };
}

/** An enum value as words: `seat-order` → `seat order`, `oncePerRound` → `once per round`. */
export const choiceLabel = (choice: string): string =>
  choice
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .replace(/\b([A-Z])(?=[a-z])/g, (c) => c.toLowerCase());
