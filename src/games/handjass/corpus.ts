/**
 * What Handjass's code passes into its strings, where the rendered corpus (scripts/corpus.ts, `npm run corpus`) would
 * guess wrong from a placeholder's name. Plain data, read only by the corpus script.
 */
export const CORPUS = {
  /**
   * Keys (by prefix) whose placeholders may hold the learner ("you"). Handjass names the learner only at the game
   * table (table/narrate.ts, widgets/GameTable.tsx): its commentary (`table.`) and the deal review (`strokes.*`,
   * whose `_you` variants say the learner's own result). The drills (trick, Weis, blackboard, legal play) use seat
   * names only.
   */
  learnerKeys: ['table.', 'strokes.sole-active', 'strokes.top', 'strokes.cycled', 'strokes.won-draw', 'strokes.lost-draw', 'strokes.held-over', 'strokes.safe', 'strokes.potato', 'strokes.passer'],
  /** Numbers never 1 here: no trick or deal holds exactly 1 card point (the smallest non-zero card is worth 2). */
  neverOne: ['points', 'trickPoints'],
  /** Key → placeholder → what it holds ('someone': a player who is never the learner). */
  slots: {
    'weis.combo.run': { top: 'rank' },
    'weis.combo.quartet': { rank: 'ranks' },
    // The one thinking is a computer player; the learner's own results use the `_you` sentences.
    'table.turn.thinking': { name: 'someone' },
    'table.turn.youOut': { name: 'someone' },
  },
};
