/**
 * Norrlandsknack's lessons take their rule numbers from the engine (issue 17): every <EngineValue> in a lesson asks a question
 * the engine answers, and none of the typed numbers that were replaced creeps back in. The patterns are matched
 * against the lessons with every component tag taken out, so a figure written by <EngineValue> never counts.
 */
import { describeLessonNumbers } from '../../../../tests/support/lessonNumbers';
import { lessonFigure } from '../lesson/figures';

describeLessonNumbers({
  game: 'norrlandsknack',
  name: 'Norrlandsknack',
  lessonFigure,
  atLeast: 21,
  /** Typed rule numbers the lessons used to state, per language: each is now an <EngineValue>. */
  forbidden: {
    en: [/\bthree, four or five\b/i, /\b(three|3) to (five|5)\b/i, /\b52\b/, /\*\*(10 points|0|1|Three cards|Two more cards)\*\*/, /\b(holds|keep all) six\b/, /\ball five\b/, /\bfive (cards|points|tricks)\b/i, /\b(above|on|to|up to|Near) (10|0|1)\b/, /\bby five\b/, /\bnot to 12\b/, /\bone (more )?stake\b/i],
    de: [/\bzu dritt, zu viert oder zu fünft\b/, /\b(drei|3) bis (fünf|5)\b/i, /\b52\b/, /\*\*(10 Punkten|0|1|Drei Karten|Zwei weitere Karten)\*\*/, /\b(hält|alle) sechs\b/, /\balle fünf\b/, /\bfünf (Karten|Punkte|Stiche)\b/i, /\b(über|auf|bis|Nahe|mit) (10|0|1)\b/, /\bum fünf\b/, /\bnicht auf 12\b/, /\beinen Einsatz pro\b/, /\bZu Beginn legt jeder einen\b/, /\*\*Ein weiterer Einsatz\*\*/],
    sv: [/\btre, fyra eller fem\b/, /\b(tre|3) till (fem|5)\b/i, /\b52\b/, /\*\*(10 poäng|0|1|Tre kort|Två kort till)\*\*/, /\b(med|har|alla) sex\b/, /\balla fem\b/, /\bfem (kort|poäng|stick)\b/i, /\b(över|på|till|Nära) (10|0|1)\b/, /\binte på 12\b/, /\ben tia överst\b/, /\ben insats var\b/, /\*\*En insats till\*\*/],
  },
  examples: {
    en: "Everyone starts the game on **10 points**.",
    de: "wenn jemand auf 1 steht",
    sv: "Det spelas fem stick",
  },
});
