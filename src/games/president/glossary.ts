/**
 * The game's terms. Each has an id (the anchor on the glossary page and what <Term id> links to), its names in German
 * and Swedish as players of those countries say them (shown in every language of the site), and a meaning in each
 * language in the i18n resources under `glossary.<id>.term` and `glossary.<id>.meaning`. The last place has a
 * neutral name in every language.
 */
import type { GameTerm } from '../../shared/game';

export const GLOSSARY: readonly GameTerm[] = [
  { id: 'president', german: 'Präsident', swedish: 'president' },
  { id: 'citizen', german: 'Bürger', swedish: 'medborgare' },
  { id: 'bottom', german: 'Schlusslicht', swedish: 'jumbo' },
  { id: 'deal', german: 'Spiel', swedish: 'giv' },
  { id: 'forehand', german: 'Vorhand', swedish: 'förhand' },
  { id: 'combination', german: 'Kombination', swedish: 'kombination' },
  { id: 'single', german: 'Einzelkarte', swedish: 'singel' },
  { id: 'pair', german: 'Paar', swedish: 'par' },
  { id: 'triple', german: 'Drilling', swedish: 'triss' },
  { id: 'four', german: 'Vierling', swedish: 'fyrtal' },
  { id: 'lead', german: 'ausspielen', swedish: 'spela ut' },
  { id: 'beat', german: 'überbieten', swedish: 'slå' },
  { id: 'pass', german: 'passen', swedish: 'passa' },
  { id: 'round', german: 'Runde', swedish: 'runda' },
  { id: 'clear', german: 'abräumen', swedish: 'slänga högen' },
  { id: 're-entry', german: 'wieder einsteigen', swedish: 'komma tillbaka' },
  { id: 'go-out', german: 'rausgehen', swedish: 'gå ut' },
  { id: 'finishing-order', german: 'Reihenfolge beim Rausgehen', swedish: 'utgångsordning' },
  { id: 'reseating', german: 'Umsetzen', swedish: 'byta plats' },
  { id: 'exchange', german: 'Kartentausch', swedish: 'kortbyte' },
  { id: 'target', german: 'Zielpunktzahl', swedish: 'slutpoäng' },
  { id: 'tie-break', german: 'Entscheid bei Gleichstand', swedish: 'särskiljning' },
  { id: 'run', german: 'Straße', swedish: 'stege' },
  { id: 'joker', german: 'Joker', swedish: 'joker' },
  { id: 'wild', german: 'Joker als Ersatzkarte', swedish: 'joker som jokerkort' },
  { id: 'trouduc', german: 'Trouduc', swedish: 'Trouduc' },
];
