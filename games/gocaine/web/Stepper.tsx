import { useState } from 'react';
import { nearest, stepAllowed } from './legal.js';

/** A − value + stepper whose values are only the listed ones. */
export function Stepper({
  label,
  allowed,
  value,
  onChange,
  testId,
  unit = 'mt',
}: {
  label: string;
  allowed: readonly number[];
  value: number;
  onChange: (n: number) => void;
  testId: string;
  unit?: string;
}) {
  return (
    <span className="gc-stepper" role="group" aria-label={label} data-testid={testId}>
      <button
        type="button"
        aria-label={`${label}: fewer`}
        disabled={value <= (allowed[0] ?? value)}
        onClick={() => onChange(stepAllowed(allowed, value, -1))}
        data-testid={`${testId}-minus`}
      >
        −
      </button>
      <output aria-live="polite" data-testid={`${testId}-value`}>
        {value} {unit}
      </output>
      <button
        type="button"
        aria-label={`${label}: more`}
        disabled={value >= (allowed.at(-1) ?? value)}
        onClick={() => onChange(stepAllowed(allowed, value, 1))}
        data-testid={`${testId}-plus`}
      >
        +
      </button>
    </span>
  );
}

/** Remembers a chosen number while it is one of the allowed values, else the nearest allowed one. */
export function useChoice(allowed: readonly number[], initial: 'min' | 'max' = 'min'): [number, (n: number) => void] {
  const [want, setWant] = useState<number | null>(null);
  const fallback = initial === 'min' ? (allowed[0] ?? 0) : (allowed.at(-1) ?? 0);
  const value = want === null ? fallback : (nearest(allowed, want) ?? fallback);
  return [value, setWant];
}
