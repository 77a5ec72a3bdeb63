/**
 * The six drills without a browser: positions are reproducible and come out of the engine's own dealing; every
 * answer the drill calls right agrees with the specification's rules written out independently here; wrong answers
 * are judged wrong; every explanation line is translated in every language; the rare cases come at level 3; and the
 * quiz flow over a drill is covered path by path with xstate/graph.
 */
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { allMessages, LANGUAGES } from '../../../i18n';
import { createTranslator, type T } from '../../../i18n/client';
import { quizMachine, type Drill } from '../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../shared/settings/rulesSetting';
import { aceOf, dealFromPack, suitOfCard, type Card } from '../engine';
import { biddingDrill } from '../machines/drills/bidding';
import { dealDrill } from '../machines/drills/deal';
import { buyingDrill } from '../machines/drills/buying';
import { followDrill } from '../machines/drills/follow';
import { leadDrill } from '../machines/drills/lead';
import { scoreDrill } from '../machines/drills/score';
import { trumfmantDrill } from '../machines/drills/trumfmant';
import { below, genFromSeed, pick, shuffled } from '../positions/random';
import { RULE_SPEC } from '../ruleSpec';
import { explainWho, whoSummary } from '../widgets/WhoPlays';
import { dealSummary, explainDeal } from '../widgets/Deal';
import { buySummary, explainBuy } from '../widgets/Buying';
import { explainLead, leadSummary } from '../widgets/OpeningLead';
import { explainFollow, followSummary } from '../widgets/FollowOrTrump';
import { explainScore, scoreSummary } from '../widgets/ScoreSheet';
import { explainTrumfmant, tmSummary } from '../widgets/Trumfmant';

const D = RULE_SPEC.defaults;
const RULE_SETS: RuleSet[] = [D, { ...D, OP7: false, OP8: 'forehand-only', OP13: 'joiners-only', OP6: 0 }, { ...D, OP8: 'off', OP10: 'free', OP4: 'from-forehand' }];
const SEEDS = Array.from({ length: 120 }, (_, i) => i * 7919 + 3);
const DRILLS = [dealDrill, biddingDrill, buyingDrill, leadDrill, followDrill, scoreDrill, trumfmantDrill] as unknown as Drill<unknown, unknown>[];
const translators: [string, T][] = LANGUAGES.map((l) => [l, createTranslator(l, allMessages(l, 'norrlandsknack'))]);

function each(drill: Drill<unknown, unknown>, f: (q: unknown, rules: RuleSet, level: number, seed: number) => void) {
  for (const rules of RULE_SETS) for (const level of [1, 2, 3]) for (const seed of SEEDS) f(drill.generate(seed, level, rules), rules, level, seed);
}

describe('drill positions', () => {
  it('are the same for the same seed, level and rules, and differ across seeds', () => {
    for (const d of DRILLS) {
      for (const seed of SEEDS.slice(0, 20)) for (const level of [1, 2, 3]) expect(d.generate(seed, level, D)).toEqual(d.generate(seed, level, D));
      const distinct = new Set(SEEDS.map((s) => JSON.stringify(d.generate(s, 2, D))));
      expect(distinct.size, d.id).toBeGreaterThan(SEEDS.length / 2);
    }
  });

  it('judge the shown answer right and other answers wrong', () => {
    for (const d of DRILLS) {
      each(d, (q, rules) => {
        const a = d.solve(q, rules);
        expect(d.judge(q, a, rules).correct, d.id).toBe(true);
      });
    }
  });

  it('buying hands are a real deal of the engine', () => {
    for (const seed of SEEDS.slice(0, 30)) {
      const q = buyingDrill.generate(seed, 2, D);
      expect(q.hand).toHaveLength(6);
      expect(q.hand).toContain(q.upcard);
      expect(suitOfCard(q.upcard)).toBe(q.trump);
      // Replaying the generator's draws deals the same hand through the engine's dealFromPack.
      const gen = genFromSeed(seed);
      const players = pick(gen, [3, 4, 5] as const);
      const dealer = below(gen, players);
      const d = dealFromPack(shuffled(gen), dealer, players);
      expect(d.ok && d.value.hands[dealer]).toEqual(q.hand);
    }
  });
});

