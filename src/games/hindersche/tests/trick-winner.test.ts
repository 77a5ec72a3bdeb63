import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../i18n';

const en = allMessages('en', 'hindersche');
const de = allMessages('de', 'hindersche');
const sv = allMessages('sv', 'hindersche');
import { createTranslator } from '../../../i18n/client';
import { phrase } from '../../../i18n/phrase';
import { isTrump } from '../engine/cards';
import { newGame, nextDecision, step, type GameState } from '../engine/game';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import { trickDrill, type TrickAnswer } from '../machines/drills/trick';
import { playDeal, type TrickScene } from '../positions/trick';
import { explainTrick, trickSummary } from '../widgets/TrickWinner';

const RULE_SETS: Rules[] = [
  DEFAULT_RULES,
  { ...DEFAULT_RULES, VP06: 'B' },
  { ...DEFAULT_RULES, VP07: 'closed' },
  { ...DEFAULT_RULES, VP06: 'B', VP07: 'closed', VP05: 'follows-printed-suit' },
];
const SEATS: Seat[] = [0, 1, 2, 3];

/** The game engine, with schleipfen on, dealt the scene's deal and played up to the end of the scene's trick. */
function replayToTrick(q: TrickScene, rules: Rules): GameState {
  const deal = playDeal(q.dealSeed, rules);
  const g = newGame({ seed: q.dealSeed, firstDealer: deal.dealer, rules, schleipfen: true });
  if (!g.ok) throw new Error(g.error.code);
  let s = g.value;
  const dealt = step(s, { type: 'deal' });
  if (!dealt.ok) throw new Error(dealt.error.code);
  s = dealt.value.state;
  expect(s.deal?.trump).toBe(q.trump);
  for (const t of deal.tricks.slice(0, q.number)) {
    for (const p of t.plays) {
      const r = step(s, { type: 'play', ...p });
      // Every card of the deal is one the engine accepts.
      if (!r.ok) throw new Error(`${r.error.code} at trick ${t.number}`);
      s = r.value.state;
    }
  }
  return s;
}

describe('trick-winner positions', () => {
  it('gives the same scene for the same seed, level and rules', () => {
    for (let seed = 1; seed < 40; seed++) {
      for (const level of [1, 2, 3]) {
        for (const rules of RULE_SETS) expect(trickDrill.generate(seed, level, rules)).toEqual(trickDrill.generate(seed, level, rules));
      }
    }
  });

  it('cuts every scene from a deal the game engine deals and accepts card by card', () => {
    for (let seed = 1; seed < 60; seed++) {
      for (const level of [1, 2, 3]) {
        const rules = RULE_SETS[seed % RULE_SETS.length] as Rules;
        const q = trickDrill.generate(seed, level, rules);
        const s = replayToTrick(q, rules);
        const last = s.deal?.tricks[q.number - 1];
        expect(last?.plays).toEqual(q.plays);
        expect(q.plays).toHaveLength(4);
      }
    }
  });

  it('matches each level: plain tricks, trumped tricks, schleipfen scenes', () => {
    let jacks = 0;
    for (let seed = 1; seed < 200; seed++) {
      const q1 = trickDrill.generate(seed, 1, DEFAULT_RULES);
      expect(q1.plays.some((p) => isTrump(p.card, q1.trump))).toBe(false);
      expect(q1.claimant).toBeUndefined();
      const q2 = trickDrill.generate(seed, 2, DEFAULT_RULES);
      expect(q2.plays.some((p) => isTrump(p.card, q2.trump))).toBe(true);
      if (q2.plays.some((p) => p.card === `J${q2.trump}` || (p.card[0] === 'J' && isTrump(p.card, q2.trump)))) jacks++;
      const q3 = trickDrill.generate(seed, 3, DEFAULT_RULES);
      expect(SEATS).toContain(q3.claimant);
    }
    // Level 2 brings the Old Man or the Little Man in often.
    expect(jacks).toBeGreaterThan(80);
  });
});

