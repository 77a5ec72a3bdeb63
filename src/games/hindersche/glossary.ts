/**
 * The game's terms. Each has an id (the anchor on the glossary page and what <Term id> links to), its names in the
 * dialect and in German and Swedish (the same in every language of the site), and a meaning in each language in
 * the i18n resources under `glossary.<id>.term` and `glossary.<id>.meaning`.
 */
import type { GameTerm } from '../../shared/game';

export const GLOSSARY: readonly GameTerm[] = [
  { id: 'old-man', german: 'de Alt', swedish: 'den gamla' },
  { id: 'little-man', german: 'de Kloei', swedish: 'den lilla' },
  { id: 'trump', german: 'Trumpf', swedish: 'trumf' },
  { id: 'partner-suit', german: 'Schwesterfarbe', swedish: 'systerfärg' },
  { id: 'card-points', german: 'Augen', swedish: 'ögon' },
  { id: 'trick', german: 'Stich', swedish: 'stick' },
  { id: 'deal', german: 'Spiel', swedish: 'giv' },
  { id: 'dealer', german: 'Geber', swedish: 'givare' },
  { id: 'forehand', german: 'Vorhand', swedish: 'förhand' },
  { id: 'follow-suit', german: 'Farbe bekennen', swedish: 'bekänna färg' },
  { id: 'void', german: 'frei', swedish: 'renons' },
  { id: 'schleipfen', german: 'Schleipfe, schleipfen', swedish: 'schleipfen' },
  { id: 'slate', german: 'Schiefertafel', swedish: 'griffeltavla' },
  { id: 'mark', german: 'Strich', swedish: 'streck' },
  { id: 'vier-strich', german: 'Vier-Strich', swedish: 'första fasen (Vier-Strich)' },
  { id: 'all-35', german: 'alle auf 35', swedish: 'alla på 35' },
  { id: 'march', german: 'Durchmarsch', swedish: 'genommarsch' },
  { id: 'butzen', german: 'Butzen', swedish: 'putsa (andra fasen)' },
  { id: 'excess-marks', german: 'überzählige Striche', swedish: 'överskottsstreck' },
  { id: 'drop-out', german: 'aussteigen', swedish: 'gå ut' },
  { id: 'two-player-stage', german: 'Zweikampf', swedish: 'slutspel mellan två' },
  { id: 'playoff', german: 'Stechen', swedish: 'extragiv' },
  { id: 'huebscher', german: 'Hübscher', swedish: 'hübscher' },
  { id: 'game', german: 'Partie', swedish: 'omgång' },
  { id: 'frame-mark', german: 'Strich am Rahmen', swedish: 'streck på ramen' },
  { id: 'shut-out', german: 'alle Striche bei einem', swedish: 'alla streck hos en' },
  { id: 'rubber', german: 'Runde', swedish: 'parti' },
  { id: 'bollen', german: 'Bollen', swedish: 'Bollen' },
  { id: 'bollenkoenig', german: 'Bollenkönig', swedish: 'Bollenkönig' },
  { id: 'settlement', german: 'Abrechnung', swedish: 'uppgörelse' },
  { id: 'reverse-game', german: 'Umkehrspiel', swedish: 'omvänt spel' },
];