describe('verdicts agree with the rules written out here', () => {
  it('deal: the talon keeps 52 - (5n + 1); three each from forehand, the turn-up, two each', () => {
    each(dealDrill as never, (q0) => {
      const q = q0 as ReturnType<typeof dealDrill.generate>;
      const e = dealDrill.solve(q, D);
      const n = q.players;
      if (q.k === null) expect(e).toEqual({ talon: 52 - (5 * n + 1) });
      else {
        const k = q.k - 1;
        const fh = (q.dealer + 1) % n;
        const owner = k < 3 * n ? (fh + Math.floor(k / 3)) % n : k === 3 * n ? 'turn-up' : (fh + Math.floor((k - 3 * n - 1) / 2)) % n;
        expect(e).toEqual({ owner });
        expect(dealDrill.judge(q, { owner: owner === 'turn-up' ? 0 : 'turn-up' }, D).correct).toBe(false);
      }
    });
  });

  it('who plays: deal 1 everyone after a knock; later the knocker and those who went along; all lurk is a redeal', () => {
    const seen = new Set<string>();
    each(biddingDrill as never, (q0, rules) => {
      const q = q0 as ReturnType<typeof biddingDrill.generate>;
      const knock = q.bids.find((b) => b.bid === 'knock');
      const expected = !knock ? 'redeal' : q.dealNo === 1 ? [...q.order].sort().join() : [knock.seat, ...q.responses.filter((r) => r.response === 'go_along').map((r) => r.seat)].sort().join();
      const got = biddingDrill.solve(q, rules);
      expect('redeal' in got ? 'redeal' : got.players.join()).toBe(expected);
      const wrong = 'redeal' in got ? { players: [q.order[0] as number] } : { redeal: true as const };
      expect(biddingDrill.judge(q, wrong, rules).correct).toBe(false);
      seen.add(!knock ? 'redeal' : q.dealNo === 1 ? 'first' : q.responses.every((r) => r.response === 'fold') ? 'alone' : 'later');
    });
    expect([...seen].sort()).toEqual(['alone', 'first', 'later', 'redeal']);
  });

  it('buying: as many as put away; the dealer one fewer and at least one away; the turn-up by OP7', () => {
    const seen = new Set<string>();
    each(buyingDrill as never, (q0, rules) => {
      const q = q0 as ReturnType<typeof buyingDrill.generate>;
      const n = q.discard.length;
      const refused = (q.isDealer && n === 0) || (q.isDealer && rules.OP7 === false && q.discard.includes(q.upcard));
      const expected = refused ? 'refused' : q.isDealer ? n - 1 : n;
      expect(buyingDrill.solve(q, rules)).toBe(expected);
      expect(buyingDrill.judge(q, expected === 'refused' ? 0 : 'refused', rules).correct).toBe(false);
      seen.add(`${q.isDealer}-${expected === 'refused'}`);
    });
    expect(seen.size).toBe(3);
  });

  it('opening lead: only the trump ace exactly when the rule binds this leader', () => {
    each(leadDrill as never, (q0, rules) => {
      const q = q0 as ReturnType<typeof leadDrill.generate>;
      const holds = q.hand.includes(aceOf(q.trump));
      const binds = q.trickNo === 1 && holds && (rules.OP8 === 'opening-lead' || (rules.OP8 === 'forehand-only' && !q.substitute));
      expect(leadDrill.solve(q, rules)).toBe(binds ? 'ace-only' : 'any');
      expect(leadDrill.judge(q, binds ? 'any' : 'ace-only', rules).correct).toBe(false);
    });
  });

  it('follow or trump: the spec pseudo-code, with Trumfmant', () => {
    let trumfmant = 0;
    each(followDrill as never, (q0, rules) => {
      const q = q0 as ReturnType<typeof followDrill.generate>;
      const led = suitOfCard(q.trick[0]!.card);
      const trumps = q.hand.filter((c) => suitOfCard(c) === q.trump);
      const follow = q.hand.filter((c) => suitOfCard(c) === led);
      let legal: Card[];
      if (q.trumfmant && led !== q.trump && trumps.length > 0) legal = trumps;
      else if (q.trumfmant && led !== q.trump && rules.OP10 === 'free') legal = q.hand;
      else legal = follow.length > 0 ? follow : q.hand;
      expect([...followDrill.solve(q, rules)].sort()).toEqual([...legal].sort());
      const illegal = q.hand.find((c) => !legal.includes(c));
      if (illegal) expect(followDrill.judge(q, [...legal, illegal], rules).correct).toBe(false);
      expect(followDrill.judge(q, legal.slice(1), rules).correct).toBe(legal.length === 0);
      if (q.trumfmant) trumfmant++;
    });
    expect(trumfmant).toBeGreaterThan(100);
  });

  it('score sheet: one off per trick; limpa rules of deal 1 and later; +5 capped at 10', () => {
    let capped = 0;
    each(scoreDrill as never, (q0, rules) => {
      const q = q0 as ReturnType<typeof scoreDrill.generate>;
      const s = q.seat;
      const before = q.scores[s]!;
      const plays = q.participants.includes(s);
      const t = q.tricks[s]!;
      let limpa = false;
      let after = plays ? before - t : before;
      if (plays && t === 0) {
        if (q.dealNo === 1) limpa = s === q.knocker;
        else if (!(rules.OP13 === 'joiners-only' && s === q.knocker)) {
          limpa = true;
          if (after + 5 > 10) capped++;
          after = Math.min(10, after + 5);
        }
      }
      expect(scoreDrill.solve(q, rules)).toEqual({ score: after, limpa });
      expect(scoreDrill.judge(q, { score: after, limpa: !limpa }, rules).correct).toBe(false);
      expect(scoreDrill.judge(q, { score: after === 10 ? 9 : after + 1, limpa }, rules).correct).toBe(false);
    });
    expect(capped).toBeGreaterThan(0);
  });

  it('Trumfmant: on exactly when someone stands on 1 before the next deal; it starts and lapses', () => {
    const seen = new Set<string>();
    each(trumfmantDrill as never, (q0, rules) => {
      const q = q0 as ReturnType<typeof trumfmantDrill.generate>;
      const v = trumfmantDrill.judge(q, true, rules);
      expect(v.expected).toBe(v.next.includes(1));
      if (!q.deal) expect(v.next).toEqual(q.scores);
      seen.add(`${q.scores.includes(1)}-${v.expected}`);
      expect(trumfmantDrill.judge(q, !v.expected, rules).correct).toBe(false);
    });
    expect(seen.size).toBe(4);
  });
});

