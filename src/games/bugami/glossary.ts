/**
 * The game's terms. Each has an id (the anchor on the glossary page and what <Term id> links to) and its names in
 * German (the words of the source's translation) and Swedish; the meaning in each language is in the i18n
 * resources under `glossary.<id>.term` and `glossary.<id>.meaning`.
 */
import type { GameTerm } from '../../shared/game';

export const GLOSSARY: readonly GameTerm[] = [
  { id: 'bad-suit', german: 'Böse Farbe', swedish: 'giftfärg' },
  { id: 'null', german: 'Null', swedish: 'Null' },
  { id: 'bid-cards', german: 'Bietkarten', swedish: 'budkort' },
  { id: 'reveal', german: 'Aufdecken', swedish: 'vända upp buden' },
  { id: 'trick', german: 'Stich', swedish: 'stick' },
  { id: 'lead', german: 'ausspielen', swedish: 'spela ut' },
  { id: 'follow-suit', german: 'bedienen', swedish: 'bekänna färg' },
  { id: 'discard', german: 'abwerfen', swedish: 'saka' },
  { id: 'remainder', german: 'Restkarten', swedish: 'överblivna kort' },
  { id: 'bad-card', german: 'böse Karte', swedish: 'giftkort' },
  { id: 'clean', german: 'sauber (ohne böse Karte)', swedish: 'ren (utan giftkort)' },
  { id: 'division', german: 'Teilung', swedish: 'division' },
  { id: 'all-tricks', german: 'alle Stiche', swedish: 'alla stick' },
  { id: 'joker', german: 'Joker', swedish: 'joker' },
  { id: 'zwangshochzeit', german: 'Zwangshochzeit', swedish: 'Zwangshochzeit (tvångsgifte)' },
  { id: 'dealer', german: 'Geber', swedish: 'givare' },
  { id: 'game-target', german: '250 Punkte', swedish: '250 poäng' },
];
