/**
 * Stopp's words (see src/shared/terms.ts), from issue 13 and the specification: stopp, hög, vända bort högen, spela
 * ut, pott, kapital, insats in Swedish; Stopp, Stapel, Pott, Einsatz in German. Checked by tests/unit/terms.test.ts
 * once the course is published.
 */
import type { TermList } from '../../shared/terms';

export const TERMS: TermList = [
  { concept: 'the cards played on the table', glossary: 'pile', lang: 'sv', prefer: 'hög', forms: ['högen', 'högar'], avoid: ['trave', 'traven', 'stapel', 'stapeln'] },
  { concept: 'clearing the pile when everyone stops', glossary: 'turn-away', lang: 'sv', prefer: 'vända bort högen', forms: ['vänder bort högen', 'vände bort högen'], avoid: ['ta bort högen', 'slänga högen', 'tömma högen'] },
  { concept: 'the money on the table', glossary: 'pot', lang: 'sv', prefer: 'pott', forms: ['potten'], avoid: ['kassa', 'kassan', 'pot'] },
  { concept: 'what each player starts with', glossary: 'capital', lang: 'sv', prefer: 'kapital', forms: ['kapitalet'], avoid: ['förmögenhet', 'förmögenheten'] },
  { concept: 'what each player pays in', glossary: 'stake', lang: 'sv', prefer: 'insats', forms: ['insatsen', 'insatser'], avoid: ['inbetalning', 'avgift'] },
  { concept: 'the cards played on the table', glossary: 'pile', lang: 'de', prefer: 'Stapel', forms: ['den Stapel', 'Stapels'], avoid: ['Ablagestapel', 'Ablage', 'Haufen', 'Haufens'], note: 'The glossary and the whole course say Stapel; one word for the one pile.' },
  { concept: 'the money on the table', glossary: 'pot', lang: 'de', prefer: 'Pott', avoid: ['Kasse', 'Topf'] },
  { concept: 'what each player pays in', glossary: 'stake', lang: 'de', prefer: 'Einsatz', forms: ['Einsätze'], avoid: ['Spieleinsatz', 'Gebühr'] },
  { concept: 'the call when one cannot beat', glossary: 'stopp', lang: 'de', prefer: 'Stopp', avoid: [{ form: 'Stop', pattern: '(?<![\\p{L}])Stop(?![\\p{L}])' }] },
  { concept: 'the call when one cannot beat', glossary: 'stopp', lang: 'en', prefer: 'Stopp', avoid: [{ form: 'Stop (as the call)', pattern: '(?<![\\p{L}])["“]Stop["”]' }] },
  { concept: 'a player of either sex', lang: 'en', prefer: 'their', avoid: ['his or her', 'he or she', 'him or her', 'his/her', 'he/she'] },
];
