/**
 * The "try the other reading" links of the variants pages (src/components/reference/variants.ts): by default every
 * non-default reading opens the drills with that rule; a game can send a reading to one drill and level, add the
 * choices it needs, send it to the game table, or give it no link. Bugami uses all of these.
 */
import { describe, expect, it } from 'vitest';
import { variantPoints } from '../../src/components/reference/variants';
import { TRY_AT, VARIANTS } from '../../src/games/bugami/variants';

const t = (key: string, o?: { count?: number }) => (o?.count !== undefined ? `${key}:${o.count}` : key);
const v = { key: 'opt', options: [{ value: 'a', source: 's', isDefault: true }, { value: 'b', source: 's', isDefault: false }] };

describe('variant links', () => {
  it('open the drills by default; the default reading has no link', () => {
    const [p] = variantPoints([v], t, { base: '/en/g' });
    expect(p?.readings[0]?.tryHref).toBeUndefined();
    expect(p?.readings[1]).toMatchObject({ tryHref: '/en/g/drills/?rules=opt-b', tryPage: 'drills' });
    expect(p?.readings[1]?.tryLabel).toBeUndefined();
  });
  it('follow tryAt: a drill and level with further choices, the game table, or nothing', () => {
    const at = (x: unknown) => variantPoints([v], t, { base: '/en/g', tryAt: () => x as never })[0]?.readings[1];
    expect(at({ drill: 'd', level: 2, with: { jokers: 1 } })?.tryHref).toBe('/en/g/drills/d/?level=2&rules=jokers-1,opt-b');
    expect(at({ page: 'play' })).toMatchObject({ tryHref: '/en/g/play/?rules=opt-b', tryLabel: 'variants.tryPlay', tryPage: 'play' });
    expect(at(null)?.tryHref).toBeUndefined();
  });
  it('Bugami: the readings no drill shows lead to the table, the Joker and partner readings to the drill that shows them', () => {
    const points = variantPoints(VARIANTS, t, { base: '/en/bugami', tryAt: (x) => TRY_AT[x.key] });
    const href = (key: string, value: string) => points.find((p) => p.key === key)?.readings.find((r) => r.label === `vp.${key}.opt.${value}`)?.tryHref;
    expect(href('jokerLead', 'never')).toBe('/en/bugami/drills/follow-suit/?level=2&rules=jokerLead-never');
    expect(href('jokerDiscard', 'wins')).toBe('/en/bugami/drills/trick-winner/?level=2&rules=jokerDiscard-wins');
    expect(href('partnershipSpecials', 'per-partner')).toBe('/en/bugami/drills/zwangshochzeit/?rules=partnershipSpecials-per-partner');
    expect(href('playOff', 'true')).toBe('/en/bugami/play/?rules=playOff-true');
    expect(href('nullReveal', 'face-up')).toBe('/en/bugami/play/?rules=nullReveal-face-up');
    for (const r of points.find((p) => p.key === 'target')?.readings ?? []) if (!r.isDefault) expect(r.tryHref).toMatch(/^\/en\/bugami\/play\/\?rules=target-\d+$/);
    expect(href('ranking', 'ace-low')).toBe('/en/bugami/drills/?rules=ranking-ace-low');
  });
});
