/**
 * President's words (see src/shared/terms.ts), from issue 14 and the specification: the roles are President,
 * citizens and a neutral name for the last place in each language (Bottom, Schlusslicht, jumbo). The source's own
 * name for the game and the last role is banned separately and is not written here.
 */
import type { TermList } from '../../shared/terms';

export const TERMS: TermList = [
  { concept: 'the last player out', glossary: 'bottom', lang: 'en', prefer: 'Bottom', avoid: ['Scum', 'Asshole', 'Arsehole', 'Bum', 'Beggar'] },
  { concept: 'the last player out', glossary: 'bottom', lang: 'de', prefer: 'Schlusslicht', avoid: ['Arschloch', 'Bettler', 'Depp', 'Penner'] },
  { concept: 'the last player out', glossary: 'bottom', lang: 'sv', prefer: 'jumbo', forms: ['jumbon'], avoid: ['skithög', 'tiggare', 'loser'] },
  { concept: 'the players between President and last place', glossary: 'citizen', lang: 'de', prefer: 'Bürger', avoid: ['Volk', 'Untertan', 'Untertanen'] },
  { concept: 'the players between President and last place', glossary: 'citizen', lang: 'sv', prefer: 'medborgare', avoid: ['folket', 'undersåte', 'undersåtar'] },
  { concept: 'three cards of a rank', glossary: 'triple', lang: 'sv', prefer: 'triss', forms: ['trissen', 'trissar'], avoid: ['tretal', 'trippel'] },
  { concept: 'four cards of a rank', glossary: 'four', lang: 'sv', prefer: 'fyrtal', avoid: ['fyrling', 'quads'] },
  { concept: 'three cards of a rank', glossary: 'triple', lang: 'de', prefer: 'Drilling', forms: ['Drillinge'], avoid: ['Dreierpack', 'Tripel'] },
  { concept: 'four cards of a rank', glossary: 'four', lang: 'de', prefer: 'Vierling', forms: ['Vierlinge'], avoid: ['Viererpack', 'Quartett'] },
  { concept: 'a run of ranks', glossary: 'run', lang: 'de', prefer: 'Straße', avoid: ['Strasse', 'Sequenz'] },
  { concept: 'a run of ranks', glossary: 'run', lang: 'sv', prefer: 'stege', forms: ['stegen', 'stegar'], avoid: ['straight', 'svit'] },
  { concept: 'a player of either sex', lang: 'en', prefer: 'their', avoid: ['his or her', 'he or she', 'him or her', 'his/her', 'he/she'] },
];
