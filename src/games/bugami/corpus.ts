/**
 * What Bugami's code passes into its strings, where the rendered corpus (scripts/corpus.ts, `npm run corpus`) would
 * guess wrong from a placeholder's name. Plain data, read only by the corpus script.
 */
export const CORPUS = {
  /**
   * Keys (by prefix) whose placeholders may hold the learner ("you"): the game table (narration, review, hints) and
   * the bid drill's reveal. The other drills use seat names.
   */
  learnerKeys: ['table.', 'why.score.', 'hint.', 'reveal.why.', 'reveal.summary', 'reveal.submit'],
  /** Numbers never 1 here: a winning total is 10 or more, a clean score 20 or more, and a deal has 7 tricks or more. */
  neverOne: ['score', 'tricks'],
  /** Key → placeholder → what it holds ('someone': a player who is never the learner). */
  slots: {
    // The learner bids with table.ev.bidMine and wins with table.over.you / table.ev.youWin; the one choosing or
    // thinking is a computer player; the learner follows a lead made by someone else.
    'table.turn.bidding': { name: 'someone' },
    'table.turn.thinking': { name: 'someone' },
    'table.ev.bidMade': { name: 'someone' },
    'table.ev.bidNullFaceUp': { name: 'someone' },
    'table.prompt.follow': { name: 'someone' },
    'table.prompt.followJoker': { name: 'someone' },
    'table.over.other': { name: 'someone' },
    'table.ev.win': { names: 'someone' },
    // The learner is never his own partner, nor the player a hint tells him to feed.
    'hint.partner-wins': { name: 'someone' },
    'hint.dump-joker': { name: 'someone' },
    'hint.dump-their-bad-suit': { name: 'someone' },
    // "At a table of 4".
    'advice.ask': { players: 'number' },
    'reveal.pick': { players: 'number' },
    // The score reasons and pooled lines get their counts as words ("5 tricks", "1 bad card").
    'why.score.divided': { tricks: 'text', bad: 'text' },
    'why.score.divided-even': { tricks: 'text', bad: 'text' },
    // The review's coach line: the hint's choice and reason; the learner's card that would have done the same.
    'table.playReview.coach': { choice: 'text', reason: 'text' },
    'table.playReview.same': { mine: 'card' },
    'table.playReview.sameHigher': { mine: 'card', card: 'card' },
    'why.score.clean': { tricks: 'text' },
    'score.pooled': { tricks: 'text', bad: 'text' },
    'marriage.why.unit': { tricks: 'text', bad: 'text' },
  },
};
