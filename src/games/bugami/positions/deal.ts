/**
 * Whole deals for the drills, played by the engine: a seeded game is dealt, every seat bids as the Steady player
 * would (or as the caller fixes), and every card is Steady's choice among the cards the engine says are legal.
 * Drills cut their questions from such deals, so every position is one the game can really reach.
 */
import { steadyAction } from '../bots/steadyAction';
import type { GameCard } from '../engine/cards';
import { apply, newGame, type GameAction, type GameEvent, type GameState, type TrickRecord } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { Bid, Seat } from '../engine/types';

export interface PlayedDeal {
  seed: number;
  players: number;
  rules: Rules;
  /** The state right after the deal (hands full, no bid yet). */
  dealt: GameState;
  /** Every action after the deal: the bids, then the cards. */
  actions: GameAction[];
  /** Hands as dealt, by seat. */
  hands: GameCard[][];
  remainder: GameCard[];
  bids: Bid[];
  tricks: TrickRecord[];
  /** The state after the last card (the deal scored). */
  final: GameState;
  /** Every event of the deal, in order. */
  events: GameEvent[];
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!r.ok) throw new Error(`bugami position: ${r.error.code}`);
  return r.value;
}

/**
 * Plays one deal of a game with `players` seats under `rules`. `bids` fixes some seats' bids (others bid as Steady
 * does). Throws only on an engine refusal, which would be a bug (tests replay every generated deal).
 */
export function playDeal(seed: number, players: number, rules: Rules, bids: Partial<Record<Seat, Bid>> = {}): PlayedDeal {
  const game = must(newGame({ seed, players, rules }));
  const dealt = must(apply(game, { type: 'deal' }));
  const d = dealt.deal!;
  const actions: GameAction[] = [];
  let s = dealt;
  for (const seat of d.order) {
    const fixed = bids[seat];
    const a = fixed ? ({ type: 'bid', seat, bid: fixed } as const) : steadyAction(s, seat);
    if (!a) throw new Error('bugami position: no bid');
    actions.push(a);
    s = must(apply(s, a));
  }
  while (s.stage === 'playing') {
    const seat = s.deal!.turn!;
    const a = steadyAction(s, seat);
    if (!a) throw new Error('bugami position: no card');
    actions.push(a);
    s = must(apply(s, a));
  }
  const fd = s.deal!;
  return {
    seed,
    players,
    rules,
    dealt,
    actions,
    hands: d.hands.map((h) => [...h]),
    remainder: [...d.remainder],
    bids: fd.bids.map((b) => b as Bid),
    tricks: fd.tricks.map((t) => ({ plays: t.plays.map((p) => ({ ...p })), winner: t.winner })),
    final: s,
    events: s.log.slice(dealt.log.length),
  };
}

/** The state of a played deal after its bids and `cards` cards (replayed by the engine). */
export function stateAfter(p: PlayedDeal, cards: number): GameState {
  const bidsCount = p.players;
  let s = p.dealt;
  for (const a of p.actions.slice(0, bidsCount + cards)) s = must(apply(s, a));
  return s;
}