describe('explanations', () => {
  const cases: [Drill<unknown, unknown>, (t: T, lang: string, q: never, v: never) => string[], (t: T, lang: string, q: never, v: never) => string][] = [
    [dealDrill as never, (t, _l, q, v) => explainDeal(t, q, v), (t, _l, _q, v) => dealSummary(t, v)],
    [biddingDrill as never, explainWho as never, (t, l, _q, v) => whoSummary(t, l, v)],
    [buyingDrill as never, explainBuy as never, (t, _l, _q, v) => buySummary(t, v)],
    [leadDrill as never, (t, l, q, v) => explainLead(t, l, q, v), (t, l, _q, v) => leadSummary(t, l, v)],
    [followDrill as never, explainFollow as never, (t, l, _q, v) => followSummary(t, l, v)],
    [scoreDrill as never, (t, _l, q, v) => explainScore(t, q, v), (t, _l, q, v) => scoreSummary(t, q, v)],
    [trumfmantDrill as never, explainTrumfmant as never, (t, _l, _q, v) => tmSummary(t, v)],
  ];
  it('every line is a translated sentence with every placeholder filled, in every language', () => {
    for (const [d, explain, summary] of cases) {
      for (const rules of RULE_SETS) for (const level of [1, 2, 3]) for (const seed of SEEDS.slice(0, 16)) {
        const q = d.generate(seed, level, rules);
        const v = d.judge(q, d.solve(q, rules), rules);
        for (const [lang, t] of translators) {
          const lines = [...explain(t, lang, q as never, v as never), summary(t, lang, q as never, v as never)];
          for (const line of lines) {
            expect(line, `${d.id} ${lang}`).not.toMatch(/\{\{|^[a-z]+\.[\w.-]+$/);
            expect(line.length).toBeGreaterThan(3);
          }
        }
      }
    }
  });
});

describe('the quiz flow over a drill (xstate/graph)', () => {
  it('reaches asking and feedback by every event: right, wrong, hint, show, next, level, rules', () => {
    const machine = quizMachine.provide({ actions: { record: () => {} } });
    const q1 = buyingDrill.generate(5, 1, D);
    const right = buyingDrill.solve(q1, D);
    const paths = getShortestPaths(machine, {
      input: { drill: buyingDrill as unknown as Drill, rules: D, seed: 5 },
      events: [
        { type: 'quiz.answer', answer: right },
        { type: 'quiz.answer', answer: right === 'refused' ? 0 : 'refused' },
        { type: 'quiz.hint' },
        { type: 'quiz.explain' },
        { type: 'quiz.next' },
        { type: 'quiz.level', level: 3 },
        { type: 'quiz.rules', rules: { ...D, OP7: false } },
      ],
      serializeState: (s) => `${String(s.value)}|${s.context.hinted}|${s.context.revealed}|${s.context.level}|${s.context.verdict?.correct ?? '-'}|${s.context.rules.OP7}`,
      limit: 400,
    });
    const reached = new Set(paths.map((p) => `${String(p.state.value)}:${p.state.context.verdict?.correct ?? '-'}:${p.state.context.revealed}`));
    expect(reached).toContain('asking:-:false');
    expect(reached).toContain('feedback:true:false');
    expect(reached).toContain('feedback:false:false');
    expect(reached).toContain('feedback:true:true');
    // Every path replays on a real actor to the same state.
    for (const p of paths.slice(0, 60)) {
      const actor = createActor(machine, { input: { drill: buyingDrill as unknown as Drill, rules: D, seed: 5 } }).start();
      for (const step of p.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(p.state.value);
    }
  });
});