describe('trick-winner drill', () => {
  it('judges the solved answer right and any other answer wrong, for every level and rule set', () => {
    for (const rules of RULE_SETS) {
      for (let seed = 1; seed < 150; seed++) {
        for (const level of [1, 2, 3]) {
          const q = trickDrill.generate(seed, level, rules);
          const right = trickDrill.solve(q, rules);
          expect(trickDrill.judge(q, right, rules).correct).toBe(true);
          const wrongs: TrickAnswer[] =
            'winner' in right
              ? SEATS.filter((s) => s !== right.winner).map((winner) => ({ winner }))
              : [{ ...right, object: !right.object }, ...SEATS.filter((s) => s !== right.owner).map((owner) => ({ ...right, owner }))];
          for (const w of wrongs) expect(trickDrill.judge(q, w, rules).correct).toBe(false);
        }
      }
    }
  });

  it('explains with the engine reason codes and every beaten card', () => {
    for (let seed = 1; seed < 100; seed++) {
      const v1 = trickDrill.judge(trickDrill.generate(seed, 1, DEFAULT_RULES), { winner: 0 }, DEFAULT_RULES);
      expect(v1.result.reason.code).toBe('trick.highest-of-led-suit');
      expect(v1.result.beaten).toHaveLength(3);
      for (const b of v1.result.beaten) expect(['lower-in-led-suit', 'off-suit']).toContain(b.why);
      const v2 = trickDrill.judge(trickDrill.generate(seed, 2, DEFAULT_RULES), { winner: 0 }, DEFAULT_RULES);
      expect(v2.result.reason.code).toBe('trick.highest-trump');
      for (const b of v2.result.beaten) expect(['lower-trump', 'trumped', 'off-suit']).toContain(b.why);
    }
  });

  it('follows VP06: under A every haul of another player\'s trick is allowed, under B some are not allowed at all', () => {
    const codes = { A: new Set<string>(), B: new Set<string>() };
    for (const vp06 of ['A', 'B'] as const) {
      const rules = { ...DEFAULT_RULES, VP06: vp06 };
      for (let seed = 1; seed < 300; seed++) {
        const q = trickDrill.generate(seed, 3, rules);
        const v = trickDrill.judge(q, trickDrill.solve(q, rules), rules);
        const h = v.haul!;
        codes[vp06].add(h.may.reason.code);
        if (h.objection === 'not-allowed') {
          // A haul VP06-B forbids does not stand even unchallenged, so there is nothing to object to.
          expect(h.unchallenged.trickOwner).toBe(h.rightfulWinner);
          expect(v.expected).toEqual({ object: false, owner: h.rightfulWinner });
        }
        if (h.objection === 'open') expect(v.expected).toEqual({ object: true, owner: q.claimant });
        if (h.objection === 'own-trick') expect(v.expected).toEqual({ object: false, owner: q.claimant });
      }
    }
    expect([...codes.A].sort()).toEqual(['haul.allowed', 'haul.own-trick']);
    expect(codes.B).toContain('haul.allowed');
    expect(codes.B).toContain('haul.only-highest-of-led-suit');
    expect(codes.B).toContain('haul.only-trumped-tricks');
  });

  it('agrees with the game engine on every haul: allowed or refused, the owner, and whether an objection is still possible (VP07)', () => {
    let closed = 0;
    let lastOpen = 0;
    for (const rules of RULE_SETS) {
      for (let seed = 1; seed < 120; seed++) {
        const q = trickDrill.generate(seed, 3, rules);
        const v = trickDrill.judge(q, trickDrill.solve(q, rules), rules);
        const h = v.haul!;
        const s = replayToTrick(q, rules);
        const hauled = step(s, { type: 'haul', seat: q.claimant });
        if (h.objection === 'own-trick' || h.objection === 'not-allowed') {
          expect(hauled.ok).toBe(false);
          if (!hauled.ok) expect(hauled.error).toMatchObject({ code: 'game.haul-not-allowed', reason: { code: h.may.reason.code } });
          continue;
        }
        if (!hauled.ok) throw new Error(hauled.error.code);
        expect(hauled.value.state.deal?.tricks[q.number - 1]?.owner).toBe(h.unchallenged.trickOwner);
        const d = nextDecision(hauled.value.state);
        const mayObject = d.kind === 'play' || d.kind === 'close-deal' ? d.mayObject : [];
        expect(mayObject.length > 0).toBe(h.objection === 'open');
        if (h.objection === 'closed') closed++;
        if (h.objection === 'open' && h.lastTrick) lastOpen++;
      }
    }
    expect(closed).toBeGreaterThan(0);
    expect(lastOpen).toBeGreaterThan(0);
  });

  it('records schleipfen scenes under the schleipfen skill and the rest under tricks', () => {
    const skill = (level: number) => trickDrill.skillOf!(trickDrill.generate(7, level, DEFAULT_RULES));
    expect(skill(2)).toBe('tricks');
    expect(skill(3)).toBe('schleipfen');
    expect(skill(1)).toBe('tricks');
  });
});

describe('trick-winner explanations', () => {
  it('translate every reason in all three languages', () => {
    for (const [lang, messages] of [
      ['en', en],
      ['de', de],
      ['sv', sv],
    ] as const) {
      const t = phrase(createTranslator(lang, messages as Record<string, string>), lang);
      for (const rules of RULE_SETS) {
        for (let seed = 1; seed < 60; seed++) {
          for (const level of [1, 2, 3]) {
            const q = trickDrill.generate(seed, level, rules);
            const v = trickDrill.judge(q, trickDrill.solve(q, rules), rules);
            const text = [...explainTrick(t, v), trickSummary(t, v)];
            for (const line of text) {
              expect(line).not.toMatch(/\{\{|^(trick|haul|card|seat)\.|undefined/);
            }
          }
        }
      }
    }
  });
});
