/**
 * Stopp's words (see src/shared/terms.ts), from issue 13 and the specification: stopp, hög, vända bort högen, spela
 * ut, pott, kapital, insats in Swedish; Stopp, Stapel, Pott, Einsatz in German. Checked by tests/unit/terms.test.ts
 * once the course is published.
 *
 * The cross-game decisions of issue 25 that touch Stopp are here too: Swedish "givaren" for the dealer ("given" is
 * the deal), Swedish generic "han" (or "den som"), German "schlagen" for beating a card (Stopp has no trumps, so
 * never "stechen"), German "Tafel" only for a tally (Stopp keeps none), and German "Einheiten" for the counted coins
 * ("Einsatz" is what the game is played for, review T9).
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
  {
    concept: 'the dealer (the deal is "given")',
    glossary: 'dealer',
    lang: 'sv',
    prefer: 'givaren',
    forms: ['givare', 'Givare', 'Givaren', 'givarens', 'ny givare'],
    avoid: [{ form: 'given (for the dealer)', pattern: '(?:vänster|höger) om given(?!\\p{L})|(?<![\\p{L}])[Gg]iven (?:blandar|delar ut)(?!\\p{L})' }],
    note: 'Cross-game decision: "givaren" is the dealer everywhere; "given" only means the deal (review E4).',
  },
  { concept: 'a player of either sex (generic pronoun)', lang: 'sv', prefer: 'han', forms: ['den som'], avoid: [{ form: 'hen', pattern: '(?<![\\p{L}])hen(?![\\p{L}])' }, { form: 'hon eller han', pattern: 'hon eller han|han eller hon|han/hon' }] },
  { concept: 'putting a higher card of the suit on the top card', glossary: 'beat', lang: 'de', prefer: 'schlagen', avoid: [{ form: 'stechen', pattern: '(?<![\\p{L}])(?:stechen|sticht|stach|gestochen)(?![\\p{L}])' }], note: 'Stopp has no trumps: beating is always "schlagen".' },
  { concept: 'a board or overview (Stopp keeps no tally)', lang: 'de', prefer: 'Abrechnung', avoid: [{ form: 'Tafel', pattern: '(?<![\\p{L}])Tafel(?![\\p{L}])' }], note: 'Cross-game decision: "Tafel" only for a tally or score board.' },
  {
    concept: 'one coin of the capital, as counted',
    glossary: 'unit',
    lang: 'de',
    prefer: 'Einheit',
    forms: ['Einheiten'],
    avoid: [{ form: 'Einsätze (counted coins)', pattern: '(?:zehn|\\d+| ) Einsätze|Einsätzen|(?<![\\p{L}])einen Einsatz(?![\\p{L}])' }],
    note: 'Review T9: the coins are counted in Einheiten; Einsatz is what the game is played for.',
  },
  { concept: 'a player of either sex', lang: 'en', prefer: 'their', avoid: ['his or her', 'he or she', 'him or her', 'his/her', 'he/she'] },
];
