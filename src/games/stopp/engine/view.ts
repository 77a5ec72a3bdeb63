/**
 * What one seat may see of a game: everything public (capital, pot, the pile, the piles turned away, who said
 * Stopp, how many cards each player holds, the score sheet) and its own hand, never the other hands or the cards
 * put aside. The table UI renders from this, so a bot or a learner can never peek by accident.
 */
import { nextDecision, isGameState, type DealRecord, type GameState, type NextDecision, type Stage } from './game';
import type { Card, Seat } from './types';

export interface SeatView {
  seat: Seat;
  stage: Stage;
  players: number;
  capital: number[];
  pot: number;
  active: boolean[];
  dealer: Seat;
  dealNo: number;
  deal: {
    players: Seat[];
    forehand: Seat;
    leader: Seat;
    /** The seat's own hand. */
    hand: Card[];
    /** Cards held by seat. */
    counts: number[];
    pile: { seat: Seat; card: Card }[];
    top: Card | null;
    topPlayer: Seat | null;
    stoppedSince: Seat[];
    turned: Card[][];
    turn: Seat | null;
    out: Seat[];
    /** How many cards were put aside (unseen). */
    setAside: number;
    ended: boolean;
  } | null;
  /** The decision the game waits for; its legal cards only when it is this seat's. */
  decision: NextDecision;
  record: DealRecord[];
  winner: { seat: Seat; pot: number } | null;
}

export function seatView(state: GameState, seat: Seat): SeatView | null {
  try {
    if (!isGameState(state) || typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= state.players) return null;
    const d = state.deal;
    let decision = nextDecision(state);
    if ((decision.kind === 'lead' || decision.kind === 'beat') && decision.seat !== seat) decision = { ...decision, legal: [] };
    return {
      seat,
      stage: state.stage,
      players: state.players,
      capital: [...state.capital],
      pot: state.pot,
      active: [...state.active],
      dealer: state.dealer,
      dealNo: state.dealNo,
      deal: d
        ? {
            players: [...d.players],
            forehand: d.forehand,
            leader: d.leader,
            hand: [...(d.hands[seat] ?? [])],
            counts: d.hands.map((h) => h.length),
            pile: d.pile.map((card, i) => ({ seat: d.pileBy[i] as Seat, card })),
            top: d.top,
            topPlayer: d.topPlayer,
            stoppedSince: [...d.stoppedSince],
            turned: d.turned.map((p) => [...p]),
            turn: d.turn,
            out: [...d.out],
            setAside: d.setAside.length,
            ended: d.ended,
          }
        : null,
      decision,
      record: state.record.map((r) => ({ ...r })),
      winner: state.winner ? { ...state.winner } : null,
    };
  } catch {
    return null;
  }
}
