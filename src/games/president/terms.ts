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
  // Issue 25 and the cross-game decisions of this session.
  {
    concept: 'to play your last card',
    glossary: 'go-out',
    lang: 'de',
    prefer: 'rausgehen',
    forms: ['rausgeht', 'rausgegangen', 'rausgehst'],
    avoid: ['ausgehen', 'ausgeht', 'ausgehst', 'ausgegangen', 'ausging', 'auszugehen'],
    note: 'The course term is rausgehen (glossary, lessons); ausgehen would be a second word for it.',
  },
  {
    concept: 'a group of players who play together',
    lang: 'de',
    prefer: 'Tische',
    forms: ['an manchen Tischen', 'Gruppen'],
    avoid: [{ form: 'manche/viele Runden (groups)', pattern: '(?<![\\p{L}])(?:[Mm]anche|[Vv]iele|[Ee]inige|[Ii]n manchen|[Aa]n manchen) Runden(?![\\p{L}])' }],
    note: 'Runde is the round of play (lesson 3, glossary); a group at a table is a Tisch or a Gruppe.',
  },
  {
    concept: 'to beat a card in general (no trumps in President)',
    lang: 'de',
    prefer: 'schlagen',
    forms: ['schlägt', 'überbieten', 'drübergehen'],
    avoid: [
      { form: 'stechen', exactCase: true },
      { form: 'sticht', exactCase: true },
      { form: 'gestochen', exactCase: true },
    ],
    note: 'Cross-game decision: stechen only for winning with a trump, and President has none.',
  },
  { concept: 'Trouduc, seen from Germany', lang: 'de', prefer: 'die französische Spielart', avoid: ['vom Kontinent', 'auf dem Kontinent'], note: 'Germany is on the continent; the English view does not carry over.' },
  { concept: 'to beat the last play', glossary: 'beat', lang: 'sv', prefer: 'slå', forms: ['slår', 'slog', 'slagit'], avoid: ['slå över', 'slår över', 'slog över'], note: '"slå över" also means to tip over or switch; the course says slå.' },
  { concept: 'dealing that starts with a player', lang: 'sv', prefer: 'med början hos', avoid: ['med början på'] },
  { concept: 'the tie-break', glossary: 'tie-break', lang: 'sv', prefer: 'särskiljning', forms: ['särskiljningen'], avoid: ['utslag vid lika', 'utslaget vid lika', 'utslag på'] },
  {
    concept: 'the dealer',
    lang: 'sv',
    prefer: 'givaren',
    forms: ['givare'],
    avoid: [{ form: 'given (the dealer)', pattern: '(?:vänster|höger) om given(?![\\p{L}])|(?<![\\p{L}])Given (?:blandar|delar)(?![\\p{L}])', exactCase: true }],
    note: 'Cross-game decision: givaren is the dealer, given the deal.',
  },
  { concept: 'a player of either sex', lang: 'sv', prefer: 'han', forms: ['den som'], avoid: ['hen', 'hon eller han', 'han eller hon', 'han/hon'], note: 'Cross-game decision: generic han, or a rewrite with "den som".' },
  { concept: 'to follow suit (cross-game)', lang: 'sv', prefer: 'bekänna färg', avoid: ['följa färg', 'följa färgen'] },
  { concept: 'to discard (cross-game)', lang: 'sv', prefer: 'saka', avoid: [{ form: 'kasta (discard)', pattern: '(?<![\\p{L}])kasta (?:ett|en|kort)(?![\\p{L}])' }] },
];
