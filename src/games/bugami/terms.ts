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
  { concept: 'the forced marriage variant', glossary: 'zwangshochzeit', lang: 'de', prefer: 'Zwangshochzeit', avoid: ['Zwangsheirat', 'Zwangsehe'] },
];
