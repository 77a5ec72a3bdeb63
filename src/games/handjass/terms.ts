/**
 * Handjass's words (see src/shared/terms.ts): the Swiss Jass names the game is played with, one spelling each, in every
 * language (issue 10: Swedish introduces the Swiss terms once with a Swedish explanation and keeps them). Checked by
 * tests/unit/terms.test.ts once the course is published.
 */
import type { TermList } from '../../shared/terms';

const swiss = (lang: 'en' | 'de' | 'sv') =>
  [
    { concept: 'the jack of trumps', glossary: 'buur', prefer: 'Buur', forms: ['der Buur', 'den Buur'], avoid: ['Puur', 'Bur', 'Bauer'] },
    { concept: 'the nine of trumps', glossary: 'nell', prefer: 'Nell', forms: ['die Nell'], avoid: ['Näll', 'Nel'] },
    { concept: 'an announced combination', glossary: 'weis', prefer: 'Weis', forms: ['Weise', 'weisen'], avoid: ['Wys', 'Wyys'] },
    { concept: 'king and queen of trumps', glossary: 'stoeck', prefer: 'Stöck', avoid: ['Stöckli', 'Stöcke', 'Stock-Weis'] },
    { concept: 'the penalty for fewer than 26 points', glossary: 'potato', prefer: 'Härdöpfel', avoid: ['Herdöpfel', 'Härdöpfl', 'Erdapfel'] },
    { concept: 'the extra hand', glossary: 'blind', prefer: 'Blind', avoid: ['Blinde', 'Blindhand'] },
  ].map((e) => ({ ...e, lang }));

export const TERMS: TermList = [
  ...swiss('en'),
  ...swiss('de'),
  ...swiss('sv'),
  { concept: 'the lowest court card (the jack)', glossary: 'under', lang: 'de', prefer: 'Under', avoid: [{ form: 'der/den/dem Unter', pattern: '(?<![\\p{L}])([Dd]er|[Dd]en|[Dd]em|[Dd]es|[Ee]in|[Ee]inen|[Ee]inem) Unter(?![\\p{L}])', exactCase: true }] },
  { concept: 'the ten in Swiss suits', glossary: 'banner', lang: 'de', prefer: 'Banner', avoid: ['Panner'] },
  { concept: 'the seat that leads first', glossary: 'vorhand', lang: 'de', prefer: 'Vorhand', avoid: ['Anspieler', 'Ausspieler'] },
  { concept: 'a stroke on the tally', glossary: 'stroke', lang: 'de', prefer: 'Strich', forms: ['Striche'], avoid: ['Minuspunkt', 'Strafpunkt'] },
  { concept: 'a stroke on the tally', glossary: 'stroke', lang: 'sv', prefer: 'streck', forms: ['strecket', 'strecken'], avoid: ['minuspoäng', 'straffpoäng'] },
  { concept: 'playing a card of another suit (discarding)', lang: 'sv', prefer: 'saka', forms: ['sakar', 'sakade'], avoid: ['slänga', 'slänger', 'slängde'] },
  { concept: 'a player of either sex', lang: 'en', prefer: 'their', avoid: ['his or her', 'he or she', 'him or her', 'his/her', 'he/she'] },
];
