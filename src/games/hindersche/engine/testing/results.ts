/**
 * Random but valid deal results for the property tests of the scoring and the slate: piles cut from a shuffled pack
 * (always realisable), sometimes rich enough for a march, sometimes with deliberate ties. Driven by a seeded
 * generator, so one fast-check seed replays a whole rubber.
 */
import { PACK, cardPoints } from '../cards';
import type { Suit } from '../../../../shared/cards/model';
import type { Seat } from '../types';
import { checkDealResult } from '../validate';

/** mulberry32: a tiny seeded generator, so one fast-check seed drives a whole rubber. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
const pick = <T,>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;

function shuffled<T>(rng: Rng, xs: readonly T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

function randomTricks(rng: Rng, players: readonly Seat[], lopsided: boolean): number[] {
  const tricks = [0, 0, 0, 0];
  if (lopsided) {
    tricks[pick(rng, players)] = 9;
    return tricks;
  }
  for (let i = 0; i < 9; i++) {
    const s = pick(rng, players);
    tricks[s] = (tricks[s] ?? 0) + 1;
  }
  return tricks;
}

/** Piles cut from a shuffled pack: always realisable. `rich` hands the highest cards to the first pile (marches). */
function fromPiles(rng: Rng, players: readonly Seat[], rich: boolean, lopsided: boolean): { points: number[]; tricks: number[] } {
  const trump = pick<Suit>(rng, ['S', 'H', 'D', 'C']);
  const n = players.length;
  let inPlay = shuffled(rng, PACK).slice(0, 9 * n);
  if (rich) inPlay = inPlay.sort((a, b) => cardPoints(b, trump) - cardPoints(a, trump));
  const tricks = randomTricks(rng, players, lopsided);
  const points = [0, 0, 0, 0];
  const order = rich ? shuffled(rng, players).sort((a, b) => (tricks[b] ?? 0) - (tricks[a] ?? 0)) : players;
  let next = 0;
  for (const s of order) {
    const pile = inPlay.slice(next, next + n * (tricks[s] ?? 0));
    next += pile.length;
    points[s] = pile.reduce((a, c) => a + cardPoints(c, trump), 0);
  }
  return { points, tricks };
}

const PALETTE = [0, 2, 10, 12, 14, 20, 23, 24, 30, 35, 40, 45, 50, 60];

/** Points from a small palette with deliberate repeats, so that ties (and everybody level) come up often. */
function withTies(rng: Rng, players: readonly Seat[]): { points: number[]; tricks: number[] } | null {
  const n = players.length;
  for (let attempt = 0; attempt < 30; attempt++) {
    const tricks = randomTricks(rng, players, false);
    const points = [0, 0, 0, 0];
    const level = rng() < 0.25;
    const shared = pick(rng, PALETTE);
    for (const s of players) points[s] = level || rng() < 0.5 ? (n === 4 ? 35 : shared) : pick(rng, PALETTE);
    if (n === 4) {
      const last = players[n - 1] as Seat;
      points[last] = 140 - players.slice(0, -1).reduce<number>((a, s) => a + (points[s] ?? 0), 0);
    }
    if (checkDealResult(players, points, tricks, null).ok) return { points, tricks };
  }
  return null;
}

export function randomResult(rng: Rng, players: readonly Seat[]): { points: number[]; tricks: number[] } {
  const r = rng();
  if (r < 0.35) return withTies(rng, players) ?? fromPiles(rng, players, false, false);
  if (r < 0.5) return fromPiles(rng, players, true, rng() < 0.3);
  return fromPiles(rng, players, false, false);
}

