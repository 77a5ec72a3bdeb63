/**
 * The numbers the reference page prints, all computed by the engine so they cannot drift from the rules the drills
 * and the table play by: the deal at each table size, the buying arithmetic, and the limpa from every number.
 */
import { buyCheck, dealLayout, scoreDealOf, MIN_PLAYERS, MAX_PLAYERS, START_SCORE, type DealLayout } from '../engine';

export function layouts(): DealLayout[] {
  const out: DealLayout[] = [];
  for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) {
    const l = dealLayout(n);
    if (l.ok) out.push(l.value);
  }
  return out;
}

/** Cards received for each number put away, for a player and for the dealer (null: not allowed). */
export function buyTable(): { discard: number; player: number | null; dealer: number | null }[] {
  return [0, 1, 2, 3, 4, 5, 6].map((d) => {
    const p = buyCheck(false, d);
    const q = buyCheck(true, d);
    return { discard: d, player: p.ok ? p.value.receive : null, dealer: q.ok ? q.value.receive : null };
  });
}

/** A limpa from deal 2 on: the number before the deal -> the number after it (no trick taken). */
export function limpaTable(): { before: number; after: number }[] {
  const rows: { before: number; after: number }[] = [];
  for (let before = 1; before <= START_SCORE; before++) {
    const r = scoreDealOf({ dealNo: 2, knocker: 0, participants: [0, 1, 2], scores: [before, 5, 5], tricks: [0, 3, 2] });
    if (r.ok) rows.push({ before, after: r.value.scores[0] as number });
  }
  return rows;
}
