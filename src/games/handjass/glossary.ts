/**
 * The game's terms. Each has an id (the anchor on the glossary page and what <Term id> links to), its Swiss-German
 * name and its Swedish name (shown in every language of the site), and a meaning in each language in the i18n
 * resources under `glossary.<id>.term` and `glossary.<id>.meaning`. Swedish has no Jass tradition: it keeps the
 * Swiss word and explains it once.
 */
import type { GameTerm } from '../../shared/game';

export const GLOSSARY: readonly GameTerm[] = [
  { id: 'stroke', german: 'Strich', swedish: 'streck' },
  { id: 'potato', german: 'Härdöpfel', swedish: 'Härdöpfel (potatis)' },
  { id: 'loser', german: 'Verlierer', swedish: 'förlorare' },
  { id: 'retire', german: 'aussteigen', swedish: 'gå ut' },
  { id: 'vorhand', german: 'Vorhand', swedish: 'Vorhand (förhand)' },
  { id: 'dealer', german: 'Geber', swedish: 'givare' },
  { id: 'active', german: 'mitspielen', swedish: 'spela med' },
  { id: 'pass', german: 'passen', swedish: 'passa' },
  { id: 'trump', german: 'Trumpf', swedish: 'trumf' },
  { id: 'under', german: 'Under', swedish: 'Under (knekt)' },
  { id: 'ober', german: 'Ober', swedish: 'Ober (dam)' },
  { id: 'banner', german: 'Banner', swedish: 'Banner (tia)' },
  { id: 'buur', german: 'Buur', swedish: 'Buur (trumfknekten)' },
  { id: 'nell', german: 'Nell', swedish: 'Nell (trumfnian)' },
  { id: 'card-points', german: 'Punkte', swedish: 'kortpoäng' },
  { id: 'last-trick', german: 'Letzter Stich', swedish: 'sista sticket' },
  { id: 'trick', german: 'Stich', swedish: 'stick' },
  { id: 'undertrump', german: 'untertrumpfen', swedish: 'undertrumfa' },
  { id: 'weis', german: 'Weis', swedish: 'Weis (kombination)' },
  { id: 'run', german: 'Blatt (Dreiblatt, Vierblatt …)', swedish: 'följd (Blatt)' },
  { id: 'four-of-a-kind', german: 'Vier Gleiche', swedish: 'fyrtal' },
  { id: 'stoeck', german: 'Stöck', swedish: 'Stöck (trumfkung och trumfdam)' },
  { id: 'blind', german: 'Blind', swedish: 'Blind (extrahand)' },
  { id: 'stock', german: 'Stock', swedish: 'Stock (talong)' },
  { id: 'six-exchange', german: 'Sechser tauschen', swedish: 'byta sexan' },
  { id: 'bessern', german: 'Bessern', swedish: 'Bessern (byte)' },
  { id: 'tally', german: 'Tafel', swedish: 'tavla' },
];
