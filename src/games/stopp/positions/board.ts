/**
 * Settlement positions for the capital board, cut from real games (see playout.ts): the capital of every player
 * and the pot before a deal's settlement, and the cards each player still held when it ended. Level 1: everyone
 * can pay. Level 2: someone cannot pay in full or drops out. Level 3: the last deal of a game, when the last player
 * with capital is left.
 */
import { nextSeed } from '../../../shared/quiz/seeds';
import type { DealRecord } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import { playGame } from './playout';
import { between, genFromSeed, pick } from './random';

export interface BoardQuestion {
  level: number;
  gameSeed: number;
  players: number;
  /** The deal's number in its game. */
  deal: number;
  capital: number[];
  pot: number;
  /** Cards left by seat (0 for seats not in the deal). */
  cardsLeft: number[];
  /** Players of the deal (the others had dropped out before). */
  inDeal: Seat[];
  /** The player whose last card ended the deal. */
  endedBy: Seat;
  /** The last to go out (OP8 each-deal: he takes the pot). */
  winner: Seat | null;
  /** The last deal of the game. */
  final: boolean;
}

function fits(r: DealRecord, before: number[], level: number, final: boolean): boolean {
  const short = r.players.some((p) => (r.cardsLeft[p] as number) > (before[p] as number));
  if (level === 1) return !short && r.eliminated.length === 0;
  if (level === 2) return !final && (short || r.eliminated.length > 0);
  return final;
}

/** The board position for a seed and level: the same seed, level and rules always give the same position. */
export function boardQuestion(seed: number, level: number, rules: Rules): BoardQuestion {
  const gen = genFromSeed(seed);
  let gameSeed = seed;
  for (let i = 0; i < 200; i++) {
    const players = between(gen, 3, 6);
    const g = playGame(gameSeed, players, rules);
    const last = g.records.length - 1;
    const ok = g.records.map((r, k) => ({ r, k })).filter(({ r, k }) => fits(r, g.capitalBefore[k] as number[], level, k === last && g.state.stage === 'game-over'));
    if (ok.length > 0) {
      const { r, k } = pick(gen, ok);
      return {
        level,
        gameSeed,
        players,
        deal: r.deal,
        capital: [...(g.capitalBefore[k] as number[])],
        pot: g.potBefore[k] as number,
        cardsLeft: [...r.cardsLeft],
        inDeal: [...r.players].sort((a, b) => a - b),
        endedBy: r.endedBy,
        winner: r.out.length > 0 ? (r.out[r.out.length - 1] as Seat) : null,
        final: k === last && g.state.stage === 'game-over',
      };
    }
    gameSeed = nextSeed(gameSeed);
  }
  throw new Error(`no settlement position for seed ${seed}, level ${level}`);
}
