/**
 * Handjass's words, per language (see src/shared/terms.ts; tests/unit/terms.test.ts checks every lesson and string):
 * the Swiss Jass words the issue names are kept, in German as Swiss players say them and in Swedish introduced once
 * with an explanation.
 */
import type { TermList } from '../../shared/terms';

export const TERMS: TermList = [
  {
    concept: 'the minus mark for a deal total under the line',
    glossary: 'potato',
    lang: 'de',
    prefer: 'Härdöpfel',
    avoid: ['Kartoffel', 'Kartoffeln', 'Erdapfel', 'Erdäpfel'],
    note: 'The Swiss word is the game\'s own; the standard German word for potato is never used for it.',
  },
  {
    concept: 'the Jack of trumps',
    glossary: 'buur',
    lang: 'de',
    prefer: 'Buur',
    forms: ['der Buur', 'den Buur', 'des Buurs'],
    avoid: ['Trumpfbube', 'Trumpf-Bube', 'Bauer'],
    note: 'Jass players call the top trump the Buur; Bube and Bauer belong to other games.',
  },
  {
    concept: 'the Nine of trumps',
    glossary: 'nell',
    lang: 'de',
    prefer: 'Nell',
    forms: ['das Nell'],
    avoid: ['Trumpfneuner', 'Trumpf-Neuner'],
  },
  {
    concept: 'the minus mark for a deal total under the line',
    glossary: 'potato',
    lang: 'sv',
    prefer: 'Härdöpfel',
    avoid: ['nolla', 'nollor', 'nollan'],
    note: 'Swedish keeps the Swiss word (explained once as potatis); "nolla" would read as a score of zero.',
  },
  {
    concept: 'a mark for a good deal',
    glossary: 'stroke',
    lang: 'sv',
    prefer: 'streck',
    forms: ['strecket', 'strecken', 'streck netto'],
    avoid: ['pinne', 'pinnar'],
  },
];
