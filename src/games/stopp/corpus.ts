/**
 * What Stopp's code passes into its strings, where the rendered corpus (scripts/corpus.ts, `npm run corpus`) would
 * guess wrong from a placeholder's name. Plain data, read only by the corpus script.
 */
export const CORPUS = {
  /**
   * Keys (by prefix) whose placeholders may hold the learner ("you"): only the game table names the learner
   * (table/narrate.ts and the table widget, with `_you` keys for sentences about the learner); the drills use seat names.
   */
  learnerKeys: ['table.'],
  /** Key → placeholder → what it holds ('someone': a player who is never the learner). */
  slots: {
    // The card the learner holds above the one led.
    'table.hint.lead-under-winner': { winner: 'card' },
    // The learner is asked to beat a card someone else played; the one thinking is a computer player.
    'table.turn.beat': { name: 'someone' },
    'table.turn.thinking': { name: 'someone' },
    // The reference's worked example: lists of figures, the pot before and the total (10 and 40).
    'ref.example.intro': { capital: 'text', cards: 'text', pot: 'bigNumber', total: 'bigNumber' },
    'ref.example.pot': { pot: 'bigNumber', total: 'bigNumber' },
  },
};
