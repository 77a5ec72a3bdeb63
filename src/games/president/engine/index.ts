/**
 * Public entry point of the President rules engine: plain functions over plain data, no UI, no i18n.
 *
 * - cards: President cards (French cards plus the Trouduc Jokers 'JK' / 'JKR' / 'JKB'), rank orders and powers.
 * - rules: `Rules`, `DEFAULT_RULES`, `RULE_OPTIONS`, `makeRules`.
 * - combos: the combination builder (`classifyCombo`), beat-or-pass (`beats`, `judgeBeat`), legal plays
 *   (`enumeratePlays`) and the greyed-out view (`cardStatuses`).
 * - table: one deal's play with re-entry and round closure (`roundView`).
 * - deal: deal sizes, re-seating, the exchange (`giveRequirement`, `checkGive`, `exchange`).
 * - scoring: points, roles and the finishing board; the end of the game with its tie-break.
 * - game: `newGame`, `apply`, `step`, `legalActions`, `nextDecision`, `whoseTurn`, events and the score record.
 * - notation: drill positions and whole games as text.
 */
export * from './cards';
export * from './rules';
export * from './combos';
export * from './table';
export * from './deal';
export * from './scoring';
export * from './game';
export * from './notation';
export * from './drills';
