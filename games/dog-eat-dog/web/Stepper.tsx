import { useId } from 'react';

/**
 * An amount as a stepper over the amounts the server listed: − and + go to the previous and next
 * listed amount, the field snaps a typed number to the nearest listed one. The control never
 * offers an amount the server did not list.
 */
export function snapTo(values: readonly number[], n: number): number {
  let best = values[0] ?? n;
  for (const v of values) if (Math.abs(v - n) < Math.abs(best - n)) best = v;
  return best;
}

export function AmountStepper({
  values,
  value,
  onChange,
  label,
  unit,
  busy,
  testId,
}: {
  /** The listed amounts, ascending. */
  values: readonly number[];
  value: number;
  onChange: (n: number) => void;
  label: string;
  /** Shown after the field: "$M", "steel". */
  unit: string;
  busy: boolean;
  testId: string;
}) {
  const id = useId();
  const at = values.indexOf(value);
  const step = (d: number) => onChange(values[Math.min(values.length - 1, Math.max(0, at + d))]!);
  return (
    <span className="ded-field-stepper" data-testid={testId}>
      <label htmlFor={id}>{label}</label>
      <span className="ded-field-stepper-row">
        <button type="button" aria-label={`Less: ${label}`} disabled={busy || at <= 0} onClick={() => step(-1)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={values[0]}
          max={values.at(-1)}
          value={value}
          disabled={busy}
          onChange={(e) => onChange(snapTo(values, Number(e.target.value)))}
          data-testid={`${testId}-value`}
        />
        <button
          type="button"
          aria-label={`More: ${label}`}
          disabled={busy || at >= values.length - 1}
          onClick={() => step(1)}
        >
          +
        </button>
        <span>{unit}</span>
      </span>
    </span>
  );
}
