/**
 * Where the suit symbols sit on a number card, on a 200 x 280 card face.
 * `flip` marks pips drawn upside down, as on printed cards (the lower half faces the other way).
 */
import type { Rank } from './model';

export interface Pip {
  x: number;
  y: number;
  flip?: boolean;
}

const L = 62;
const C = 100;
const R = 138;
const top = 58;
const bottom = 222;
const mid = 140;
const upperThird = 113;
const lowerThird = 167;

const pair = (y: number, flip = false): Pip[] => [
  { x: L, y, flip },
  { x: R, y, flip },
];

export const PIP_LAYOUT: Partial<Record<Rank, Pip[]>> = {
  '2': [{ x: C, y: top }, { x: C, y: bottom, flip: true }],
  '3': [{ x: C, y: top }, { x: C, y: mid }, { x: C, y: bottom, flip: true }],
  '4': [...pair(top), ...pair(bottom, true)],
  '5': [...pair(top), { x: C, y: mid }, ...pair(bottom, true)],
  '6': [...pair(top), ...pair(mid), ...pair(bottom, true)],
  '7': [...pair(top), { x: C, y: 99 }, ...pair(mid), ...pair(bottom, true)],
  '8': [...pair(top), { x: C, y: 99 }, ...pair(mid), { x: C, y: 181, flip: true }, ...pair(bottom, true)],
  '9': [...pair(top), ...pair(upperThird), { x: C, y: mid }, ...pair(lowerThird, true), ...pair(bottom, true)],
  T: [
    ...pair(top),
    { x: C, y: 86 },
    ...pair(upperThird),
    ...pair(lowerThird, true),
    { x: C, y: 194, flip: true },
    ...pair(bottom, true),
  ],
};
