/**
 * Real deals and games for the drills: a seeded game is dealt by the engine and played with seeded random legal
 * cards (every card one the engine accepts), and the drills cut their positions from it.
 */
import { apply, newGame, nextDecision, type DealRecord, type GameAction, type GameState } from '../engine/game';
import type { DealState } from '../engine/deal';
import type { Rules } from '../engine/rules';
import type { Card, Seat } from '../engine/types';
import { genFromSeed, pick, type Gen } from './random';

/** The deal just before a card was played: who played which card. */
export interface PlayMoment {
  deal: DealState;
  seat: Seat;
  card: Card;
  /** The deal right after the card (and whatever the engine did on its own: Stopps, turning the pile, the end). */
  after: DealState;
}

function must(s: { ok: true; value: GameState } | { ok: false; error: { code: string } }): GameState {
  if (!s.ok) throw new Error(`playout: ${s.error.code}`);
  return s.value;
}

/** One random legal action for the seat to act (a card, or an announced Stopp), or a table step. */
function randomAction(gen: Gen, s: GameState): GameAction | null {
  const d = nextDecision(s);
  switch (d.kind) {
    case 'deal':
      return { type: 'deal' };
    case 'lead':
    case 'beat':
      return { type: 'play', seat: d.seat, card: pick(gen, d.legal) };
    case 'stopp':
      return { type: 'stopp', seat: d.seat };
    case 'continue':
      return { type: 'continue' };
    default:
      return null;
  }
}

/** The first deal of a seeded game of `players`, played to its end: every card played, with the deal before it. */
export function playFirstDeal(seed: number, players: number, rules: Rules): { moments: PlayMoment[]; end: DealState } {
  const gen = genFromSeed(seed);
  let s = must(newGame({ seed, players, rules, firstDealer: (seed >>> 3) % players }));
  s = must(apply(s, { type: 'deal' }));
  const moments: PlayMoment[] = [];
  for (let guard = 0; guard < 500 && s.stage === 'playing'; guard++) {
    const a = randomAction(gen, s);
    if (!a) break;
    const before = s.deal as DealState;
    s = must(apply(s, a));
    if (a.type === 'play') moments.push({ deal: before, seat: a.seat, card: a.card, after: (s.deal ?? before) as DealState });
  }
  const end = s.deal as DealState;
  return { moments, end };
}

/** A whole seeded game of random legal play: its score sheet and the capital before each deal. */
export function playGame(seed: number, players: number, rules: Rules): { records: DealRecord[]; capitalBefore: number[][]; potBefore: number[]; state: GameState } {
  const gen = genFromSeed(seed);
  let s = must(newGame({ seed, players, rules }));
  const capitalBefore: number[][] = [];
  const potBefore: number[] = [];
  for (let guard = 0; guard < 20000 && s.stage !== 'game-over'; guard++) {
    const a = randomAction(gen, s);
    if (!a) break;
    if (a.type === 'deal') {
      capitalBefore.push([...s.capital]);
      potBefore.push(s.pot);
    }
    s = must(apply(s, a));
  }
  return { records: s.record, capitalBefore, potBefore, state: s };
}
