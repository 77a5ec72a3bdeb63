/**
 * The game's own terms. Each has an id (the anchor on the glossary page and what <Term id> links to) and its names
 * in Swedish (the game's home language) and German, shown in every language; the meaning in each language is in the
 * game's strings under `glossary.<id>.term` and `glossary.<id>.meaning`.
 */
import type { GameTerm } from '../../shared/game';

export const GLOSSARY: readonly GameTerm[] = [
  { id: 'stake', swedish: 'insats', german: 'Einsatz' },
  { id: 'pot', swedish: 'pott', german: 'Pott' },
  { id: 'protokoll', swedish: 'protokoll', german: 'Protokoll (Anschreibzettel)' },
  { id: 'dealer', swedish: 'givaren', german: 'Geber' },
  { id: 'forehand', swedish: 'förhand', german: 'Vorhand' },
  { id: 'deal', swedish: 'giv', german: 'Spiel (Geben)' },
  { id: 'trump', swedish: 'trumf', german: 'Trumpf' },
  { id: 'turn-up', swedish: 'uppvänt trumfkort', german: 'aufgedeckter Trumpf' },
  { id: 'talon', swedish: 'talong', german: 'Talon' },
  { id: 'knock', swedish: 'knacka', german: 'klopfen' },
  { id: 'lurk', swedish: 'lura', german: 'passen' },
  { id: 'redeal', swedish: 'omgiv', german: 'Neugeben' },
  { id: 'go-along', swedish: 'gå med', german: 'mitgehen' },
  { id: 'fold', swedish: 'lägga sig', german: 'aussteigen' },
  { id: 'buy', swedish: 'köpa, köpet', german: 'kaufen, der Kauf' },
  { id: 'trump-ace', swedish: 'trumfess', german: 'Trumpf-Ass' },
  { id: 'trick', swedish: 'stick', german: 'Stich' },
  { id: 'follow-suit', swedish: 'bekänna färg', german: 'Farbe bekennen' },
  { id: 'ruff', swedish: 'trumfa', german: 'stechen (trumpfen)' },
  { id: 'discard', swedish: 'saka', german: 'abwerfen' },
  { id: 'limpa', swedish: 'limpa', german: 'Limpa' },
  { id: 'trumfmant', swedish: 'trumfmant', german: 'Trumfmant' },
];
