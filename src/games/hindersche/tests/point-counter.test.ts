import { describe, expect, it } from 'vitest';
import { PACK, cardPoints, isTrump, pilePoints } from '../engine/cards';
import { legalPlays, trickWinner } from '../engine/play';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import type { Card } from '../../../shared/cards/model';
import { pointsDrill } from '../machines/drills/points';
import { playout } from '../positions/playout';
import { pileCards } from '../positions/points';

const PRINTED: Rules = { ...DEFAULT_RULES, VP05: 'follows-printed-suit' };

describe('playout', () => {
  it('is deterministic and plays only legal cards, for 4, 3 and 2 players', () => {
    for (const players of [4, 3, 2] as const) {
      for (let seed = 1; seed <= 60; seed++) {
        const p = playout(seed, { players, rules: DEFAULT_RULES });
        expect(p).toEqual(playout(seed, { players, rules: DEFAULT_RULES }));
        if (!p) throw new Error('no playout');
        expect(p.finished).toBe(true);
        expect(p.tricks).toHaveLength(9);
        // Replay every trick against the hands as dealt: each card was legal when it was played.
        const hands = p.deal.hands.map((h) => h.slice());
        for (const t of p.tricks) {
          expect(t.plays).toHaveLength(players);
          t.plays.forEach((play, i) => {
            const legal = legalPlays(hands[play.seat]!, t.plays.slice(0, i).map((x) => x.card), p.trump);
            expect(legal.ok && legal.value.find((x) => x.card === play.card)?.legal).toBe(true);
            hands[play.seat]!.splice(hands[play.seat]!.indexOf(play.card), 1);
          });
          const w = trickWinner(t.plays, p.trump);
          expect(w.ok && w.value.winner).toBe(t.winner);
        }
        // All points in play end up in the piles (140 with four players).
        expect(p.points.reduce((a, b) => a + b, 0)).toBe(p.deal.pointsInPlay);
        expect(p.won.reduce((a, w) => a + w.length, 0)).toBe(9);
      }
    }
  });

  it('stops before the chosen card and reports the trick so far', () => {
    const p = playout(7, { stopAt: { trick: 3, card: 2 } })!;
    expect(p.finished).toBe(false);
    expect(p.trickIndex).toBe(3);
    expect(p.tricks).toHaveLength(3);
    expect(p.trick).toHaveLength(2);
    expect(p.hands.map((h) => h.length).reduce((a, b) => a + b, 0)).toBe(36 - 3 * 4 - 2);
    expect(p.toPlay).not.toBeNull();
    expect(p.hands[p.toPlay!]).toHaveLength(6);
  });
});

describe('point-counter drill', () => {
  it('generates the same pile for the same seed and level', () => {
    for (let seed = 1; seed < 40; seed++) {
      for (const level of [1, 2, 3]) expect(pointsDrill.generate(seed, level, DEFAULT_RULES)).toEqual(pointsDrill.generate(seed, level, DEFAULT_RULES));
    }
  });

  it('piles come from a real deal: real tricks, won by the pile owner, in a consistent pack', () => {
    for (let seed = 1; seed < 200; seed++) {
      for (const level of [1, 2, 3]) {
        const q = pointsDrill.generate(seed, level, DEFAULT_RULES);
        const cards = pileCards(q);
        expect(new Set(cards).size).toBe(cards.length);
        expect(cards.every((c) => PACK.includes(c))).toBe(true);
        for (const t of q.tricks) {
          expect(t.plays).toHaveLength(4);
          const w = trickWinner(t.plays, q.trump);
          expect(w.ok && w.value.winner).toBe(q.seat);
        }
        if (level === 1) expect(q.tricks).toHaveLength(1);
        else expect(q.tricks.length).toBeGreaterThanOrEqual(2);
        if (level === 3) {
          expect(cards.some((c) => c[0] === 'J' && isTrump(c, q.trump))).toBe(true);
          expect(cards.some((c) => c[0] === 'J' && !isTrump(c, q.trump))).toBe(true);
        }
      }
    }
  });

  it('solve is judged right and anything else wrong, for many seeds and every level', () => {
    for (const rules of [DEFAULT_RULES, PRINTED]) {
      for (let seed = 1; seed < 300; seed++) {
        for (const level of [1, 2, 3]) {
          const q = pointsDrill.generate(seed, level, rules);
          const right = pointsDrill.solve(q, rules);
          expect(right.points).toBe(pilePoints(pileCards(q), q.trump));
          const v = pointsDrill.judge(q, right, rules);
          expect(v.correct).toBe(true);
          expect(pointsDrill.judge(q, { points: right.points + 1 }, rules).correct).toBe(false);
          expect(pointsDrill.judge(q, { points: Math.max(0, right.points - 2) }, rules).correct).toBe(right.points === 0);
          expect(pointsDrill.judge(q, { points: Number.NaN }, rules)).toMatchObject({ correct: false, given: null });
        }
      }
    }
  });

  it('adds up card by card with a running total and names the jacks', () => {
    for (let seed = 1; seed < 100; seed++) {
      const q = pointsDrill.generate(seed, 3, DEFAULT_RULES);
      const v = pointsDrill.judge(q, { points: 0 }, DEFAULT_RULES);
      let running = 0;
      for (const line of v.lines) {
        expect(line.points).toBe(cardPoints(line.card, q.trump));
        running += line.points;
        expect(line.running).toBe(running);
        if (line.card === `J${q.trump}`) expect(line).toMatchObject({ role: 'old-man', points: 12 });
        else if (line.card[0] === 'J' && isTrump(line.card, q.trump)) expect(line).toMatchObject({ role: 'little-man', points: 12 });
        else if (line.card[0] === 'J') expect(line).toMatchObject({ role: 'plain-jack', points: 2 });
        else expect(line.role).toBeUndefined();
      }
      expect(running).toBe(v.total);
      const roles = v.lines.map((l) => l.role);
      expect(roles.some((r) => r === 'old-man' || r === 'little-man')).toBe(true);
      expect(roles).toContain('plain-jack');
    }
  });

  it('values a jack by the trump suit: JD is 12 with hearts or diamonds trump, 2 otherwise', () => {
    const q = (trump: 'S' | 'H' | 'D' | 'C') => ({ level: 1, trump, upcard: `7${trump}` as Card, dealer: 3 as const, seat: 0 as const, tricks: [{ number: 1, plays: [{ seat: 0 as const, card: 'JD' as Card }] }] });
    expect(pointsDrill.solve(q('H'), DEFAULT_RULES).points).toBe(12);
    expect(pointsDrill.solve(q('D'), DEFAULT_RULES).points).toBe(12);
    expect(pointsDrill.solve(q('S'), DEFAULT_RULES).points).toBe(2);
    expect(pointsDrill.judge(q('H'), { points: 12 }, DEFAULT_RULES).lines[0]).toMatchObject({ role: 'little-man' });
    expect(pointsDrill.judge(q('D'), { points: 12 }, DEFAULT_RULES).lines[0]).toMatchObject({ role: 'old-man' });
  });

  it('generates a question for every seed and level (its speed is in npm run bench)', () => {
    for (let seed = 1000; seed < 1300; seed++) expect(pointsDrill.generate(seed, 1 + (seed % 3), DEFAULT_RULES)).toBeTruthy();
  });
});
