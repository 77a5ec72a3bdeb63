/**
 * Norrlandsknack's words (see src/shared/terms.ts), from issue 12 and the specification: knacka, lura, gå med, lägga
 * sig, köpa, talong, limpa, trumfmant, protokoll, pott in Swedish; in German the Swedish game words where they are
 * the game's own (Limpa, Trumfmant), and klopfen, passen, kaufen, Talon. Checked by tests/unit/terms.test.ts once the
 * course is published.
 */
import type { TermList } from '../../shared/terms';

export const TERMS: TermList = [
  { concept: 'announcing to play for tricks', glossary: 'knock', lang: 'sv', prefer: 'knacka', forms: ['knackar', 'knackade', 'knackaren'], avoid: ['bulta', 'bultar', 'klappa'] },
  { concept: 'leaving the deal', glossary: 'fold', lang: 'sv', prefer: 'lägga sig', forms: ['lägger sig', 'lade sig'], avoid: ['folda', 'foldar', 'ge upp'] },
  { concept: 'the cards left to buy from', glossary: 'talon', lang: 'sv', prefer: 'talong', forms: ['talongen'], avoid: ['köphög', 'köphögen', 'restlek'] },
  { concept: 'the penalty of five', glossary: 'limpa', lang: 'sv', prefer: 'limpa', forms: ['limpan', 'limpor'], avoid: ['straffpoäng', 'bröd'] },
  { concept: 'the score sheet', glossary: 'protokoll', lang: 'sv', prefer: 'protokoll', forms: ['protokollet'], avoid: ['poängblock', 'poängblocket'] },
  { concept: 'the money on the table', glossary: 'pot', lang: 'sv', prefer: 'pott', forms: ['potten'], avoid: ['kassa', 'kassan', 'pot'] },
  { concept: 'announcing to play for tricks', glossary: 'knock', lang: 'de', prefer: 'klopfen', forms: ['klopft', 'geklopft'], avoid: ['anklopfen', 'pochen', 'knacken'] },
  { concept: 'buying cards from the talon', glossary: 'buy', lang: 'de', prefer: 'kaufen', forms: ['der Kauf', 'kauft'], avoid: ['eintauschen', 'einkaufen'] },
  { concept: 'the cards left to buy from', glossary: 'talon', lang: 'de', prefer: 'Talon', avoid: ['Stock', 'Kaufstapel', 'Skat'] },
  { concept: 'the penalty of five', glossary: 'limpa', lang: 'de', prefer: 'Limpa', avoid: ['Brot', 'Laib', 'Strafpunkte'] },
  { concept: 'the player on one point', glossary: 'trumfmant', lang: 'de', prefer: 'Trumfmant', avoid: ['Trumpfmann', 'Trumpfmant'] },
  { concept: 'the money on the table', glossary: 'pot', lang: 'de', prefer: 'Pott', avoid: ['Kasse', 'Topf'] },
  { concept: 'a player of either sex', lang: 'en', prefer: 'their', avoid: ['his or her', 'he or she', 'him or her', 'his/her', 'he/she'] },
];
