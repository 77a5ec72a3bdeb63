/**
 * The five drills: every position comes from its seed (same seed, same question), is checked by the engine, the
 * engine's own answer is judged right, typical wrong answers are judged wrong, and every explanation is a sentence
 * in each language (no missing strings).
 */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import type { Drill, Verdict } from '../../../shared/quiz/quizMachine';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import { checkGive } from '../engine/deal';
import { classifyCombo, canBeat } from '../engine/combos';
import { replayRound } from '../engine/drills';
import { isJoker } from '../engine/cards';
import { beatDrill, type BeatAnswer } from '../machines/drills/beat';
import { comboDrill } from '../machines/drills/combo';
import { exchangeDrillDef } from '../machines/drills/exchange';
import { finishingDrill } from '../machines/drills/finishing';
import { roundDrill } from '../machines/drills/round';
import { drillRules } from '../positions/common';
import { lastCombo } from '../positions/beat';
import { explainBeat } from '../widgets/BeatOrPass';
import { explainCombo } from '../widgets/ComboBuilder';
import { explainExchange } from '../widgets/Exchange';
import { explainFinish } from '../widgets/FinishingOrder';
import { explainRound } from '../widgets/RoundClosure';
import type { RuleSet } from '../../../shared/settings/rulesSetting';

const SETS: RuleSet[] = [
  { ...DEFAULT_RULES },
  { ...DEFAULT_RULES, sequences: true },
  { ...DEFAULT_RULES, variant: 'trouduc' },
  { ...DEFAULT_RULES, jokers: 2, rankOrder: 'two-high', passWhenAble: 'forbidden', tieBreak: 'last-deal' },
  // The run details (OP10) and the order of runs under the 2-high order (OP11).
  { ...DEFAULT_RULES, sequences: true, runWrap: 'allowed' },
  { ...DEFAULT_RULES, sequences: true, runMinLength: 3, runMaxLength: 4 },
  { ...DEFAULT_RULES, sequences: true, runSetAnswers: 'same-size', passWhenAble: 'forbidden' },
  { ...DEFAULT_RULES, sequences: true, rankOrder: 'two-high', runOrder: 'natural' },
] as unknown as RuleSet[];
const SEEDS = Array.from({ length: 25 }, (_, i) => i * 7919 + 3);
const T = (['en', 'de', 'sv'] as const).map((lang) => ({ lang, t: createTranslator(lang, allMessages(lang, 'president')) }));
const noRawKeys = (lines: string[]) => {
  expect(lines.length).toBeGreaterThan(0);
  for (const l of lines) expect(l, l).not.toMatch(/^(build|beat|round|finish|exchange|status|comboErr|combo)\.|\{\{/);
};

function basics<Q, A, V extends Verdict>(drill: Drill<Q, A, V>) {
  for (const set of SETS)
    for (const level of [1, 2, 3])
      for (const seed of SEEDS.slice(0, 8)) {
        const q = drill.generate(seed, level, set);
        expect(drill.generate(seed, level, set)).toEqual(q);
        expect(drill.judge(q, drill.solve(q, set), set).correct, `${drill.id} ${seed} ${level}`).toBe(true);
      }
}

describe('rules from the panel', () => {
  it('the Trouduc preset switches the options still at their base defaults', () => {
    const r = drillRules({ ...DEFAULT_RULES, variant: 'trouduc' });
    expect(r).toMatchObject({ jokers: 1, exchangeCards: 1, scoring: 'trouduc', target: 11 });
    expect(drillRules({ ...DEFAULT_RULES, variant: 'trouduc', jokers: 2 }).jokers).toBe(2);
    expect(drillRules({ nonsense: 1 })).toEqual(DEFAULT_RULES);
  });
});

describe('combination builder', () => {
  it('is seeded and its own answer is right', () => basics(comboDrill));
  it('asks for a combination the hand holds, and refuses mixes and wrong sizes with the reason', () => {
    for (const set of SETS)
      for (const seed of SEEDS)
        for (const level of [1, 2, 3]) {
          const q = comboDrill.generate(seed, level, set);
          const rules = drillRules(set);
          if (q.want.type === 'run') expect(rules.sequences).toBe(true);
          const right = comboDrill.solve(q, set).cards;
          const c = classifyCombo(right, rules);
          expect(c.ok && c.value.count === q.want.count && c.value.type === q.want.type).toBe(true);
          const naturals = q.hand.filter((x) => !isJoker(x));
          const mixed = naturals.find((x) => x[0] !== naturals[0]![0]);
          if (mixed && q.want.type === 'set') {
            const v = comboDrill.judge(q, { cards: [naturals[0]!, mixed] }, set);
            expect(v.correct).toBe(false);
            expect(v.reason?.code ?? v.mismatch).toBeTruthy();
            for (const { t, lang } of T) noRawKeys(explainCombo(t, q, v, { cards: [naturals[0]!, mixed] }, lang));
          }
          const single = comboDrill.judge(q, { cards: [q.hand[0]!] }, set);
          expect(single.correct).toBe(false);
          for (const { t, lang } of T) noRawKeys(explainCombo(t, q, single, { cards: [q.hand[0]!] }, lang));
        }
  });
});

describe('the run options in the drills (OP10, OP11)', () => {
  const set = (p: object) => ({ ...DEFAULT_RULES, sequences: true, ...p }) as unknown as RuleSet;
  it('with wrap-around some run positions are about a run round the corner', () => {
    const wraps = SEEDS.filter((seed) => {
      const q = comboDrill.generate(seed, 3, set({ runWrap: 'allowed' }));
      const c = classifyCombo(comboDrill.solve(q, set({ runWrap: 'allowed' })).cards, drillRules(set({ runWrap: 'allowed' })));
      return c.ok && c.value.power < c.value.count - 1;
    });
    expect(wraps.length).toBeGreaterThan(3);
  });
  it('with the longest run at four, no position asks for a longer run or shows one', () => {
    for (const seed of SEEDS) {
      expect(comboDrill.generate(seed, 3, set({ runMinLength: 3, runMaxLength: 4 })).want.count).toBeLessThanOrEqual(4);
      expect(beatDrill.generate(seed, 3, set({ runMinLength: 3, runMaxLength: 4 })).last.cards.length).toBeLessThanOrEqual(4);
    }
  });
  it('with runs and sets answering each other, some positions are answered only across the two kinds', () => {
    const s = set({ runSetAnswers: 'same-size' });
    const rules = drillRules(s);
    let across = 0;
    for (const seed of SEEDS) {
      const q = beatDrill.generate(seed, 3, s);
      const last = lastCombo(q, rules)!;
      if (canBeat(q.hand, last, rules) && !canBeat(q.hand, last, { ...rules, runSetAnswers: 'never' })) across++;
    }
    expect(across).toBeGreaterThan(0);
  });
  it('under the 2-high order with runs in the natural order, the runs to beat climb from the 2', () => {
    const s = set({ rankOrder: 'two-high', runOrder: 'natural' });
    let runs = 0;
    for (const seed of SEEDS) {
      const q = beatDrill.generate(seed, 3, s);
      const last = lastCombo(q, drillRules(s));
      expect(last).not.toBeNull();
      if (last?.type === 'run') {
        runs++;
        expect(classifyCombo(q.last.cards, drillRules(set({ rankOrder: 'ace-high' }))).ok).toBe(true);
      }
    }
    expect(runs).toBeGreaterThan(0);
  });
});

describe('beat or pass', () => {
  it('is seeded and its own answer is right', () => basics(beatDrill));
  it('has positions with and without an answer; passing is right exactly when nothing beats', () => {
    let able = 0;
    let unable = 0;
    for (const set of SETS)
      for (const seed of SEEDS)
        for (const level of [1, 2, 3]) {
          const q = beatDrill.generate(seed, level, set);
          const rules = drillRules(set);
          const last = lastCombo(q, rules)!;
          expect(last).not.toBeNull();
          const can = canBeat(q.hand, last, rules);
          if (can) able++;
          else unable++;
          const pass = beatDrill.judge(q, 'PASS', set);
          expect(pass.correct).toBe(!can);
          // The wrong count and an equal rank are flagged by the engine's reason.
          const wrongCount = q.hand.slice(0, q.last.cards.length === 1 ? 2 : 1);
          const v = beatDrill.judge(q, { cards: wrongCount } as BeatAnswer, set);
          expect(v.correct).toBe(false);
          for (const { t, lang } of T) {
            noRawKeys(explainBeat(t, v, lang));
            noRawKeys(explainBeat(t, pass, lang));
          }
        }
    expect(able).toBeGreaterThan(20);
    expect(unable).toBeGreaterThan(20);
  });
  it('names an equal rank and a wrong count', () => {
    const set = { ...DEFAULT_RULES } as unknown as RuleSet;
    const q = { hand: ['9S', '9H', 'KD', 'KC', 'KS'] as never[], last: { cards: ['9D', '9C'] as never[], declared: null }, lastSeat: 1 };
    const eq = beatDrill.judge(q, { cards: ['9S', '9H'] } as never, set);
    expect(eq.verdict).toMatchObject({ code: 'response.does-not-beat', reason: { code: 'beat.equal-rank' } });
    const three = beatDrill.judge(q, { cards: ['KD', 'KC', 'KS'] } as never, set);
    expect(three.verdict).toMatchObject({ code: 'response.does-not-beat', reason: { code: 'beat.wrong-count', need: 2, got: 3 } });
    expect(beatDrill.judge(q, { cards: ['KD', 'KC'] } as never, set).correct).toBe(true);
  });
});

describe('round closure', () => {
  it('is seeded and its own answer is right', () => basics(roundDrill));
  it('replays every round in the engine, and asks the right kind of question per level', () => {
    for (const set of SETS.slice(0, 2))
      for (const seed of SEEDS)
        for (const level of [1, 2, 3]) {
          const q = roundDrill.generate(seed, level, set);
          const r = replayRound(q.hands, q.leader, q.actions, drillRules(set));
          expect(r.ok && r.value.refused).toBe(null);
          const v = roundDrill.judge(q, { leader: -1 }, set);
          expect(v.correct).toBe(false);
          if (level === 2) {
            expect(q.ask).toBe('waiting');
            expect('waiting' in v.expected && v.expected.waiting.length).toBeGreaterThanOrEqual(2);
          } else {
            expect(q.ask).toBe('leader');
            if (level === 3) expect(v.lastWentOut).toBe(true);
            if (level === 1) expect(v.lastWentOut).toBe(false);
          }
          for (const { t, lang } of T) noRawKeys(explainRound(t, q, v, lang));
        }
  });
});

describe('finishing order', () => {
  it('is seeded and its own answer is right', () => basics(finishingDrill));
  it('scores n-1 .. 0 by place, and the race has winners, ties and no winner', () => {
    const set = { ...DEFAULT_RULES } as unknown as RuleSet;
    const seen = new Set<string>();
    for (const seed of SEEDS.concat(SEEDS.map((s) => s + 1), SEEDS.map((s) => s + 2)))
      for (const level of [1, 2, 3]) {
        const q = finishingDrill.generate(seed, level, set);
        const v = finishingDrill.judge(q, { points: -1, role: 'citizen' }, set);
        expect(v.correct).toBe(false);
        if (!q.before) {
          const place = q.finishOrder.indexOf(q.focus);
          expect(v.expected).toEqual({ points: q.players - 1 - place, role: place === 0 ? 'president' : place === q.players - 1 ? 'bottom' : 'citizen' });
        } else seen.add(v.end!.code);
        for (const { t, lang } of T) noRawKeys(explainFinish(t, q, v, lang, 'places'));
      }
    expect(seen).toContain('end.not-yet');
    expect(seen).toContain('end.reached');
    expect([...seen].some((c) => c === 'end.highest-total' || c === 'end.last-deal-points')).toBe(true);
  });
});

describe('exchange', () => {
  it('is seeded and its own answer is right', () => basics(exchangeDrillDef));
  it('3-, 2- and 1-card modes; a Joker is never handed over; a wrong give is explained', () => {
    for (const set of SETS)
      for (const seed of SEEDS)
        for (const level of [1, 2, 3]) {
          const q = exchangeDrillDef.generate(seed, level, set);
          expect(q.count).toBe([drillRules(set).exchangeCards || 3, 2, 1][level - 1]);
          const right = exchangeDrillDef.solve(q, set).cards;
          expect(checkGive(q.hand, right, q.count, q.role, q.rules).ok).toBe(true);
          expect(right.some(isJoker)).toBe(false);
          if (level === 3) {
            const joker = q.hand.find(isJoker)!;
            expect(joker).toBeDefined();
            const v = exchangeDrillDef.judge(q, { cards: [joker] }, set);
            expect(v.error?.code).toBe('exchange.joker-never-given');
          }
          const wrong = q.role === 'bottom' ? q.hand.filter((c) => !isJoker(c)).slice(0, q.count) : q.hand.filter((c) => !isJoker(c)).slice(-q.count);
          const v = exchangeDrillDef.judge(q, { cards: wrong }, set);
          if (!(q.role === 'president' && (q.rules as Rules).presidentReturns === 'free-choice')) expect(v.correct).toBe(false);
          for (const { t, lang } of T) noRawKeys(explainExchange(t, q, v, lang));
        }
  });
});
