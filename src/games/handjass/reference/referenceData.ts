/**
 * The reference page's tables, computed by the engine so they cannot drift from the rules the drills and the table
 * use: the two ladders with points, the Weis values (declared by sample hands), and worked stroke examples.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { rankLadders, type RankLadders } from '../engine/cards';
import { DEFAULT_RULES } from '../engine/rules';
import { dealStrokes } from '../engine/scoring';
import { weisDeclaration } from '../engine/weis';

export const REFERENCE_TRUMP: Suit = 'H';

export function ladders(): RankLadders {
  const l = rankLadders(REFERENCE_TRUMP);
  if (!l.ok) throw new Error(l.error.code);
  return l.value;
}

/** Sample hands for every Weis value, declared by the engine. */
const WEIS_SAMPLES: { key: string; hand: Card[] }[] = [
  { key: 'fourJacks', hand: ['JS', 'JH', 'JD', 'JC'] },
  { key: 'run5', hand: ['6S', '7S', '8S', '9S', 'TS'] },
  { key: 'fourOthers', hand: ['AS', 'AH', 'AD', 'AC'] },
  { key: 'run4', hand: ['9D', 'TD', 'JD', 'QD'] },
  { key: 'run3', hand: ['QC', 'KC', 'AC'] },
  { key: 'fourNines', hand: ['9S', '9H', '9D', '9C'] },
];

export function weisValues(): { key: string; value: number }[] {
  return WEIS_SAMPLES.map((s) => {
    const d = weisDeclaration(s.hand, REFERENCE_TRUMP);
    if (!d.ok) throw new Error(d.error.code);
    return { key: s.key, value: d.value.total };
  });
}

/** Worked stroke cases: table size, totals by seat (null = passed) and what the engine gives each seat. */
const STROKE_CASES: { key: string; tableSize: 2 | 3 | 4; totals: (number | null)[] }[] = [
  { key: 'normal', tableSize: 4, totals: [61, 48, 30, 18] },
  { key: 'lone', tableSize: 4, totals: [96, 25, 21, 15] },
  { key: 'passers', tableSize: 4, totals: [24, null, 19, null] },
  { key: 'two', tableSize: 2, totals: [52, 31] },
];

export function strokeExamples(): { key: string; tableSize: number; seats: { seat: number; total: number | null; net: number | null }[] }[] {
  return STROKE_CASES.map((c) => {
    const active = c.totals.flatMap((t, s) => (t === null ? [] : [s]));
    const totals = Object.fromEntries(active.map((s) => [s, c.totals[s] as number]));
    const r = dealStrokes({ tableSize: c.tableSize, active, totals, rules: DEFAULT_RULES });
    if (!r.ok) throw new Error(r.error.code);
    return {
      key: c.key,
      tableSize: c.tableSize,
      seats: c.totals.map((total, seat) => {
        const x = r.value.seats.find((y) => y.seat === seat);
        return { seat, total, net: x ? x.strokes - x.potatoes : null };
      }),
    };
  });
}
