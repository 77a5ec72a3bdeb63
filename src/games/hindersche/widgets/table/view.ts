/** Small pure helpers for drawing the table: hand order, seat positions, who is where in the deal. */
import type { GameState } from '../../engine/game';
import type { TrickPlay } from '../../engine/play';
import type { Seat } from '../../engine/types';

export const ALL_SEATS: readonly Seat[] = [0, 1, 2, 3];

/** Where a seat sits on screen, seen from the learner: play passes to the right (anticlockwise round the table). */
export function position(seat: Seat, learner: Seat): 'me' | 'right' | 'top' | 'left' {
  return (['me', 'right', 'top', 'left'] as const)[(seat - learner + 4) % 4] as 'me' | 'right' | 'top' | 'left';
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
