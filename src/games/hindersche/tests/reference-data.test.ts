/** What the reference pages compute: tables from the engine, the list of variant points, the flow diagram's layout. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, PACK, RULE_OPTIONS, cardPoints } from '../engine';
import { flowGraph } from '../machines/gameFlow';
import { VARIANTS } from '../variants';
import { layoutGraph, layers, type Box } from '../../../components/reference/flowLayout';
import {
  EXAMPLE_TRUMP,
  excessErasers,
  marchWithExcess,
  packPoints,
  pointRows,
  rankingGroups,
  settlementExample,
} from '../reference/referenceData';
import { specVariants } from '../reference/specVariants';
import { allMessages, LANGUAGES } from '../../../i18n';

describe('ranking and points tables', () => {
  it('group the 36 cards as trumps (10), partner suit (8) and two plain suits (9 each), high to low', () => {
    const groups = rankingGroups('S');
    expect(groups.map((g) => [g.kind, g.suit, g.cards.length])).toEqual([
      ['trump', 'S', 10],
      ['partner', 'C', 8],
      ['plain', 'H', 9],
      ['plain', 'D', 9],
    ]);
    expect(groups[0]?.cards.map((c) => c.card)).toEqual(['JS', 'JC', 'AS', 'KS', 'QS', 'TS', '9S', '8S', '7S', '6S']);
    expect(groups[2]?.cards.map((c) => c.card)).toEqual(['AH', 'KH', 'QH', 'JH', 'TH', '9H', '8H', '7H', '6H']);
    expect(groups.flatMap((g) => g.cards.map((c) => c.card)).sort()).toEqual([...PACK].sort());
  });

  it('work under every trump suit', () => {
    for (const trump of ['S', 'H', 'D', 'C'] as const) {
      const groups = rankingGroups(trump);
      expect(groups[0]?.cards[0]?.card).toBe(`J${trump}`);
      expect(groups.reduce((n, g) => n + g.cards.reduce((m, c) => m + c.points, 0), 0)).toBe(140);
      expect(pointRows(trump).reduce((n, r) => n + r.points * r.cards.length, 0)).toBe(140);
    }
  });

  it('give the values by kind of card', () => {
    expect(Object.fromEntries(pointRows(EXAMPLE_TRUMP).map((r) => [r.kind, r.points]))).toEqual({
      'trump-jacks': 12,
      aces: 11,
      tens: 10,
      kings: 4,
      queens: 3,
      'other-jacks': 2,
      low: 0,
    });
    expect(pointRows('H').find((r) => r.kind === 'other-jacks')?.cards).toEqual(['JS', 'JC']);
    expect(packPoints()).toBe(140);
    for (const r of pointRows()) for (const c of r.cards) expect(cardPoints(c, EXAMPLE_TRUMP)).toBe(r.points);
  });
});

describe('Butzen and settlement figures', () => {
  it('follow the rule set: the E lowest erase under VP13-A, one under VP13-B', () => {
    expect(excessErasers(DEFAULT_RULES)).toEqual([
      { marks: 5, erasers: 1 },
      { marks: 6, erasers: 2 },
      { marks: 7, erasers: 3 },
    ]);
    expect(excessErasers({ VP13: 'B' }).map((e) => e.erasers)).toEqual([1, 1, 1]);
    expect(marchWithExcess(DEFAULT_RULES)).toEqual([
      { marks: 5, own: 1, erases: 1 },
      { marks: 5, own: 2, erases: 1 },
      { marks: 6, own: 1, erases: 1 },
      { marks: 6, own: 2, erases: 2 },
    ]);
    expect(marchWithExcess({ VP14: 'B' }).find((m) => m.marks === 5 && m.own === 2)?.erases).toBe(2);
  });

  it('settle the sources’ example to −40, 0, +20, +20', () => {
    expect(settlementExample()).toEqual([-40, 0, 20, 20]);
  });
});

describe('variant points', () => {
  const points = specVariants();

  it('cover VP01 to VP24 in order', () => {
    expect(points.map((p) => p.vp)).toEqual(Array.from({ length: 24 }, (_, i) => `VP${String(i + 1).padStart(2, '0')}`));
  });

  it('offer the drills every reading the engine can switch to, and mark its default', () => {
    for (const v of VARIANTS) {
      const p = points.find((x) => x.vp === v.key);
      expect(p?.switchable, v.key).toBe(true);
      if (v.key === 'VP22') continue;
      expect(p?.readings.filter((r) => r.isDefault).map((r) => r.labelKey)).toEqual([`vp.${v.key}.opt.${DEFAULT_RULES[v.key]}`]);
      expect(p?.readings.flatMap((r) => (r.drillValue ? [r.drillValue] : []))).toEqual(
        (RULE_OPTIONS[v.key] as readonly unknown[]).filter((o) => o !== DEFAULT_RULES[v.key]).map(String),
      );
    }
    expect(points.filter((p) => !p.switchable).map((p) => p.vp)).toEqual(['VP03', 'VP04', 'VP15', 'VP19', 'VP24']);
  });

  it('have every text in every language', () => {
    for (const lang of LANGUAGES) {
      const m = allMessages(lang, 'hindersche');
      const keys = points.flatMap((p) => [p.titleKey, `variants.${p.vp}.why`, ...p.readings.map((r) => r.labelKey)]);
      expect(
        keys.filter((k) => !m[k]),
        lang,
      ).toEqual([]);
    }
  });
});

describe('flow diagram layout', () => {
  const graph = flowGraph();
  const input = {
    states: graph.states,
    transitions: graph.transitions.map((t) => ({ source: t.source, target: t.target, label: t.labelKey })),
  };
  const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

  it('places every state of the machine on its grid cell without overlaps', () => {
    const layout = layoutGraph(input);
    expect(layout.nodes.map((n) => n.id).sort()).toEqual(graph.states.map((s) => s.id).sort());
    for (const [i, a] of layout.nodes.entries())
      for (const b of layout.nodes.slice(i + 1)) expect(overlap(a, b), `${a.id}/${b.id}`).toBe(false);
    expect(layout.edges).toHaveLength(graph.transitions.length);
    for (const n of layout.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.x + n.w).toBeLessThanOrEqual(layout.width);
      expect(n.y + n.h).toBeLessThanOrEqual(layout.height);
    }
  });

  it('keeps labels off the boxes and off each other, in every language', () => {
    for (const lang of LANGUAGES) {
      const m = allMessages(lang, 'hindersche');
      const layout = layoutGraph({ ...input, transitions: input.transitions.map((t) => ({ ...t, label: m[t.label] ?? t.label })) });
      const labels = layout.edges.map((e) => e.label.box);
      for (const [i, a] of labels.entries()) {
        for (const n of layout.nodes) expect(overlap(a, n), `${lang}: label ${i} on ${n.id}`).toBe(false);
        for (const b of labels.slice(i + 1)) expect(overlap(a, b), `${lang}: labels overlap`).toBe(false);
        expect(a.x).toBeGreaterThanOrEqual(0);
        expect(a.x + a.w).toBeLessThanOrEqual(layout.width);
      }
    }
  });

  it('falls back to layers from the initial state when the machine gives no grid cells', () => {
    const bare = { ...input, states: input.states.map((s) => ({ ...s, grid: null })) };
    expect(layers(bare)[0]).toEqual(['phase1']);
    expect(layers(bare)[1]).toEqual(['deal']);
    const layout = layoutGraph(bare);
    for (const [i, a] of layout.nodes.entries()) for (const b of layout.nodes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
  });
});
