import { describe, expect, it } from 'vitest';
import { EXACT_TITLE, mayMatchTitle, NO_TITLE_MATCH, PHRASE_IN_TITLE, titleMatch } from '../../../../src/client/search/titleMatch.js';

const typing = { isLastWordComplete: false };
const typedOut = { isLastWordComplete: true };

describe('titleMatch', () => {
  it('finds the title that is the query, whatever its letter case and spacing', () => {
    expect(titleMatch('Folio 3.2', 'Folio 3.2', typedOut)).toBe(EXACT_TITLE);
    expect(titleMatch('Folio 3.2', '  folio   3.2 ', typedOut)).toBe(EXACT_TITLE);
    expect(titleMatch('Translating your site with Folio', 'translating your site with folio', typing)).toBe(EXACT_TITLE);
    expect(titleMatch('Éditer la page', 'editer la page', typing)).toBe(EXACT_TITLE);
  });

  it('tells a version from the same digits in another order, which the index splits into the same words', () => {
    expect(titleMatch('Folio 2.3', 'Folio 3.2', typing)).toBe(NO_TITLE_MATCH);
    expect(titleMatch('Upgrading to Folio 2', 'Folio 3.2', typing)).toBe(NO_TITLE_MATCH);
    expect(titleMatch('Folio 3.2', 'Folio 2.3', typing)).toBe(NO_TITLE_MATCH);
  });

  it('matches a version number whole, not the end of a longer one', () => {
    expect(titleMatch('Folio 3.3.2', '3.2', typedOut)).toBe(NO_TITLE_MATCH);
    expect(titleMatch('Folio 3.3.2', '3.2', typing)).toBe(NO_TITLE_MATCH);
    expect(titleMatch('Folio 13.2', 'Folio 3.2', typing)).toBe(NO_TITLE_MATCH);
    expect(titleMatch('Folio 3.2 is out', '3.2', typedOut)).toBe(PHRASE_IN_TITLE);
    expect(titleMatch('Folio 3.2.1', '3.2', typing)).toBe(PHRASE_IN_TITLE);
    expect(titleMatch('Folio 3.2.1', '3.2 ', typedOut)).toBe(NO_TITLE_MATCH);
    expect(titleMatch('Upgrading from v3.2', 'v3 2', typedOut)).toBe(PHRASE_IN_TITLE);
  });

  it('finds the query as a phrase in a longer title, stop words included', () => {
    expect(titleMatch('Folio 3.0 beta is available', 'Folio 3.0', typedOut)).toBe(PHRASE_IN_TITLE);
    expect(titleMatch('Looking back: Folio in 2023', 'Folio in 2023', typedOut)).toBe(PHRASE_IN_TITLE);
    expect(titleMatch('Folio in 2023', 'Folio 2023', typedOut)).toBe(NO_TITLE_MATCH);
    expect(titleMatch('2023 in Folio', 'Folio in 2023', typedOut)).toBe(NO_TITLE_MATCH);
  });

  it('continues a phrase with the word being typed, not with a word typed out', () => {
    expect(titleMatch('Folio 3.25', 'Folio 3.2', typing)).toBe(PHRASE_IN_TITLE);
    expect(titleMatch('Folio 3.25', 'Folio 3.2 ', typedOut)).toBe(NO_TITLE_MATCH);
    expect(titleMatch('Translating your site with Folio', 'Translating your site with Fol', typing)).toBe(PHRASE_IN_TITLE);
  });

  it('leaves one word to the ranking by shown words, unless it is the whole title', () => {
    expect(titleMatch('Sidebar news', 'sidebar', typing)).toBe(NO_TITLE_MATCH);
    expect(titleMatch('Sidebar', 'sidebar', typing)).toBe(EXACT_TITLE);
  });
});

describe('mayMatchTitle', () => {
  it('reads only one-word titles for a one-word query, and any title for a longer one', () => {
    expect(mayMatchTitle('folio', 1)).toBe(true);
    expect(mayMatchTitle('folio', 2)).toBe(false);
    expect(mayMatchTitle('Folio 3.2', 2)).toBe(true);
    expect(mayMatchTitle('Folio 3.2', 5)).toBe(true);
  });
});
