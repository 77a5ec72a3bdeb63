/**
 * President's lessons take their rule numbers from the engine (issue 17): every <EngineValue> in a lesson asks a question
 * the engine answers, and none of the typed numbers that were replaced creeps back in. The patterns are matched
 * against the lessons with every component tag taken out, so a figure written by <EngineValue> never counts.
 */
import { describeLessonNumbers } from '../../../../tests/support/lessonNumbers';
import { lessonFigure } from '../lesson/figures';

describeLessonNumbers({
  game: 'president',
  name: 'President',
  lessonFigure,
  atLeast: 21,
  /** Typed rule numbers the lessons used to state, per language: each is now an <EngineValue>. */
  forbidden: {
    en: [/\b(three|3) to (six|6)\b/i, /\b52\b/, /\b13 (cards|Karten|kort)\b/, /\b18, 17\b/, /\b11, 11\b/, /\b9, 9\b/, /\b(three|3|two|2) (highest|lowest)\b/i, /\*\*(two|one)\*\* cards?/, /\btwo or more cards\b/, /\b4, 3, 2, 1\b/, /\b2, 1 and 0\b/, /\bten points\b/, /\b15\b/, /\bto 11\b/, /\b2-1-0\b/, /\bonly has four\b/],
    de: [/\b(drei|3) bis (sechs|6)\b/i, /\b52\b/, /\b13 (cards|Karten|kort)\b/, /\b18, 17\b/, /\b11, 11\b/, /\b9, 9\b/, /\b(drei|3|zwei|2) (höchsten|niedrigsten)\b/i, /\*\*(zwei|eine)\*\* Karten?/, /\bzwei oder mehr Karten\b/, /\b4, 3, 2, 1\b/, /\b2, 1 und 0\b/, /\bzehn Punkte\b/, /\b15\b/, /\b(zuerst|bis) 11\b/, /\b2-1-0\b/, /\bnur vier Karten\b/],
    sv: [/\b(tre|3) till (sex|6)\b/i, /\b52\b/, /\b13 (cards|Karten|kort)\b/, /\b18, 17\b/, /\b11, 11\b/, /\b9, 9\b/, /\b(tre|3|två|2) (högsta|lägsta)\b/i, /\*\*(två|ett)\*\* kort/, /\btvå eller fler kort\b/, /\b4, 3, 2, 1\b/, /\b2, 1 och 0\b/, /\btio poäng\b/, /\b15\b/, /\btill 11\b/, /\b2-1-0\b/, /\bbara har fyra kort\b/],
  },
  examples: {
    en: "the Bottom gives his 3 highest",
    de: "zu dritt 18, 17 und 17",
    sv: "Med fem spelare blir det 4, 3, 2, 1 och 0",
  },
});
