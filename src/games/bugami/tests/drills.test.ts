/**
 * Every drill: the same seed gives the same position, every position comes from a deal the engine accepts, the
 * solved answer is judged right and other answers wrong, for every level and several rule sets.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import { BIDS, type Bid } from '../engine/types';
import { legalPlays, trickWinner } from '../engine/play';
import { isJoker, suitOf } from '../engine/cards';
import { followDrill } from '../machines/drills/follow';
import { trickDrill } from '../machines/drills/trick';
import { badCountDrill } from '../machines/drills/badCount';
import { scoringDrill, whatIf } from '../machines/drills/scoring';
import { advisorDrill, revealDrill } from '../machines/drills/bids';
import { playDeal } from '../positions/deal';

const SETS: Record<string, string | number | boolean>[] = [{}, { zwangshochzeit: true }, { jokers: 2, ranking: 'ace-low' }, { nullAllTricks: 100, nullWhenOtherTakesAll: 100, remainderIsTrick: true }];
const DRILLS = [followDrill, trickDrill, badCountDrill, scoringDrill, revealDrill, advisorDrill] as const;

describe('bugami drills', { timeout: 120000 }, () => {
  for (const drill of DRILLS) {
    it(`${drill.id}: deterministic, and the solved answer is right`, () => {
      const seeds = drill.id === 'bid-advisor' ? 6 : 25;
      for (const rules of SETS) {
        for (let level = 1; level <= drill.levels; level++) {
          for (let seed = 1; seed <= seeds; seed++) {
            const q = drill.generate(seed * 7919, level, rules);
            expect(drill.generate(seed * 7919, level, rules)).toEqual(q);
            const v = drill.judge(q as never, drill.solve(q as never, rules) as never, rules);
            expect(v.correct, `${drill.id} ${seed} ${level}`).toBe(true);
          }
        }
      }
    });
  }

  it('follow-suit: every card judged by the engine; a wrong set is wrong', () => {
    for (let seed = 1; seed < 60; seed++) {
      for (const level of [1, 2]) {
        const q = followDrill.generate(seed, level, {});
        const right = followDrill.solve(q, {});
        const lp = legalPlays(q.hand, q.trick.map((p) => p.card), q.rules);
        expect(lp.ok && lp.value.filter((p) => p.legal).map((p) => p.card)).toEqual(right.legal);
        if (level === 2) expect(q.hand.some(isJoker) || isJoker(q.trick[0]!.card)).toBe(true);
        expect(followDrill.judge(q, { legal: q.hand }, {}).correct).toBe(right.legal.length === q.hand.length);
        expect(followDrill.judge(q, { legal: right.legal.slice(1) }, {}).correct).toBe(false);
      }
    }
  });

  it('trick-winner: the winner is the engine\'s, every other seat is wrong, level 2 has a Joker', () => {
    for (let seed = 1; seed < 60; seed++) {
      for (const level of [1, 2]) {
        const q = trickDrill.generate(seed, level, {});
        const r = trickWinner(q.plays, q.rules);
        expect(r.ok && r.value.winner).toBe(trickDrill.solve(q, {}).winner);
        for (const p of q.plays) if (r.ok && p.seat !== r.value.winner) expect(trickDrill.judge(q, { winner: p.seat }, {}).correct).toBe(false);
        if (level === 2) expect(q.plays.some((p) => isJoker(p.card))).toBe(true);
      }
    }
  });

  it('bad-counter: counts the tricks shown plus the undealt cards, as the engine does', () => {
    for (let seed = 1; seed < 40; seed++) {
      for (const level of [1, 2, 3]) {
        const q = badCountDrill.generate(seed, level, {});
        const shown = [...q.won.flatMap((w) => w.trick.plays.map((p) => p.card)), ...(q.remainder ?? [])];
        const mine = shown.filter((c) => isJoker(c) || suitOf(c) === q.bid).length;
        const v = badCountDrill.judge(q, { bad: mine }, {});
        expect(v.correct).toBe(true);
        expect(v.steps.length).toBe(q.won.length);
        expect(badCountDrill.judge(q, { bad: mine + 1 }, {}).correct).toBe(false);
        if (level === 2) expect(q.remainder?.length).toBeGreaterThan(0);
      }
    }
  });

  it('division-scoring: real deals score as the engine scored them; level 3 is an every-trick deal', () => {
    for (let seed = 1; seed < 40; seed++) {
      const q = scoringDrill.generate(seed, 1, {});
      const p = playDeal(q.dealSeed!, q.players, q.rules);
      const row = p.final.record[0]!;
      expect(scoringDrill.solve(q, {}).score).toBe(row.scores[q.seat]);
      expect(q.bids[q.seat]).not.toBe('NULL');
      const q3 = scoringDrill.generate(seed, 3, {});
      expect(q3.tricks.some((t) => t === q3.totalTricks)).toBe(true);
      const v3 = scoringDrill.judge(q3, { score: -1 }, {});
      expect(v3.correct).toBe(false);
      expect(['score.all-tricks', 'score.null-all-tricks', 'score.other-took-all']).toContain(v3.unit.reason.code);
    }
    const q = scoringDrill.generate(3, 1, {});
    expect(whatIf(q, q.bad[q.seat]!).score).toBe(scoringDrill.solve(q, {}).score);
  });

  it('bid-reveal: a card costs exactly the seats that named its suit (a Joker: every suit bidder)', () => {
    for (let seed = 1; seed < 40; seed++) {
      for (const level of [1, 2, 3]) {
        const q = revealDrill.generate(seed, level, {});
        for (const bid of BIDS) {
          const bids = q.bids.map((b, s) => (s === 0 ? bid : b)) as Bid[];
          const hurt = bids.flatMap((b, s) => (b !== 'NULL' && (isJoker(q.card) || suitOf(q.card) === b) ? [s] : []));
          expect(revealDrill.judge(q, { bid, hurt }, {}).correct).toBe(true);
          expect(revealDrill.judge(q, { bid, hurt: [...hurt, 99] }, {}).correct).toBe(true);
          if (hurt.length > 0) expect(revealDrill.judge(q, { bid, hurt: hurt.slice(1) }, {}).correct).toBe(false);
        }
      }
    }
  });

  it('bid-advisor: the best bid is right, a bid far behind is wrong', () => {
    let wrongSeen = 0;
    for (let seed = 1; seed < 8; seed++) {
      const q = advisorDrill.generate(seed, 1, {});
      const v = advisorDrill.judge(q, advisorDrill.solve(q, {}), {});
      expect(v.accepted).toContain(v.advice.best);
      for (const o of v.advice.options) {
        const w = advisorDrill.judge(q, { bid: o.bid }, {});
        if (o.behind > 2 * o.behindSe + 1) {
          expect(w.correct).toBe(false);
          wrongSeen++;
        }
      }
    }
    expect(wrongSeen).toBeGreaterThan(5);
  });

  it('rules follow the learner: ace-low changes a trick winner somewhere', () => {
    let differs = 0;
    for (let seed = 1; seed < 80; seed++) {
      const q = trickDrill.generate(seed, 1, { ranking: 'ace-low' });
      const hi = trickWinner(q.plays, { ...q.rules, ranking: 'ace-high' as Rules['ranking'] });
      if (hi.ok && hi.value.winner !== trickDrill.solve(q, {}).winner) differs++;
    }
    expect(differs).toBeGreaterThan(0);
    expect(DEFAULT_RULES.ranking).toBe('ace-high');
  });

  it('jokerLead = never: the follow-suit drill asks for leads where a Joker may not be led', () => {
    let forbidden = 0;
    for (let seed = 1; seed < 40; seed++) {
      const q = followDrill.generate(seed, 2, { jokerLead: 'never' });
      const plays = legalPlays(q.hand, q.trick.map((p) => p.card), q.rules);
      if (q.trick.length === 0 && plays.ok && plays.value.some((p) => p.reason.code === 'play.joker-lead-forbidden')) forbidden++;
      // Under the default nothing is ever a lead.
      expect(followDrill.generate(seed, 2, {}).trick.length).toBeGreaterThan(0);
    }
    expect(forbidden).toBeGreaterThan(5);
  });

  it('jokerDiscard = wins: the trick-winner drill shows thrown-off Jokers that win', () => {
    let wins = 0;
    for (let seed = 1; seed < 40; seed++) {
      const q = trickDrill.generate(seed, 2, { jokerDiscard: 'wins' });
      const r = trickWinner(q.plays, q.rules);
      if (r.ok && r.value.reason.code === 'trick.joker-discard-wins') {
        wins++;
        const def = trickWinner(q.plays, { ...q.rules, jokerDiscard: 'never-wins' as Rules['jokerDiscard'] });
        expect(def.ok && def.value.winner).not.toBe(r.value.winner);
      }
    }
    expect(wins).toBeGreaterThan(10);
  });
});

describe('steady action for positions', () => {
  it('agrees with the bots\' Steady player on every decision of several deals', async () => {
    const { chooseAction } = await import('../bots/bot');
    const { steadyAction } = await import('../bots/steadyAction');
    const { apply, newGame } = await import('../engine/game');
    for (const players of [3, 5, 7]) {
      const g = newGame({ seed: players * 31, players });
      if (!g.ok) throw new Error('game');
      let s = g.value;
      for (let i = 0; i < 200 && s.stage !== 'scored'; i++) {
        if (s.stage === 'awaiting-deal') {
          const r = apply(s, { type: 'deal' });
          if (!r.ok) throw new Error('deal');
          s = r.value;
          continue;
        }
        const seat = s.stage === 'bidding' ? s.deal!.bids.findIndex((b) => b === null) : s.deal!.turn!;
        const a = steadyAction(s, seat);
        expect(a).toEqual(chooseAction(s, seat, { level: 'steady' }));
        const r = apply(s, a);
        if (!r.ok) throw new Error('apply');
        s = r.value;
      }
      expect(s.stage).toBe('scored');
    }
  });
});

describe('zwangshochzeit drill', () => {
  it('marks exactly the partners the engine pools, Null bidders alone, for every level', async () => {
    const { marriageDrill } = await import('../machines/drills/marriage');
    const { partnerships } = await import('../engine/scoring');
    let nullAsked = 0;
    let triple = 0;
    for (let seed = 1; seed < 30; seed++) {
      for (const level of [1, 2, 3]) {
        const q = marriageDrill.generate(seed, level, {});
        expect(marriageDrill.generate(seed, level, {})).toEqual(q);
        const right = marriageDrill.solve(q, {});
        expect(marriageDrill.judge(q, right, {}).correct).toBe(true);
        const p = partnerships(q.bids, { zwangshochzeit: true });
        const unit = p.ok ? p.value.units.find((u) => u.includes(q.seat))! : [];
        expect(right.partners).toEqual(unit.filter((s) => s !== q.seat));
        if (q.bids[q.seat] === 'NULL') {
          nullAsked++;
          expect(right.partners).toEqual([]);
        }
        if (level === 3) triple += p.ok && p.value.partnerships.some((u) => u.length >= 3) ? 1 : 0;
        const wrong = right.partners.length > 0 ? right.partners.slice(1) : [(q.seat + 1) % q.players];
        expect(marriageDrill.judge(q, { partners: wrong }, {}).correct).toBe(false);
      }
    }
    expect(nullAsked).toBeGreaterThan(0);
    expect(triple).toBe(29);
  });

  it('partnershipSpecials = per-partner: most deals show a partner without a trick scoring 30 alone', async () => {
    const { marriageDrill, marriageOf } = await import('../machines/drills/marriage');
    let shown = 0;
    for (let seed = 1; seed < 13; seed++) {
      const q = marriageDrill.generate(seed, 1 + (seed % 3), { partnershipSpecials: 'per-partner' });
      const { row } = marriageOf(q);
      if (row.units.some((u) => u.seats.length > 1 && u.seats.some((s) => row.scores[s] === 30 && u.score !== 30))) shown++;
    }
    expect(shown).toBeGreaterThan(6);
  });
});
