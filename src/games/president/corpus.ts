/**
 * What President's code passes into its strings, where the rendered corpus (scripts/corpus.ts, `npm run corpus`)
 * would guess wrong from a placeholder's name. Plain data, read only by the corpus script.
 */
export const CORPUS = {
  /** President names the learner only at the game table (narrate.ts, GameTable.tsx); its drills use seat names. */
  learnerKeys: ['table.'],
  /** `need` is the length of a run (two or more) or a set that a card cannot match; a count that can be 1 is `count`. */
  neverOne: ['need'],
  /** Key → placeholder → what it holds ('someone': a player who is never the learner). */
  slots: {
    'combo.set.2': { ranks: 'ranks' },
    'combo.set.3': { ranks: 'ranks' },
    'combo.set.4': { ranks: 'ranks' },
    // The table's sentences that name the learner have keys of their own (`_you`, `_youBottom`, `nextYouDeal`,
    // `lastPlayYou`, `table.over.you`); these are said only of computer players.
    'table.review.next': { bottom: 'someone', president: 'someone' },
    // `combo` is a combination with its gender (comboNoun): filled with cards of every gender, so the participle is seen to agree.
    'table.lastPlay': { player: 'someone', combo: 'card' },
    'table.over.other': { player: 'someone' },
    'table.roundWon': { player: 'someone' },
    'table.roundLead': { player: 'someone' },
    'table.thinking': { player: 'someone' },
    'table.turn.other': { player: 'someone' },
    'table.ev.exchange': { bottom: 'someone', president: 'someone' },
    'table.ev.given': { from: 'someone', to: 'someone' },
    // `players` here is a count of players.
    'finish.why.place': { players: 'number' },
    // The table slate names the players typed in (nobody there is the learner); `first` is who gets the first card.
    'slate.r.dealer.chosen': { first: 'someone' },
    'slate.r.dealer.bottom': { first: 'someone' },
    'slate.r.place': { players: 'number' },
    'slate.setup.seatLeft': { prev: 'someone' },
    'slate.refused.order.duplicate': { places: 'text' },
  },
};
