/**
 * Stopp's lessons take their rule numbers from the engine (issue 17): every <EngineValue> in a lesson asks a question
 * the engine answers, and none of the typed numbers that were replaced creeps back in. The patterns are matched
 * against the lessons with every component tag taken out, so a figure written by <EngineValue> never counts.
 */
import { describeLessonNumbers } from '../../../../tests/support/lessonNumbers';
import { lessonFigure } from '../lesson/figures';

describeLessonNumbers({
  game: 'stopp',
  name: 'Stopp',
  lessonFigure,
  atLeast: 21,
  /** Typed rule numbers the lessons used to state, per language: each is now an <EngineValue>. */
  forbidden: {
    en: [/\b(three|3) to (six|6)\b/i, /\b52\b/, /\bten (coins|units)\b/i, /\bsix (cards|each|of your)\b/i, /\b(34|16|30)\b/, /\bsixteen\b/i, /\bone unit\b/i],
    de: [/\b(drei|3) bis (sechs|6)\b/i, /\b52\b/, /\bzehn (Münzen|Einheiten)\b/i, /\bsechs (Karten|für jeden|deiner)\b/i, /\b(34|16|30)\b/, /\bsechzehn\b/i, /\bein Einsatz je\b/i],
    sv: [/\b(tre|3) till (sex|6)\b/i, /\b52\b/, /\btio (enkronor|enheter)\b/i, /\bsex (kort|var|av dina)\b/i, /\b(34|16|30)\b/, /\bsexton\b/i, /\ben enhet per\b/i],
  },
  examples: {
    en: "Three to six people can play, with an ordinary pack of 52 cards",
    de: "Zu dritt sind das 34 Karten",
    sv: "en enhet per kort",
  },
});
