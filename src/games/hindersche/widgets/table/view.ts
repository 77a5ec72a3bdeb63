/** Small pure helpers for drawing the table: hand order, seat positions, who is where in the deal. */
import { SUITS, colourOf, type Card, type Suit } from '../../../../shared/cards/model';
import { suitRanking, trumpRanking } from '../../engine/cards';
import type { GameState } from '../../engine/game';
import type { TrickPlay } from '../../engine/play';
import type { Seat } from '../../engine/types';

export const ALL_SEATS: readonly Seat[] = [0, 1, 2, 3];

/** Where a seat sits on screen, seen from the learner: play passes to the right (anticlockwise round the table). */
export function position(seat: Seat, learner: Seat): 'me' | 'right' | 'top' | 'left' {
  return (['me', 'right', 'top', 'left'] as const)[(seat - learner + 4) % 4] as 'me' | 'right' | 'top' | 'left';
}

/** The hand in reading order: trumps high to low, then the other suits with the colours alternating. */
export function sortHand(hand: readonly Card[], trump: Suit): Card[] {
  const others = SUITS.filter((s) => s !== trump);
  // Alternate colours: a suit of the other colour between the two of trump's colour where possible.
  const other = others.filter((s) => colourOf(s) !== colourOf(trump));
  const same = others.filter((s) => colourOf(s) === colourOf(trump));
  const suits = [other[0], ...same, other[1]].filter((s): s is Suit => s !== undefined);
  const order = [...trumpRanking(trump), ...suits.flatMap((s) => suitRanking(s, trump))];
  return [...hand].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** The trick to show: the one being played, or (before the next lead) the last one, which is complete. */
export function visibleTrick(game: GameState): { plays: TrickPlay[]; winner: Seat | null; owner: Seat | null; number: number; complete: boolean } {
  const d = game.deal;
  if (!d) return { plays: [], winner: null, owner: null, number: 0, complete: false };
  const last = d.tricks[d.tricks.length - 1];
  if (d.trick.length === 0 && last) return { plays: last.plays, winner: last.rightfulWinner, owner: last.owner, number: d.tricks.length, complete: true };
  return { plays: d.trick, winner: null, owner: null, number: d.tricks.length + 1, complete: false };
}

/** Number of the regular deal in phase 1 (1-4), counting the deal in play. */
export function phase1DealNumber(game: GameState): number {
  // Once the deal is scored it is already counted.
  return game.phase1Deals + ((game.deal?.kind === 'regular' && game.stage !== 'scored') || game.stage === 'awaiting-deal' ? 1 : 0);
}

/** Seats that take part in the deal on the table (or, between deals, in the game). */
export function inPlay(game: GameState): Seat[] {
  return game.deal ? game.deal.order : game.active;
}
