import { describe, expect, it } from 'vitest';
import { effectiveSuit, isTrump, littleMan } from '../engine/cards';
import { legalPlays, type LegalPlay } from '../engine/play';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import { partnerSuit, type Card } from '../../../shared/cards/model';
import { followDrill } from '../machines/drills/follow';
import { FOLLOW_TARGETS, followPosition, type FollowPosition, type FollowTarget } from '../positions/follow';

const PRINTED: Rules = { ...DEFAULT_RULES, VP05: 'follows-printed-suit' };
const BOTH = [DEFAULT_RULES, PRINTED];

function plays(p: FollowPosition, rules: Rules): LegalPlay[] {
  const r = legalPlays(
    p.hand,
    p.trick.map((x) => x.card),
    p.trump,
    rules,
  );
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** The position is a moment of a four-player deal the engine accepts: the right hand size, the right seat to play. */
function expectReachable(p: FollowPosition) {
  expect(p.order).toHaveLength(4);
  expect(p.trick.length).toBeGreaterThanOrEqual(1);
  expect(p.trick.length).toBeLessThanOrEqual(3);
  expect(p.hand).toHaveLength(10 - p.trickNumber);
  const leadPos = p.order.indexOf(p.trick[0]!.seat);
  p.trick.forEach((x, i) => expect(x.seat).toBe(p.order[(leadPos + i) % 4]));
  expect(p.seat).toBe(p.order[(leadPos + p.trick.length) % 4]);
  expect(p.upcard[1]).toBe(p.trump);
  for (const x of p.trick) expect(p.hand).not.toContain(x.card);
}

describe('follow-or-trump positions', () => {
  it('are deterministic and reachable, for every target and both VP05 readings', () => {
    for (const rules of BOTH) {
      for (const target of FOLLOW_TARGETS) {
        for (let seed = 1; seed <= 150; seed++) {
          const p = followPosition(seed, { target, rules });
          expect(p).toEqual(followPosition(seed, { target, rules }));
          expect(p.target).toBe(target);
          expectReachable(p);
        }
      }
    }
  });

  const codes = (ps: LegalPlay[], filter: (c: Card) => boolean) => [...new Set(ps.filter((x) => filter(x.card)).map((x) => x.reason.code))];

  it('the Little Man led is a trump lead: its printed suit does not follow', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const p = followPosition(seed, { target: 'little-man-led', rules: DEFAULT_RULES });
      const lm = littleMan(p.trump);
      expect(p.trick[0]!.card).toBe(lm);
      const partnerCards = p.hand.filter((c) => c[1] === partnerSuit(p.trump));
      expect(partnerCards.length).toBeGreaterThan(0);
      const ps = plays(p, DEFAULT_RULES);
      if (p.hand.some((c) => isTrump(c, p.trump))) {
        expect(codes(ps, (c) => partnerCards.includes(c))).toEqual(['play.must-play-trump']);
        expect(codes(ps, (c) => isTrump(c, p.trump))).toEqual(['play.follows-suit']);
      } else {
        expect(codes(ps, () => true)).toEqual(['play.void']);
      }
    }
  });

  it('the partner suit led to a hand whose only such card is the Little Man: void, unless VP05 says otherwise', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const p = followPosition(seed, { target: 'partner-suit-only-little-man', rules: DEFAULT_RULES });
      const lm = littleMan(p.trump);
      expect(effectiveSuit(p.trick[0]!.card, p.trump)).toBe(partnerSuit(p.trump));
      expect(p.hand).toContain(lm);
      const ps = plays(p, DEFAULT_RULES);
      expect(ps.every((x) => x.legal && x.reason.code === 'play.void')).toBe(true);
      expect(ps.find((x) => x.card === lm)?.reason).toMatchObject({ code: 'play.void', littleMan: true, littleManNotLedSuit: true });
      // The same hand under VP05 'follows-printed-suit': the Little Man counts as holding the suit.
      const printed = plays(p, PRINTED);
      expect(printed.find((x) => x.card === lm)?.reason).toMatchObject({ code: 'play.trumps', littleMan: true });
      for (const x of printed) if (!isTrump(x.card, p.trump)) expect(x.reason).toMatchObject({ code: 'play.must-follow-or-trump', printedLittleMan: true });
      expect(followDrill.judge({ ...p, kind: 'mark-legal', level: 3 }, { legal: p.hand }, DEFAULT_RULES).correct).toBe(true);
      expect(followDrill.judge({ ...p, kind: 'mark-legal', level: 3 }, { legal: p.hand }, PRINTED).correct).toBe(false);
    }
  });

  it('a trump led: a hand with trumps must play one', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const p = followPosition(seed, { target: 'trump-led', rules: DEFAULT_RULES });
      expect(isTrump(p.trick[0]!.card, p.trump)).toBe(true);
      const ps = plays(p, DEFAULT_RULES);
      expect(codes(ps, (c) => isTrump(c, p.trump))).toEqual(['play.follows-suit']);
      expect(codes(ps, (c) => !isTrump(c, p.trump))).toEqual(['play.must-play-trump']);
    }
  });

  it('a void hand may play anything, and need not trump', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const p = followPosition(seed, { target: 'void', rules: DEFAULT_RULES });
      const ps = plays(p, DEFAULT_RULES);
      expect(ps.every((x) => x.legal && x.reason.code === 'play.void')).toBe(true);
      expect(p.hand.some((c) => isTrump(c, p.trump))).toBe(true);
      expect(p.hand.some((c) => !isTrump(c, p.trump))).toBe(true);
    }
  });

  it('must-follow positions hold the led suit and a card that may not be played', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const p = followPosition(seed, { target: 'must-follow', rules: DEFAULT_RULES });
      const ps = plays(p, DEFAULT_RULES);
      expect(codes(ps, () => true)).toContain('play.must-follow-or-trump');
      expect(codes(ps, () => true)).toContain('play.follows-suit');
    }
  });

  it('targeted generators find a position for every target from any seed (their speed is in npm run bench)', () => {
    for (const target of FOLLOW_TARGETS) {
      for (let seed = 5000; seed < 5100; seed++) {
        const p = followPosition(seed, { target });
        expect(p.hand.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('follow-or-trump drill', () => {
  it('generates the same question for the same seed, level and rules', () => {
    for (const rules of BOTH) {
      for (let seed = 1; seed < 40; seed++) {
        for (const level of [1, 2, 3]) expect(followDrill.generate(seed, level, rules)).toEqual(followDrill.generate(seed, level, rules));
      }
    }
  });

  it('level 3 covers every tricky case', () => {
    const seen = new Set<FollowTarget>();
    for (let seed = 1; seed < 60; seed++) seen.add(followDrill.generate(seed, 3, DEFAULT_RULES).target);
    expect([...seen].sort()).toEqual(['little-man-led', 'partner-suit-only-little-man', 'trump-led', 'void']);
  });

  it('solve is judged right and a wrong answer wrong, for many seeds, every level and both VP05 readings', () => {
    for (const rules of BOTH) {
      for (let seed = 1; seed < 300; seed++) {
        for (const level of [1, 2, 3]) {
          const q = followDrill.generate(seed, level, rules);
          const right = followDrill.solve(q, rules);
          const v = followDrill.judge(q, right, rules);
          expect(v.correct).toBe(true);
          expect(v.plays.map((x) => x.card)).toEqual(q.hand);
          expect(v.expected.length).toBeGreaterThan(0);
          if (level === 1) {
            expect(q.kind).toBe('play-one');
            const illegal = v.plays.find((x) => !x.legal);
            expect(illegal).toBeDefined();
            const wrong = followDrill.judge(q, { play: illegal!.card }, rules);
            expect(wrong.correct).toBe(false);
            expect(wrong.plays.find((x) => x.card === illegal!.card)?.reason.code).toMatch(/^play\.must-/);
          } else {
            expect(q.kind).toBe('mark-legal');
            if (!('legal' in right)) throw new Error('expected a marking answer');
            expect(followDrill.judge(q, { legal: right.legal.slice(1) }, rules).correct).toBe(false);
            expect(followDrill.judge(q, { legal: [...right.legal].reverse() }, rules).correct).toBe(true);
            const extra = q.hand.find((c) => !right.legal.includes(c));
            if (extra) expect(followDrill.judge(q, { legal: [...right.legal, extra] }, rules).correct).toBe(false);
          }
        }
      }
    }
  });

  it('explains every card with the engine reason codes', () => {
    const seen = new Set<string>();
    for (const rules of BOTH) {
      for (let seed = 1; seed < 200; seed++) {
        for (const level of [1, 2, 3]) {
          const q = followDrill.generate(seed, level, rules);
          const v = followDrill.judge(q, followDrill.solve(q, rules), rules);
          for (const x of v.plays) {
            seen.add(x.reason.code);
            if (x.reason.code === 'play.void' && x.reason.littleManNotLedSuit) seen.add('void.little-man-not-led-suit');
            if (x.reason.code === 'play.must-follow-or-trump' && x.reason.printedLittleMan) seen.add('must-follow.printed-little-man');
          }
          expect(v.lead.littleMan).toBe(q.trick[0]!.card === littleMan(q.trump));
        }
      }
    }
    expect([...seen].sort()).toEqual(
      [
        'must-follow.printed-little-man',
        'play.follows-suit',
        'play.must-follow-or-trump',
        'play.must-play-trump',
        'play.trumps',
        'play.void',
        'void.little-man-not-led-suit',
      ].sort(),
    );
  });
});
