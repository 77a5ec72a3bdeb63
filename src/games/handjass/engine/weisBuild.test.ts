/**
 * Building a Weis by hand: each group valued alone (run, four of a kind, or the reason it is neither), the whole set
 * judged against the declaration with a reason for every group, on the spec's examples (§7.1-7.3).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Card } from '../../../shared/cards/model';
import { PACK } from './cards';
import { buildCombo, judgeWeisBuild } from './weisBuild';

const ACES: Card[] = ['AS', 'AH', 'AD', 'AC'];

function judge(hand: Card[], trump: 'S' | 'H' | 'D' | 'C', groups: Card[][]) {
  const r = judgeWeisBuild(hand, trump, groups);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

describe('one group on its own', () => {
  const hand: Card[] = ['7H', '8H', '9H', 'TH', 'JD', '9D', 'AD', 'KS', 'KH'];
  const shape = (cards: Card[], trump: 'S' | 'H' | 'D' | 'C' = 'S') => {
    const r = buildCombo(cards, hand, trump);
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  };
  it('values runs by length', () => {
    expect(shape(['7H', '8H', '9H'])).toMatchObject({ ok: true, combo: { kind: 'run', value: 20, length: 3 } });
    expect(shape(['7H', '8H', '9H', 'TH'])).toMatchObject({ ok: true, combo: { value: 50, top: 'T' } });
  });
  it('names what is wrong', () => {
    expect(shape([])).toEqual({ ok: false, problem: { code: 'build.empty' } });
    expect(shape(['7H', '8H'])).toEqual({ ok: false, problem: { code: 'build.too-short', count: 2 } });
    expect(shape(['7H', '9H', 'TH'])).toEqual({ ok: false, problem: { code: 'build.gap', below: '7H', above: '9H', missing: '8H' } });
    expect(shape(['KS', 'KH'])).toEqual({ ok: false, problem: { code: 'build.short-quartet', rank: 'K', count: 2 } });
    expect(shape(['7H', '8H', 'JD'])).toEqual({ ok: false, problem: { code: 'build.mixed' } });
    expect(shape(['7H', '8H', '6H'])).toEqual({ ok: false, problem: { code: 'build.not-in-hand', card: '6H' } });
  });
  it('J-9-A of trumps is no run: the trump order does not make runs (spec §7.1)', () => {
    expect(shape(['JD', '9D', 'AD'], 'D')).toEqual({ ok: false, problem: { code: 'build.trump-order' } });
    expect(shape(['JD', '9D', 'AD'], 'S')).toMatchObject({ ok: false, problem: { code: 'build.gap' } });
  });
  it('four Nines are worth nothing', () => {
    const nines: Card[] = ['9S', '9H', '9D', '9C'];
    const r = buildCombo(nines, [...nines, 'AS'], 'H');
    expect(r).toMatchObject({ ok: true, value: { ok: false, problem: { code: 'build.worthless-quartet', rank: '9' } } });
  });
  it('refuses what is not a card list, never throwing', () => {
    expect(buildCombo('AS', hand, 'S')).toMatchObject({ ok: false, error: { code: 'build.bad-groups' } });
    expect(buildCombo(['AS', 'AS'], hand, 'S')).toMatchObject({ ok: false, error: { code: 'build.bad-groups' } });
    expect(buildCombo([], hand, 'X')).toMatchObject({ ok: false, error: { code: 'build.bad-trump' } });
    expect(buildCombo([], null, 'S')).toMatchObject({ ok: false, error: { code: 'build.bad-hand' } });
  });
});

describe('the whole answer (spec §7.3 examples)', () => {
  // Four Aces + K-Q of hearts: 100 only; the Ace cannot also count in A-K-Q.
  const h100: Card[] = [...ACES, 'KH', 'QH', '6S', '8D', 'TC'];
  // Add the Under of hearts: four Aces + K-Q-J = 120, which beats A-K-Q-J (50).
  const h120: Card[] = [...ACES, 'KH', 'QH', 'JH', '6S', '8D'];

  it('four Aces alone are right for the first hand; A-K-Q as well uses an Ace twice', () => {
    expect(judge(h100, 'S', [ACES])).toMatchObject({ correct: true, code: 'build.right', total: 100 });
    const twice = judge(h100, 'S', [ACES, ['AH', 'KH', 'QH']]);
    expect(twice.correct).toBe(false);
    expect(twice.groups[1]).toMatchObject({ reason: { code: 'build.clash' }, shared: { card: 'AH', index: 0 } });
    expect(twice.total).toBe(100);
    const runOnly = judge(h100, 'S', [['AH', 'KH', 'QH']]);
    expect(runOnly.code).toBe('build.better-split');
    expect(runOnly.groups[0]!.reason).toMatchObject({ code: 'build.clash', with: [{ kind: 'quartet' }] });
    expect(runOnly.missed.map((c) => c.kind)).toEqual(['quartet']);
  });

  it('the second hand declares 120: the Aces and K-Q-J; A-K-Q-J is the worse split', () => {
    expect(judge(h120, 'S', [['KH', 'QH', 'JH'], ACES])).toMatchObject({ correct: true, total: 120 });
    const worse = judge(h120, 'S', [['AH', 'KH', 'QH', 'JH']]);
    expect(worse).toMatchObject({ correct: false, code: 'build.better-split', total: 50 });
    const half = judge(h120, 'S', [ACES]);
    expect(half).toMatchObject({ correct: false, code: 'build.incomplete', total: 100 });
    expect(half.missed).toHaveLength(1);
  });

  it('a run is counted whole: a cut run is explained with the full one', () => {
    const hand: Card[] = ['6C', '7C', '8C', '9C', 'TC', 'AS', 'KD', '8H', 'JS'];
    const j = judge(hand, 'H', [['6C', '7C', '8C']]);
    expect(j.code).toBe('build.wrong');
    expect(j.groups[0]!.reason).toMatchObject({ code: 'build.run-cut', full: { length: 5, value: 100 } });
    expect(judge(hand, 'H', [['6C', '7C', '8C', '9C', 'TC']]).correct).toBe(true);
  });

  it('a hand without Weis is answered with nothing; a stray group is explained', () => {
    const hand: Card[] = ['6C', '8C', 'TC', 'QC', 'AS', 'KD', '8H', 'JS', '7D'];
    expect(judge(hand, 'H', [])).toMatchObject({ correct: true, code: 'build.right-none' });
    expect(judge(hand, 'H', [['6C', '8C', 'TC']]).groups[0]!.reason).toMatchObject({ code: 'build.gap', missing: '7C' });
  });

  it('never throws on untrusted answers', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.array(fc.constantFrom(...PACK, 'ZZ', 7 as unknown as Card), { maxLength: 6 }), { maxLength: 14 }), (x, groups) => {
        expect(() => judgeWeisBuild(['AS', 'KS', 'QS'], 'S', x)).not.toThrow();
        const r = judgeWeisBuild(['AS', 'KS', 'QS', 'JS', '9H', '9D', '9C', '9S', 'TD'], 'H', groups);
        if (r.ok) expect(r.value.groups).toHaveLength(groups.length);
      }),
    );
  });
});
