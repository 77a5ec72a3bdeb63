/**
 * The game's terms. Each has an id (the anchor on the glossary page and what <Term id> links to) and its names in
 * Swedish (the game's home language, as the source words it) and in German; the meaning in each language of the
 * site is in the i18n resources under `glossary.<id>.term` and `glossary.<id>.meaning`.
 */
import type { GameTerm } from '../../shared/game';

export const GLOSSARY: readonly GameTerm[] = [
  { id: 'stopp', swedish: 'stopp', german: 'Stopp' },
  { id: 'pile', swedish: 'hög', german: 'Stapel' },
  { id: 'top-card', swedish: 'översta kortet', german: 'oberste Karte' },
  { id: 'lead', swedish: 'spela ut', german: 'ausspielen' },
  { id: 'beat', swedish: 'sticka över', german: 'schlagen' },
  { id: 'turn-away', swedish: 'vända bort högen', german: 'den Stapel weglegen' },
  { id: 'go-out', swedish: 'gå ut', german: 'ausgehen' },
  { id: 'capital', swedish: 'kapital', german: 'Kapital' },
  { id: 'stake', swedish: 'insats', german: 'Einsatz' },
  { id: 'unit', swedish: 'enhet', german: 'Einheit' },
  { id: 'pot', swedish: 'pott', german: 'Pott' },
  { id: 'drop-out', swedish: 'åka ut', german: 'ausscheiden' },
  { id: 'forehand', swedish: 'förhand', german: 'Vorhand' },
  { id: 'dealer', swedish: 'given, den som ger', german: 'Geber' },
  { id: 'deal', swedish: 'giv', german: 'Spiel' },
  { id: 'sure-winner', swedish: 'säkert kort', german: 'sichere Karte' },
  { id: 'stops-family', swedish: 'stoppspel', german: 'Stoppspiele' },
];
