/**
 * A whole deal for the deal walkthrough, played by the game engine itself: `newGame` from the seed (which shuffles),
 * `step` with the deal, then 36 `play` actions, each a seeded random choice among the cards `nextDecision` says
 * are legal. Every step keeps the engine's own events (why each card was allowed, who took each trick and why,
 * the deal's result and any march), plus what the table looks like after that card.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { nextSeed } from '../../../shared/quiz/seeds';
import { newGame, nextDecision, step, type GameEvent, type GameState } from '../engine/game';
import type { PlayReason, TrickPlay } from '../engine/play';
import type { Rules } from '../engine/rules';
import type { BySeat } from '../engine/seats';
import type { Seat } from '../engine/types';
import { genFromSeed, pick } from './random';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

export type TrickWonEvent = Extract<GameEvent, { type: 'trick-won' }>;

export interface WalkStep {
  /** 1..36 */
  index: number;
  /** The engine's `card-played` event: who played what to which trick (1..9), and why it was allowed. */
  play: { seat: Seat; card: Card; trick: number; reason: PlayReason };
  /** The engine's `trick-won` event when this card completed a trick. */
  won: TrickWonEvent | null;
  /** The cards on the table after this card (the whole trick when this card completed it). */
  table: TrickPlay[];
  /** What each player still holds after this card. */
  hands: BySeat<Card[]>;
  tricksWon: BySeat<number>;
  points: BySeat<number>;
  /** Who plays the next card (null after the last card). */
  next: Seat | null;
}

export interface WalkDeal {
  seed: number;
  dealer: Seat;
  leader: Seat;
  trump: Suit;
  upcard: Card;
  /** The hands as dealt. */
  hands: BySeat<Card[]>;
  steps: WalkStep[];
  /** The engine's `deal-finished` result, by seat. */
  result: { points: number[]; tricks: number[] };
  /** The engine's `march` event: who made 100 or more, if anyone. */
  march: Seat | null;
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!r.ok) throw new Error(`engine refused: ${r.error.code}`);
  return r.value;
}

/** The deal for a seed: the same seed and rules always give the same deal, played the same way. */
export function walkthroughDeal(seed: number, rules: Rules): WalkDeal {
  const choices = genFromSeed(nextSeed(seed));
  const firstDealer = pick(choices, SEATS);
  let state: GameState = must(newGame({ seed, firstDealer, rules }));
  const dealt = must(step(state, { type: 'deal' }));
  state = dealt.state;
  const d = state.deal;
  if (!d) throw new Error('no deal');
  const steps: WalkStep[] = [];
  let march: Seat | null = null;
  let result: WalkDeal['result'] = { points: [0, 0, 0, 0], tricks: [0, 0, 0, 0] };
  for (let decision = nextDecision(state); decision.kind === 'play'; decision = nextDecision(state)) {
    const card = pick(choices, decision.legal);
    const r = must(step(state, { type: 'play', seat: decision.seat, card }));
    state = r.state;
    const deal = state.deal;
    if (!deal) throw new Error('deal vanished');
    let play: WalkStep['play'] | null = null;
    let won: TrickWonEvent | null = null;
    for (const e of r.events) {
      if (e.type === 'card-played') play = { seat: e.seat, card: e.card, trick: e.trick, reason: e.reason };
      else if (e.type === 'trick-won') won = e;
      else if (e.type === 'deal-finished') result = { points: [...e.points], tricks: [...e.tricks] };
      else if (e.type === 'march') march = e.seat;
    }
    if (!play) throw new Error('no card-played event');
    const last = deal.tricks[deal.tricks.length - 1];
    steps.push({
      index: steps.length + 1,
      play,
      won,
      table: (won && last ? last.plays : deal.trick).map((p) => ({ ...p })),
      hands: deal.hands.map((h) => [...h]) as BySeat<Card[]>,
      tricksWon: [...deal.tricksWon],
      points: [...deal.points],
      next: deal.turn,
    });
  }
  return { seed, dealer: d.dealer, leader: d.leader, trump: d.trump, upcard: d.upcard, hands: d.hands.map((h) => [...h]) as BySeat<Card[]>, steps, result, march };
}
