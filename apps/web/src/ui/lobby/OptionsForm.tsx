import { useId, type ReactNode } from 'react';
import { choiceLabel, type OptionDrafts, type OptionField } from './options.js';

/** One option: its input, its label, its help and what is wrong with it. */
function OptionInput({
  field,
  draft,
  error,
  onChange,
}: {
  field: OptionField;
  draft: string | boolean | undefined;
  error: string | undefined;
  onChange: (draft: string | boolean) => void;
}) {
  const id = useId();
  const help = [
    field.help,
    field.kind === 'numbers' ? 'Numbers separated by commas; leave it empty for the default.' : null,
    field.kind === 'number' && field.nullable ? 'Leave it empty for none.' : null,
  ]
    .filter(Boolean)
    .join(' ');
  const described = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const aria = {
    id,
    'aria-describedby': described || undefined,
    'aria-invalid': error ? true : undefined,
    'data-testid': `option-${field.key}`,
  };
  const text = typeof draft === 'string' ? draft : '';
  let input: ReactNode;
  if (field.kind === 'boolean') {
    input = <input type="checkbox" checked={draft === true} onChange={(e) => onChange(e.target.checked)} {...aria} />;
  } else if (field.kind === 'choice') {
    input = (
      <select value={text} onChange={(e) => onChange(e.target.value)} {...aria}>
        {field.choices.map((c) => (
          <option key={c} value={c}>
            {choiceLabel(c)}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'number') {
    input = (
      <input
        type="number"
        inputMode={field.integer ? 'numeric' : 'decimal'}
        value={text}
        min={field.min ?? undefined}
        max={field.max ?? undefined}
        step={field.integer ? 1 : 'any'}
        placeholder={field.nullable ? 'none' : undefined}
        onChange={(e) => onChange(e.target.value)}
        {...aria}
      />
    );
  } else {
    input = (
      <input
        type="text"
        inputMode="decimal"
        value={text}
        placeholder="the default"
        onChange={(e) => onChange(e.target.value)}
        {...aria}
      />
    );
  }
  return (
    <div className={`option option--${field.kind}`}>
      {field.kind === 'boolean' ? (
        <label className="check" htmlFor={id}>
          {input} {field.label}
        </label>
      ) : (
        <label className="field" htmlFor={id}>
          <span>{field.label}</span>
          {input}
        </label>
      )}
      {help && (
        <p className="option__help muted" id={`${id}-help`}>
          {help}
        </p>
      )}
      {error && (
        <p className="option__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A game's options, one input per field of its schema (`options.ts`). */
export function OptionsForm({
  fields,
  drafts,
  errors,
  onChange,
}: {
  fields: readonly OptionField[];
  drafts: OptionDrafts;
  errors: Readonly<Record<string, string>>;
  onChange: (drafts: OptionDrafts) => void;
}) {
  return (
    <fieldset data-testid="options">
      <legend>Options</legend>
      {fields.length === 0 && <p className="muted">This game has no options.</p>}
      {fields.map((f) => (
        <OptionInput
          key={f.key}
          field={f}
          draft={Object.hasOwn(drafts, f.key) ? drafts[f.key] : undefined}
          error={Object.hasOwn(errors, f.key) ? errors[f.key] : undefined}
          onChange={(d) => onChange({ ...drafts, [f.key]: d })}
        />
      ))}
    </fieldset>
  );
}
