/**
 * The shapes every trick-taking engine gives its answers in: a verdict on one card (may it be played, and why) and
 * one play of a trick. Plain data types; the game supplies its card, seat and reason types.
 */

/** Whether `card` may be played now, and the game's reason (a code with its data). */
export interface CardVerdict<C, R> {
  card: C;
  legal: boolean;
  reason: R;
}

/** One card played to a trick, by `seat`. */
export interface SeatPlay<C, S = number> {
  seat: S;
  card: C;
}
