import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GlossaryContext, lookupTerm, splitTerms, Term } from './Term.js';

const glossary = [{ term: 'Task Force chip', meaning: 'Hits one zone.' }];
const render = (word: string, text?: string) =>
  renderToStaticMarkup(
    createElement(GlossaryContext.Provider, { value: glossary }, createElement(Term, { word }, text)),
  );

describe('Term', () => {
  it('finds a term whatever its case', () => {
    expect(lookupTerm(glossary, ' task force CHIP ')?.meaning).toBe('Hits one zone.');
    expect(lookupTerm(glossary, 'constructor')).toBeUndefined();
  });

  it('makes a known term focusable and described by its meaning', () => {
    const html = render('task force chip', 'chips');
    expect(html).toMatch(/<dfn class="term__word" tabindex="0" aria-describedby="([^"]+)"[^>]*>chips<\/dfn>/);
    const id = /aria-describedby="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`role="tooltip" id="${id}" class="term__tip">Hits one zone.</span>`);
  });

  it('leaves a word the glossary lacks as plain text', () => {
    expect(render('cash')).toBe('cash');
  });

  it('finds the terms in a sentence, whole words, longest first', () => {
    const g = [
      { term: 'cell', meaning: 'a' },
      { term: 'purchased cells', meaning: 'b' },
      { term: 'cash', meaning: 'c' },
    ];
    expect(splitTerms('Deploy purchased cells; Cash is cashier-free, cellar cell.', g)).toEqual([
      'Deploy ',
      { text: 'purchased cells', term: 'purchased cells' },
      '; ',
      { text: 'Cash', term: 'Cash' },
      ' is cashier-free, cellar ',
      { text: 'cell', term: 'cell' },
      '.',
    ]);
    expect(splitTerms('no terms', [])).toEqual(['no terms']);
  });
});
