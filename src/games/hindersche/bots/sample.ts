/**
 * Exact uniform sampling of the hidden cards, consistent with everything a seat has seen.
 *
 * The hidden cards go to the other players (each needs a known number) and, with two or three players, to the
 * cards out of play. The only constraints are shown voids (a player who failed to follow cannot hold that suit;
 * under VP05 printed, a partner-suit discard also rules out the Little Man). Cards with the same set of possible
 * holders are interchangeable, so the deals are counted by how many cards of each such group every holder gets:
 * W(g, caps) = sum over splits x of group g of multinomial(count_g; x) * W(g + 1, caps - x). Walking the groups and
 * choosing each split with probability proportional to its share of W, then dealing the group's cards in a random
 * order, gives every consistent deal the same probability. The tables are built once per decision and reused by
 * every sample; with no voids shown there is a single group and a sample is one shuffle.
 */
import { shuffleFirst } from '../../../shared/search/rng';
import type { View } from './knowledge';
import { copySim, type Sim } from './sim';
import { BITPOS, ESUIT, FastRng, LITTLE_MAN_POS } from './tables';

const FACT: number[] = [1];
for (let i = 1; i <= 36; i++) FACT.push((FACT[i - 1] as number) * i);

interface SplitTable {
  /** Splits flattened, H entries each. */
  xs: Int32Array;
  /** Cumulative weights. */
  cum: Float64Array;
}

export interface Sampler {
  base: Sim;
  holders: { slot: number; cap: number }[];
  groups: Int32Array[];
  groupMask: number[];
  H: number;
  memo: Map<number, number>;
  splits: Map<number, SplitTable>;
  /** Total number of consistent deals (as a double). */
  count: number;
  /** Scratch for the group shuffles. */
  buf: Int32Array;
}

function allowed(sim: Sim, slot: number, c: number): boolean {
  if (slot < 0) return true;
  const t = sim.t;
  const v = sim.voids[slot] as number;
  const s = ESUIT[t * 36 + c] as number;
  if ((v & (1 << s)) !== 0) return false;
  if ((v & 16) !== 0 && s === t && BITPOS[t * 36 + c] === LITTLE_MAN_POS) return false;
  return true;
}

function key(g: number, caps: Int32Array, H: number): number {
  let k = g;
  for (let h = 0; h < H; h++) k = k * 64 + (caps[h] as number);
  return k;
}

export function makeSampler(view: View): Sampler {
  const sim = view.sim;
  const H = view.holders.length;
  const byMask = new Map<number, number[]>();
  for (const c of view.unknown) {
    let mask = 0;
    for (let h = 0; h < H; h++) if (allowed(sim, (view.holders[h] as { slot: number }).slot, c)) mask |= 1 << h;
    // A card nobody may hold means the record is inconsistent (it cannot happen with legal play): let anyone hold it.
    if (mask === 0) mask = (1 << H) - 1;
    const g = byMask.get(mask);
    if (g) g.push(c);
    else byMask.set(mask, [c]);
  }
  // Most constrained groups first (fewest holders); deterministic order.
  const masks = [...byMask.keys()].sort((a, b) => popc(a) - popc(b) || a - b);
  const sp: Sampler = {
    base: sim,
    holders: view.holders.map((h) => ({ ...h })),
    groups: masks.map((m) => Int32Array.from(byMask.get(m) ?? [])),
    groupMask: masks,
    H,
    memo: new Map(),
    splits: new Map(),
    count: 0,
    buf: new Int32Array(36),
  };
  const caps = new Int32Array(H);
  for (let h = 0; h < H; h++) caps[h] = (view.holders[h] as { cap: number }).cap;
  sp.count = ways(sp, 0, caps);
  return sp;
}

function popc(x: number): number {
  let c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
}

/** Number of ways to deal groups g.. given remaining capacities. */
function ways(sp: Sampler, g: number, caps: Int32Array): number {
  const H = sp.H;
  if (g === sp.groups.length) {
    for (let h = 0; h < H; h++) if (caps[h] !== 0) return 0;
    return 1;
  }
  const k = key(g, caps, H);
  const hit = sp.memo.get(k);
  if (hit !== undefined) return hit;
  const table = splitTable(sp, g, caps);
  const total = table.cum.length === 0 ? 0 : (table.cum[table.cum.length - 1] as number);
  sp.memo.set(k, total);
  return total;
}

function splitTable(sp: Sampler, g: number, caps: Int32Array): SplitTable {
  const H = sp.H;
  const k = key(g, caps, H);
  const hit = sp.splits.get(k);
  if (hit) return hit;
  const group = sp.groups[g] as Int32Array;
  const count = group.length;
  const mask = sp.groupMask[g] as number;
  const xsList: number[] = [];
  const cumList: number[] = [];
  let acc = 0;
  const x = new Int32Array(H);
  const rest = new Int32Array(H);
  const rec = (h: number, left: number): void => {
    if (h === H) {
      if (left !== 0) return;
      let mult = FACT[count] as number;
      for (let i = 0; i < H; i++) {
        mult /= FACT[x[i] as number] as number;
        rest[i] = (caps[i] as number) - (x[i] as number);
      }
      const w = mult * ways(sp, g + 1, rest.slice());
      if (w <= 0) return;
      acc += w;
      for (let i = 0; i < H; i++) xsList.push(x[i] as number);
      cumList.push(acc);
      return;
    }
    const max = (mask & (1 << h)) !== 0 ? Math.min(left, caps[h] as number) : 0;
    for (let v = 0; v <= max; v++) {
      x[h] = v;
      rec(h + 1, left - v);
    }
    x[h] = 0;
  };
  rec(0, count);
  const table = { xs: Int32Array.from(xsList), cum: Float64Array.from(cumList) };
  sp.splits.set(k, table);
  return table;
}

/**
 * Writes one uniformly drawn consistent deal into `out`: a copy of the view's simulator with the other players'
 * hands filled in. Returns false only if no consistent deal exists (an inconsistent record).
 */
export function sampleInto(sp: Sampler, out: Sim, rng: FastRng): boolean {
  copySim(out, sp.base);
  if (sp.count <= 0) return false;
  const H = sp.H;
  const caps = new Int32Array(H);
  for (let h = 0; h < H; h++) caps[h] = (sp.holders[h] as { cap: number }).cap;
  const t = out.t;
  const buf = sp.buf;
  for (let g = 0; g < sp.groups.length; g++) {
    const table = splitTable(sp, g, caps);
    const n = table.cum.length;
    if (n === 0) return false;
    let i = 0;
    if (n > 1) {
      const r = rng.float() * (table.cum[n - 1] as number);
      while (i < n - 1 && (table.cum[i] as number) <= r) i++;
    }
    const group = sp.groups[g] as Int32Array;
    const len = group.length;
    buf.set(group);
    // Fisher-Yates over the group's cards, then deal them out in order.
    shuffleFirst(rng, buf, len);
    let p = 0;
    for (let h = 0; h < H; h++) {
      const take = table.xs[i * H + h] as number;
      const slot = (sp.holders[h] as { slot: number }).slot;
      for (let q = 0; q < take; q++) {
        const c = buf[p++] as number;
        if (slot >= 0) {
          const k = t * 36 + c;
          const hi = slot * 4 + (ESUIT[k] as number);
          out.hands[hi] = (out.hands[hi] as number) | (1 << (BITPOS[k] as number));
        }
      }
      caps[h] = (caps[h] as number) - take;
    }
  }
  return true;
}
