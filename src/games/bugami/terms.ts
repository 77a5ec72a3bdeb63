/**
 * Bugami's words (see src/shared/terms.ts): the words the issue asks for, and the forms a German or Swedish card
 * player would find wrong or confusing. `tests/unit/terms.test.ts` checks every lesson and UI string against it.
 */
import type { TermList } from '../../shared/terms';

export const TERMS: TermList = [
  { concept: 'the bad suit', glossary: 'bad-suit', lang: 'de', prefer: 'Böse Farbe', forms: ['Bösen Farbe', 'böse'], avoid: ['schlechte Farbe', 'Schlechtfarbe', 'Strafffarbe', 'Straffarbe'], note: 'The source\'s own word; keep its capital B as a name.' },
  { concept: 'the bad suit', glossary: 'bad-suit', lang: 'sv', prefer: 'giftfärg', forms: ['giftfärgen', 'giftfärger'], avoid: ['dålig färg', 'dåliga färgen', 'ond färg', 'onda färgen', 'straffärg', 'böse färg', 'elak färg'], note: 'One Swedish name, used everywhere.' },
  { concept: 'a card of one\'s bad suit', glossary: 'bad-card', lang: 'sv', prefer: 'giftkort', avoid: ['dåligt kort', 'dåliga kort', 'ont kort'] },
  { concept: 'the Null bid', glossary: 'null', lang: 'sv', prefer: 'Null', avoid: ['noll-bud', 'nollbud', 'nolla'], note: 'Null stays Null, as the issue asks.' },
  { concept: 'the Null bid', glossary: 'null', lang: 'de', prefer: 'Null', avoid: ['Nullspiel', 'Nullbieten'] },
  { concept: 'to follow suit', glossary: 'follow-suit', lang: 'de', prefer: 'bedienen', forms: ['bediene', 'bedient'], avoid: ['Farbe folgen', 'der Farbe folgen'] },
  { concept: 'to discard', glossary: 'discard', lang: 'de', prefer: 'abwerfen', forms: ['wirft ab', 'wirfst ab', 'abgeworfen', 'Abwurf'], avoid: ['wegwerfen', 'abschmeißen'] },
  { concept: 'to discard', glossary: 'discard', lang: 'sv', prefer: 'saka', forms: ['sakar', 'sakade', 'sakad'], avoid: ['kasta bort', 'slänga'] },
  { concept: 'to follow suit', glossary: 'follow-suit', lang: 'sv', prefer: 'bekänna färg', forms: ['bekänna', 'bekänner', 'bekänn'], avoid: ['följa färg', 'följa färgen'] },
  // The session's cross-game decisions (HELPERS.md): one word per concept across the six courses.
  {
    concept: 'the dealer',
    glossary: 'dealer',
    lang: 'sv',
    prefer: 'givaren',
    forms: ['givare', 'givarens', 'givaren'],
    avoid: [
      { form: 'om given (the dealer)', pattern: '(?<!\\p{L})(vänster|höger) om given(?!\\p{L})' },
      { form: 'given delar ut / blandar', pattern: '(?<!\\p{L})given (delar|blandar)(?!\\p{L})' },
    ],
    note: '"givaren" is the dealer, "given" the deal.',
  },
  { concept: 'a player in general (generic pronoun)', lang: 'sv', prefer: 'han', forms: ['den som'], avoid: ['hen', 'hens', 'henom'], note: 'Generic "han", or a rewrite with "den som", as in every course.' },
  {
    concept: 'void in a suit',
    lang: 'de',
    prefer: 'frei',
    forms: ['in einer Farbe frei', 'in der Farbe frei'],
    avoid: [{ form: 'blank (for void)', pattern: '(?<!\\p{L})blank\\s+(bist|ist|sind|seid|sein|wird|werden)(?!\\p{L})' }],
    note: '"blank" is a single card of a suit, never a void.',
  },
  { concept: 'the score sheet', lang: 'de', prefer: 'Spielzettel', avoid: ['Tafel'], note: '"Tafel" is the tally of other games; Bugami writes its scores on the Spielzettel.' },
  {
    concept: 'to beat a card',
    lang: 'de',
    prefer: 'schlagen',
    forms: ['schlägt', 'geschlagen'],
    avoid: [{ form: 'stechen', exactCase: true }, 'sticht', 'gestochen', 'übersticht', 'überstechen'],
    note: 'Bugami has no trumps, and "stechen" means winning with a trump.',
  },
  { concept: 'the forced marriage variant', glossary: 'zwangshochzeit', lang: 'de', prefer: 'Zwangshochzeit', avoid: ['Zwangsheirat', 'Zwangsehe'] },
  { concept: 'to keep taking tricks', lang: 'de', prefer: 'Stiche machen', avoid: [{ form: 'gewinn weiter', pattern: '(?<![\\p{L}])gewinn(?:e)? weiter(?![\\p{L}])' }], note: 'A card player makes tricks; "gewinn weiter" has no object.' },
  { concept: 'to keep taking tricks', lang: 'sv', prefer: 'ta stick', avoid: ['fortsätt vinna'], note: 'One takes tricks ("ta stick"); "vinna" needs an object.' },
];
