/**
 * The knock/lurk/go-along/fold trainer without a browser and without xstate: scenes are reproducible from the seed
 * and come out of the engine's own dealing; the recommended call is always legal and judged right; every call the
 * rules do not offer at that point is refused with the engine's code; deal 1 and later deals offer different calls;
 * the levels give what they promise; every explanation line is translated in every language.
 */
import { describe, expect, it, vi } from 'vitest';
import { allMessages, LANGUAGES } from '../../../i18n';
import { createTranslator, type T } from '../../../i18n/client';
import type { RuleSet } from '../../../shared/settings/rulesSetting';
import { CALLS, bidChoices, judgeCall, suitOfCard, type Call } from '../engine';
import { decisionDrill } from '../machines/drills/decision';
import type { DecisionScene } from '../positions/decision';
import { RULE_SPEC } from '../ruleSpec';
import { decisionSummary, explainDecision } from '../widgets/Decision';

vi.setConfig({ testTimeout: 120_000 });

const D = RULE_SPEC.defaults;
const RULE_SETS: RuleSet[] = [D, { ...D, OP4: 'from-forehand', OP6: 0 }];
const SEEDS = Array.from({ length: 24 }, (_, i) => i * 7919 + 3);
const translators: [string, T][] = LANGUAGES.map((l) => [l, createTranslator(l, allMessages(l, 'norrlandsknack'))]);

const scenes: { q: DecisionScene; rules: RuleSet; level: number; seed: number }[] = [];
for (const rules of RULE_SETS) for (const level of [1, 2, 3]) for (const seed of SEEDS) scenes.push({ q: decisionDrill.generate(seed, level, rules), rules, level, seed });

const input = (q: DecisionScene) => (q.knocker !== null && q.dealNo > 1 ? { dealNo: q.dealNo, score: q.scores[q.seat], knocker: q.knocker } : { dealNo: q.dealNo, score: q.scores[q.seat] });

describe('decision scenes', () => {
  it('are the same for the same seed, level and rules, and differ across seeds', () => {
    for (const seed of SEEDS.slice(0, 6)) for (const level of [1, 2, 3]) expect(decisionDrill.generate(seed, level, D)).toEqual(decisionDrill.generate(seed, level, D));
    const distinct = new Set(scenes.filter((s) => s.level === 2).map((s) => JSON.stringify(s.q.hand)));
    expect(distinct.size).toBeGreaterThan(SEEDS.length);
  });

  it('show a real hand: five cards (six for the dealer, with the turned-up trump), trumps from the turned-up card', () => {
    for (const { q } of scenes) {
      expect(q.hand).toHaveLength(q.seat === q.dealer ? 6 : 5);
      expect(suitOfCard(q.upcard)).toBe(q.trump);
      if (q.seat === q.dealer) expect(q.hand).toContain(q.upcard);
      else expect(q.hand).not.toContain(q.upcard);
      expect(new Set(q.hand).size).toBe(q.hand.length);
      // The learner is asked: nobody knocked before him in deal 1; the calls before are in table order.
      expect(q.order[q.order.length - 1]).toBe(q.dealer);
      if (q.dealNo === 1) expect(q.bids.every((b) => b.bid === 'lurk')).toBe(true);
      expect(q.bids.map((b) => b.seat)).toEqual(q.order.slice(0, q.bids.length));
    }
  });

  it('levels: 1 the first deal, 2 later deals with both kinds of decision, 3 every rare case', () => {
    const at = (l: number) => scenes.filter((s) => s.level === l).map((s) => s.q);
    expect(at(1).every((q) => q.dealNo === 1)).toBe(true);
    expect(at(2).every((q) => q.dealNo > 1)).toBe(true);
    expect(new Set(at(2).map((q) => q.advice.decision))).toEqual(new Set(['bid', 'respond']));
    for (const l of [1, 2]) expect(new Set(at(l).map((q) => q.advice.best === 'knock' || q.advice.best === 'go_along')), `level ${l}`).toEqual(new Set([true, false]));
    expect(new Set(at(3).map((q) => q.kind))).toEqual(new Set(['trumfmant', 'alone', 'last-bidder', 'on-ten']));
    for (const q of at(3)) {
      if (q.kind === 'trumfmant') expect(q.trumfmant && q.scores.includes(1)).toBe(true);
      if (q.kind === 'on-ten') expect(q.scores[q.seat]).toBe(10);
      if (q.kind === 'last-bidder') expect(q.seat === q.dealer && q.bids.length === q.players - 1 && q.bids.every((b) => b.bid === 'lurk')).toBe(true);
      if (q.kind === 'alone') expect(q.advice.decision === 'respond' && q.responses.length === q.players - 2 && q.responses.every((r) => r.response === 'fold')).toBe(true);
    }
  });
});

