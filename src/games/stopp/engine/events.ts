/**
 * The structured event log: plain data with codes, never prose (the table narrates it in three languages).
 * Spec 6 names the deal events play, stopp, out, turn, dealEnd, pay, eliminate and gameWon; the others frame them.
 */
import type { Card, Seat } from './types';

export type DealEndReason =
  /** A player played his last card and nobody still holding cards could beat it (spec 3.5). */
  | 'deal.last-card-stands'
  /** Everyone else stopped and the player of the top card is the only one still holding cards (OP6 default). */
  | 'deal.sole-holder';

export type PlayReason = 'play.lead' | 'play.beat';

export type GameEvent =
  | { type: 'game-started'; players: number; dealer: Seat; capital: number[] }
  | { type: 'deal-dealt'; deal: number; dealer: Seat; forehand: Seat; leader: Seat; players: Seat[]; handSize: number; setAside: number }
  /** A card put on the pile: a lead (any card) or a beat (same suit, higher). */
  | { type: 'play'; seat: Seat; card: Card; reason: PlayReason; cardsLeft: number }
  /** A forced pass: the seat holds no higher card of the top card's suit. */
  | { type: 'stopp'; seat: Seat; top: Card; reason: 'stopp.no-higher-card' }
  /** The seat played its last card and leaves the deal (it pays nothing). */
  | { type: 'out'; seat: Seat; card: Card; place: number }
  /** Everyone else stopped: the seat that played the top card turns the pile away and leads next. */
  | { type: 'turn'; seat: Seat; cards: number; pile: Card[] }
  | { type: 'deal-end'; reason: DealEndReason; by: Seat; top: Card; cardsLeft: number[] }
  /** One unit per card still held; `amount` < `cards` when the capital ran short (OP5). */
  | { type: 'pay'; seat: Seat; cards: number; amount: number; short: boolean; capital: number; pot: number }
  | { type: 'eliminate'; seat: Seat; capital: number }
  /** OP8 each-deal: the deal's winner takes the pot. */
  | { type: 'pot-taken'; seat: Seat; amount: number }
  | { type: 'game-won'; seat: Seat; pot: number; capital: number };
