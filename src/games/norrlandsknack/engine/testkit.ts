/** Helpers shared by the engine's tests (not part of the public API). */
import type { Card } from '../../../shared/cards/model';
import { PACK } from './cards';
import { apply, type GameAction, type GameState } from './game';

/**
 * A stacked pack (top first) that deals `hands` (by position from forehand, five cards each, the dealer's without
 * the turn-up) and turns up `upcard`; `talonTop` are the first talon cards, the rest follows in pack order.
 */
export function stackPack(hands: Card[][], upcard: Card, talonTop: Card[] = []): Card[] {
  const out: Card[] = [];
  for (const h of hands) out.push(...h.slice(0, 3));
  out.push(upcard);
  for (const h of hands) out.push(...h.slice(3, 5));
  out.push(...talonTop);
  const used = new Set(out);
  for (const c of PACK) if (!used.has(c)) out.push(c);
  return out;
}

export function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

export function run(s: GameState, actions: GameAction[]): GameState {
  return actions.reduce((st, a) => must(apply(st, a)), s);
}

/** Every card of the deal somewhere: hands, talon, discards, played tricks and the trick in progress. */
export function cardsInDeal(s: GameState): string[] {
  const d = s.deal;
  if (!d) return [];
  return [...d.hands.flat(), ...d.talon, ...d.discards.flat(), ...d.tricks.flatMap((t) => t.plays.map((p) => p.card)), ...d.trick.map((p) => p.card)];
}
