/**
 * Norrlandsknack's words (see src/shared/terms.ts): issue 12 names the game's own words. Swedish is the home
 * language: knacka, lura, gå med, lägga sig, köpa, talong, limpa, trumfmant, protokoll, pott. German keeps the
 * Swedish game words where they are the game's own (Limpa, Trumfmant, explained once) and says klopfen, passen,
 * kaufen, Talon. Checked by tests/unit/terms.test.ts.
 */
import type { TermList } from '../../shared/terms';

export const TERMS: TermList = [
  // Swedish
  { concept: 'rapping the table to play the deal', glossary: 'knock', lang: 'sv', prefer: 'knacka', forms: ['knackar', 'knackade', 'knackning', 'knackningen'], avoid: ['bulta', 'bultar', 'klappa'] },
  { concept: 'passing in the bidding', glossary: 'lurk', lang: 'sv', prefer: 'lura', forms: ['lurar', 'lurade'], avoid: ['passa', 'passar', 'passade'], note: 'In Norrlandsknack one lurks; "passa" belongs to other games.' },
  { concept: 'joining a knock (deal 2 on)', glossary: 'go-along', lang: 'sv', prefer: 'gå med', forms: ['går med', 'gick med'], avoid: ['hänga på', 'haka på', 'hakar på'] },
  { concept: 'declining a knock (deal 2 on)', glossary: 'fold', lang: 'sv', prefer: 'lägga sig', forms: ['lägger sig', 'lade sig', 'la sig'], avoid: ['kasta sig', 'ge upp'] },
  {
    concept: 'putting cards away when buying',
    glossary: 'buy',
    lang: 'sv',
    prefer: 'slänga',
    forms: ['slänger', 'slängde', 'slängt', 'släng'],
    avoid: ['lägga bort', 'lägger bort', 'lade bort', 'la bort', 'lagt bort', 'lägg bort', 'kasta bort', 'kastar bort'],
    note: 'Knack players slänger and köper; "saka" is for a card of another suit in the play, never for buying.',
  },
  { concept: 'the undealt cards', glossary: 'talon', lang: 'sv', prefer: 'talong', forms: ['talongen'], avoid: ['köphög', 'köphögen', 'talon', 'talonen'] },
  { concept: 'the stakes together', glossary: 'pot', lang: 'sv', prefer: 'pott', forms: ['potten'], avoid: ['kassan'] },
  { concept: 'the score sheet', glossary: 'protokoll', lang: 'sv', prefer: 'protokoll', forms: ['protokollet'], avoid: ['poängtavla', 'poängtavlan', 'poängprotokoll'] },
  { concept: 'the penalty for no trick', glossary: 'limpa', lang: 'sv', prefer: 'limpa', forms: ['limpan', 'limpor'], avoid: ['straffpoäng', 'limpstraff'] },
  { concept: 'the ace of trumps', glossary: 'trump-ace', lang: 'sv', prefer: 'trumfess', forms: ['trumfesset'], avoid: ['trumfässet', 'trumf-ess', 'trumfäss'] },
  // German
  { concept: 'rapping the table to play the deal', glossary: 'knock', lang: 'de', prefer: 'klopfen', forms: ['klopft', 'geklopft', 'Klopfen', 'Klopfer'], avoid: ['pochen', 'anklopfen', 'knacken'] },
  { concept: 'passing in the bidding', glossary: 'lurk', lang: 'de', prefer: 'passen', forms: ['passt', 'gepasst'], avoid: ['lauern', 'luren'] },
  { concept: 'declining a knock (deal 2 on)', glossary: 'fold', lang: 'de', prefer: 'aussteigen', forms: ['steigt aus', 'ausgestiegen'], avoid: ['hinlegen', 'sich legen'] },
  {
    concept: 'buying cards from the talon',
    glossary: 'buy',
    lang: 'de',
    prefer: 'kaufen',
    forms: ['kauft', 'gekauft', 'Kaufen', 'neu kaufen'],
    avoid: ['tauschen', 'tauscht', 'getauscht', 'austauschen', 'austauscht', 'ausgetauscht', 'eintauschen', 'einkaufen', 'Karten wechseln'],
    note: 'German players of knock games buy (kaufen) from the talon; "tauschen" is the President exchange, not this.',
  },
  { concept: 'the undealt cards', glossary: 'talon', lang: 'de', prefer: 'Talon', avoid: ['Stock', 'Skat', 'Talong'] },
  { concept: 'the penalty for no trick', glossary: 'limpa', lang: 'de', prefer: 'Limpa', forms: ['Limpas'], avoid: ['Limpe', 'Strafpunkt'] },
  { concept: 'compulsory trumping', glossary: 'trumfmant', lang: 'de', prefer: 'Trumfmant', avoid: ['Trumpfmant', 'Trumfmann'] },
  { concept: 'the stakes together', glossary: 'pot', lang: 'de', prefer: 'Pott', avoid: [{ form: 'Pot', exactCase: true }, 'Kasse'] },
  // English
  { concept: 'compulsory trumping', glossary: 'trumfmant', lang: 'en', prefer: 'Trumfmant', avoid: ['Trumpfmant', 'trump-man'] },
  { concept: 'the undealt cards', glossary: 'talon', lang: 'en', prefer: 'talon', avoid: ['kitty', 'widow'] },
  { concept: 'a player of either sex', lang: 'en', prefer: 'their', avoid: ['his or her', 'he or she', 'him or her', 'his/her', 'he/she'] },
];
