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
  // Cross-game decisions of issue 25 (Swedish review E1, E2, E4): "bekänna färg", "givaren", generic "han".
  {
    concept: 'following suit',
    glossary: 'follow-suit',
    lang: 'sv',
    prefer: 'bekänna färg',
    forms: ['bekänner färg', 'bekände färg', 'bekänn färg', 'Bekänna färg'],
    avoid: ['följa färg', 'följer färg', 'följde färg', 'följ färg'],
    note: 'Swedish card players bekänner färg; every course of the site says so.',
  },
  {
    concept: 'the player who deals',
    glossary: 'dealer',
    lang: 'sv',
    prefer: 'givaren',
    forms: ['givare', 'givarens'],
    avoid: [{ form: 'Given (the dealer)', pattern: '(?<![\\p{L}])Given\\s+(?:ger|delar|blandar|vänder|tar|slänger)(?![\\p{L}])', exactCase: true }, 'Givare (given)'],
    note: '"Given" is the deal; the one who deals is givaren.',
  },
  { concept: 'discarding a card of another suit in the play', glossary: 'discard', lang: 'sv', prefer: 'saka', forms: ['sakar', 'sakade'], avoid: ['kasta av', 'kastar av'] },
  { concept: 'a player of either sex', lang: 'sv', prefer: 'han', forms: ['den som'], avoid: ['hen', 'han eller hon', 'hon eller han', 'han/hon'], note: 'The site writes the generic pronoun "han", or rewrites with "den som".' },
  // German
  {
    concept: 'following suit',
    glossary: 'follow-suit',
    lang: 'de',
    prefer: 'Farbe bekennen',
    forms: ['bekennt Farbe', 'bekennst Farbe', 'bekennen'],
    avoid: ['bedienen', 'bedient', 'bediente', 'bedienst', 'Bedienen'],
    note: 'One word per run: this course says "Farbe bekennen" throughout.',
  },
  { concept: 'holding no card of a suit', lang: 'de', prefer: 'frei', forms: ['in einer Farbe frei'], avoid: ['blank bist', 'blank ist', 'blank sein'], note: '"Blank" is a singleton, never a void.' },
  { concept: 'the score sheet', glossary: 'protokoll', lang: 'de', prefer: 'Protokoll', avoid: ['Tafel', 'Strichliste'], note: '"Tafel" is the tally board of other games; Norrlandsknack keeps a Protokoll.' },
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
  {
    concept: 'who must lead trumps under Trumfmant',
    lang: 'de',
    prefer: 'wer Trumpf hat',
    avoid: [{ form: 'mit Trumpf Trumpf ausspielen', pattern: '(?<![\\p{L}])mit Trumpf Trumpf(?![\\p{L}])' }],
    note: 'As the rules say it: "Wer Trumpf hat, muss Trumpf …"; "ein Ausspieler mit Trumpf Trumpf ausspielen" stumbles over the doubled word.',
  },
];
