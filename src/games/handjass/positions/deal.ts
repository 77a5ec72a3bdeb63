/**
 * Real deals for the drills: a shuffled pack dealt to four players (9 each, the dealer's last card sets trumps, as
 * at a four-player table), then played out with random legal cards by the engine's own rules. Drill positions are
 * cut from these deals, so every position is one the game can reach.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { legalPlaysUnchecked, trickWinnerUnchecked, type PlayVerdict } from '../engine/play';
import { pick, shuffled, type Gen } from './random';

export type Seat = 0 | 1 | 2 | 3;
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

export interface Play {
  seat: Seat;
  card: Card;
}

export interface DealtHands {
  /** Hands by seat, in play order (0 = Vorhand, 3 = the dealer). */
  hands: Card[][];
  trump: Suit;
  /** The dealer's last card, turned for trumps. */
  turned: Card;
}

export function dealFour(gen: Gen): DealtHands {
  const pack = shuffled(gen);
  const hands = [0, 1, 2, 3].map(() => [] as Card[]);
  // Packets of three, counter-clockwise from Vorhand, the dealer last (spec §5, OP14).
  let k = 0;
  for (let round = 0; round < 3; round++) for (let s = 0; s < 4; s++) for (let i = 0; i < 3; i++) (hands[s] as Card[]).push(pack[k++] as Card);
  const turned = (hands[3] as Card[])[8] as Card;
  return { hands, trump: turned[1] as Suit, turned };
}

/** One decision met while playing a deal: the hand, the cards already in the trick, and every card's verdict. */
export interface Decision {
  number: number;
  seat: Seat;
  hand: Card[];
  trick: Play[];
  verdicts: PlayVerdict[];
}

export interface PlayedTrick {
  number: number;
  plays: Play[];
  winner: Seat;
  points: number;
}

export interface PlayedDeal extends DealtHands {
  tricks: PlayedTrick[];
  decisions: Decision[];
}

/** Plays a whole four-player deal with random legal cards (Vorhand leads the first trick). */
export function playFour(gen: Gen, dealt: DealtHands = dealFour(gen)): PlayedDeal {
  const hands = dealt.hands.map((h) => [...h]);
  const tricks: PlayedTrick[] = [];
  const decisions: Decision[] = [];
  let leader: Seat = 0;
  for (let number = 1; number <= 9; number++) {
    const plays: Play[] = [];
    for (let i = 0; i < 4; i++) {
      const seat = ((leader + i) % 4) as Seat;
      const hand = hands[seat] as Card[];
      const verdicts = legalPlaysUnchecked(hand, plays.map((p) => p.card), dealt.trump);
      decisions.push({ number, seat, hand: [...hand], trick: [...plays], verdicts });
      const card = pick(gen, verdicts.filter((v) => v.legal)).card;
      hand.splice(hand.indexOf(card), 1);
      plays.push({ seat, card });
    }
    const r = trickWinnerUnchecked(plays.map((p) => p.card), dealt.trump);
    const winner = (plays[r.winnerIndex] as Play).seat;
    tricks.push({ number, plays, winner, points: r.points });
    leader = winner;
  }
  return { ...dealt, tricks, decisions };
}
