import type { Glossary, GlossaryEntry } from '@cutthroat/module';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';

/** The glossary of the game on screen; the shell provides it from the game's `GameUi`. */
export const GlossaryContext = createContext<Glossary>([]);

/** The entry for a term, whatever its case; `undefined` for a word the glossary lacks. */
export function lookupTerm(glossary: Glossary, term: string): GlossaryEntry | undefined {
  const key = term.trim().toLowerCase();
  return glossary.find((e) => e.term.toLowerCase() === key);
}

/**
 * A game term explained on hover and on focus (a tooltip the term describes itself by, so a
 * screen reader reads it too); Escape hides it. A word the glossary lacks is plain text.
 */
export function Term({ word, children }: { word: string; children?: ReactNode }) {
  const entry = lookupTerm(useContext(GlossaryContext), word);
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  if (!entry) return <>{children ?? word}</>;
  return (
    <span className={`term${dismissed ? ' term--dismissed' : ''}`} onMouseLeave={() => setDismissed(false)}>
      <dfn
        className="term__word"
        tabIndex={0}
        aria-describedby={id}
        data-term={entry.term}
        onBlur={() => setDismissed(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDismissed(true);
        }}
      >
        {children ?? word}
      </dfn>
      <span role="tooltip" id={id} className="term__tip">
        {entry.meaning}
      </span>
    </span>
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a text at the glossary's terms (whole words, any case, longest first): the pieces, each
 * either plain text or a term found with the entry it names.
 */
export function splitTerms(text: string, glossary: Glossary): (string | { text: string; term: string })[] {
  if (glossary.length === 0) return [text];
  const terms = [...glossary].map((e) => e.term).sort((a, b) => b.length - a.length);
  const re = new RegExp(`(?<![\\w$])(${terms.map(escape).join('|')})(?!\\w)`, 'gi');
  const out: (string | { text: string; term: string })[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push({ text: m[0], term: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A sentence with every glossary term in it explained (`Term`). */
export function Terms({ text }: { text: string }) {
  const glossary = useContext(GlossaryContext);
  return (
    <>
      {splitTerms(text, glossary).map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          <Term key={i} word={p.term}>
            {p.text}
          </Term>
        ),
      )}
    </>
  );
}
