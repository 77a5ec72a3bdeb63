/**
 * What Hindersche's code passes into its strings, where the rendered corpus (scripts/corpus.ts, `npm run corpus`)
 * would guess wrong from a placeholder's name. Plain data, read only by the corpus script.
 */
export const CORPUS = {
  /**
   * Keys (by prefix) whose placeholders may hold the learner ("you"). Hindersche names the learner only at the game
   * table (narrate.ts and the table's widgets) and in the card-play sentences the table shares with the walkthrough;
   * its drills and the deal walkthrough use seat names, its slate the names typed in.
   */
  learnerKeys: ['table.', 'walk.play.', 'walk.won.highest', 'walk.end.player'],
  /** Numbers never 1 here: no card is worth 1 point, tricks hold multiples of four cards, and the slate rows count five or more marks. */
  neverOne: ['points', 'marks', 'cards'],
  /** Key → placeholder → what it holds ('someone': a player who is never the learner). */
  slots: {
    // The hint is the learner's, who cannot follow, so another player takes the trick.
    'table.hint.dump-points': { to: 'someone' },
    // A haul the learner may object to was made by someone else (and `.yours` says "you won").
    'table.prompt.object': { name: 'someone', winner: 'someone' },
    'table.prompt.object.yours': { name: 'someone' },
    // The learner follows a lead made by someone else.
    'table.prompt.follow': { name: 'someone' },
    // The one thinking is a computer player; the march the learner is told to stop is another player's.
    'table.turn.thinking': { name: 'someone' },
    'table.hint.stop-march': { threat: 'someone' },
    'rank.why.order': { p1: 'number', p2: 'number' },
    'table.analysis.mistake': { cost: 'decimal' },
    'table.analysis.total': { cost: 'decimal' },
  },
};
