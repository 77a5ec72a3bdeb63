/**
 * The Steady player's decision as a game action, without the Strong player's search: what `chooseAction(state,
 * seat, { level: 'steady' })` returns, for code that must stay small (the drills' positions run in the page).
 * A test checks that both agree.
 */
import type { GameCard } from '../engine/cards';
import { nextDecision, type GameAction, type GameState } from '../engine/game';
import type { Seat } from '../engine/types';
import { viewOf } from './knowledge';
import { bidOf, cardOfCode, copySim, makeSim } from './sim';
import { steadyBid, steadyPick } from './steady';

const work = makeSim();

export function steadyAction(state: GameState, seat: Seat): GameAction | null {
  try {
    const d = nextDecision(state);
    if (d.kind === 'bid') {
      if (!d.waitingFor.includes(seat)) return null;
      const v = viewOf(state, seat, true);
      return v.ok ? { type: 'bid', seat, bid: bidOf(steadyBid(v.value.sim, v.value.mySlot)) } : null;
    }
    if (d.kind !== 'play' || d.seat !== seat) return null;
    if (d.legal.length === 1) return { type: 'play', seat, card: d.legal[0] as GameCard };
    const v = viewOf(state, seat);
    if (!v.ok) return null;
    copySim(work, v.value.sim);
    const card = cardOfCode(steadyPick(work, v.value.mySlot, null, 0), state.rules.ranking, state.rules.jokers);
    return { type: 'play', seat, card: d.legal.includes(card) ? card : (d.legal[0] as GameCard) };
  } catch {
    return null;
  }
}