describe('judging', () => {
  it('every scene has a legal recommended call, and the judge accepts it', () => {
    for (const { q, rules } of scenes) {
      const best = decisionDrill.solve(q, rules);
      const legal = judgeCall(input(q), best);
      expect(legal.ok && legal.value.legal).toBe(true);
      const v = decisionDrill.judge(q, best, rules);
      expect(v.correct).toBe(true);
      expect(v.refusal.code).toBe('call.ok');
    }
  });

  it('the calls on offer are bidChoices\'s: knock/lurk before a knock, go along/fold after one (deal 2 on only)', () => {
    for (const { q } of scenes) {
      const c = bidChoices(input(q));
      if (!c.ok) throw new Error(c.error.code);
      const offered = c.value.choices.map((x) => x.choice).sort();
      expect(offered).toEqual(q.knocker === null ? ['knock', 'lurk'] : ['fold', 'go_along']);
      if (q.dealNo === 1) expect(q.knocker).toBeNull();
      expect(q.advice.values.map((v) => v.call).sort()).toEqual(offered);
    }
  });

  it('a call the rules do not offer is refused with the engine\'s code, never judged right', () => {
    for (const { q, rules } of scenes) {
      for (const call of CALLS) {
        const v = decisionDrill.judge(q, call, rules);
        const offered = v.choices.choices.some((c) => c.choice === call);
        expect(v.legal).toBe(offered);
        if (offered) continue;
        expect(v.correct).toBe(false);
        const want = q.knocker !== null ? 'call.must-answer-knock' : q.dealNo === 1 ? 'call.first-deal-no-answer' : 'call.nothing-to-answer';
        expect(v.refusal.code).toBe(want);
      }
      expect(decisionDrill.judge(q, 'pass' as Call, rules)).toMatchObject({ legal: false, correct: false, refusal: { code: 'call.unknown' } });
    }
  });

  it('a clear scene has exactly one right call: the other legal one is judged wrong', () => {
    let clear = 0;
    for (const { q, rules } of scenes) {
      if (q.advice.accepted.length !== 1) continue;
      clear++;
      const other = q.advice.values.map((v) => v.call).find((c) => c !== q.advice.best) as Call;
      expect(decisionDrill.judge(q, other, rules).correct).toBe(false);
    }
    expect(clear).toBeGreaterThan(scenes.length / 2);
  });

  it('the advice follows the figures it explains: deal 1 is Steady\'s bar of 0.8 tricks', () => {
    for (const { q } of scenes) {
      if (q.dealNo !== 1) continue;
      if (q.advice.best === 'knock') expect(q.advice.expectedTricks).toBeGreaterThanOrEqual(0.795);
      else expect(q.advice.expectedTricks).toBeLessThanOrEqual(0.805);
    }
  });
});

describe('explanations', () => {
  it('every line is a translated sentence with every placeholder filled, in every language, for every call', () => {
    for (const { q, rules } of scenes.filter((_, i) => i % 3 === 0)) {
      for (const call of CALLS) {
        const v = decisionDrill.judge(q, call, rules);
        for (const [lang, t] of translators) {
          const lines = [...explainDecision(t, lang, q, v), decisionSummary(t, v)];
          expect(lines.length).toBeGreaterThan(2);
          for (const line of lines) {
            expect(line, `${lang} ${call}`).not.toMatch(/\{\{|^[a-z]+\.[\w.-]+$|undefined|NaN/);
            expect(line.length).toBeGreaterThan(3);
          }
        }
      }
    }
  });
});
