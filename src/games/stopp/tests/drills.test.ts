import { describe, expect, it } from 'vitest';
import { apply, newGame, type GameState } from '../engine/game';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import type { Card } from '../engine/types';
import { beatDrill, type BeatAnswer } from '../machines/drills/beat';
import { boardDrill, boardResult } from '../machines/drills/board';
import { outDrill, type OutAnswer } from '../machines/drills/out';
import { pileDrill, type PileAnswer } from '../machines/drills/pile';
import { playGame } from '../positions/playout';

const RULE_SETS: Rules[] = [
  { ...DEFAULT_RULES },
  { ...DEFAULT_RULES, ranking: 'ace-low', beat_choice: 'lowest-higher' },
  { ...DEFAULT_RULES, solo_continue: true, short_payment: 'go-negative' },
  { ...DEFAULT_RULES, pot_payout: 'each-deal', stopp_call: 'announced' },
];
const SEEDS = Array.from({ length: 30 }, (_, i) => i * 7919 + 3);

describe('beat-or-Stopp drill', () => {
  it('gives the same question for the same seed, and judges every press by the engine', { timeout: 120_000 }, () => {
    for (const rules of RULE_SETS) {
      for (const seed of SEEDS) {
        for (const level of [1, 2, 3]) {
          const q = beatDrill.generate(seed, level, rules);
          expect(beatDrill.generate(seed, level, rules)).toEqual(q);
          const right = beatDrill.solve(q, rules);
          expect(beatDrill.judge(q, right, rules).correct).toBe(true);
          const presses: BeatAnswer[] = [...q.hand, 'STOPP'];
          const v = beatDrill.judge(q, right, rules).verdicts;
          for (const p of presses) {
            const j = beatDrill.judge(q, p, rules);
            expect(j.correct).toBe(v.legal.includes(p));
            // Every wrong press has a reason code that explains it.
            if (!j.correct) expect(['play.wrong-suit', 'play.not-higher', 'play.not-lowest', 'stopp.must-beat', 'stopp.cannot-on-lead']).toContain(j.judgement.reason.code);
          }
        }
      }
    }
  });

  it('levels: six cards at level 1, Stopp about half the time; level 3 brings the rare cases', () => {
    let stopps = 0;
    const kinds = new Set<string>();
    for (let seed = 1; seed < 200; seed++) {
      const q = beatDrill.generate(seed, 1, DEFAULT_RULES);
      expect(q.hand).toHaveLength(6);
      if (beatDrill.solve(q, DEFAULT_RULES) === 'STOPP') stopps++;
      kinds.add(beatDrill.generate(seed, 3, DEFAULT_RULES).kind);
    }
    expect(stopps).toBeGreaterThan(60);
    expect(stopps).toBeLessThan(140);
    expect([...kinds].sort()).toEqual(['beat', 'edge', 'lead', 'single-beater', 'stopp']);
  });
});

describe('pile tracker', () => {
  it('matches what the game engine does next, for every level and rule set', { timeout: 120_000 }, () => {
    const codes = new Set<string>();
    for (const rules of RULE_SETS) {
      for (const seed of SEEDS.slice(0, 15)) {
        for (const level of [1, 2, 3]) {
          const q = pileDrill.generate(seed, level, rules);
          expect(pileDrill.generate(seed, level, rules)).toEqual(q);
          if (level === 1) expect(q.players).toBe(3);
          const right = pileDrill.solve(q, rules);
          const v = pileDrill.judge(q, right, rules);
          codes.add(v.outcome.code);
          expect(v.correct).toBe(true);
          const wrongs: PileAnswer[] = [{ turn: true }, { end: true }, ...q.hands.map((_, beat) => ({ beat }))];
          for (const w of wrongs) expect(pileDrill.judge(q, w, rules).correct).toBe(JSON.stringify(w) === JSON.stringify(right));
          if (level === 3) expect(v.outcome.code === 'pile.must-beat').toBe(false);
        }
      }
    }
    expect([...codes].sort()).toEqual(['deal.last-card-stands', 'deal.sole-holder', 'pile.must-beat', 'pile.turned']);
  });
});

describe('going-out simulator', () => {
  it('a last card; the answer agrees with the engine, half the time the deal ends', { timeout: 120_000 }, () => {
    let ends = 0;
    for (const rules of RULE_SETS) {
      for (const seed of SEEDS.slice(0, 15)) {
        for (const level of [1, 2, 3]) {
          const q = outDrill.generate(seed, level, rules);
          expect(q.hands[q.topPlayer]).toEqual([]);
          if (level === 3) expect(q.hands.filter((h) => h.length > 0)).toHaveLength(1);
          const right = outDrill.solve(q, rules);
          if ('end' in right) ends++;
          expect(outDrill.judge(q, right, rules).correct).toBe(true);
          const wrongs: OutAnswer[] = [{ end: true }, ...q.hands.map((_, beat) => ({ beat }))];
          for (const w of wrongs) expect(outDrill.judge(q, w, rules).correct).toBe(JSON.stringify(w) === JSON.stringify(right));
        }
      }
    }
    expect(ends).toBeGreaterThan(40);
    expect(ends).toBeLessThan(140);
  });
});

describe('capital board', () => {
  it('the settlement agrees with the score sheet of the real game, and money is conserved', { timeout: 120_000 }, () => {
    for (const rules of RULE_SETS) {
      for (const seed of SEEDS.slice(0, 10)) {
        for (const level of [1, 2, 3]) {
          const q = boardDrill.generate(seed, level, rules);
          const g = playGame(q.gameSeed, q.players, rules);
          const rec = g.records.find((r) => r.deal === q.deal)!;
          const r = boardResult(q, rules);
          expect(r.capital).toEqual(rec.capital);
          expect(r.pot).toEqual(rec.pot);
          expect(r.total).toBe(10 * q.players);
          expect(r.capital.reduce((a, b) => a + b, 0) + r.pot).toBe(10 * q.players);
          if (level === 1) expect(rec.eliminated).toEqual([]);
          if (level === 2) expect(r.settlement.lines.some((l) => l.eliminated || l.reason === 'settle.pays-all-it-has' || l.reason === 'settle.pays-into-debt')).toBe(true);
          if (level === 3) expect(r.status.gameOver).toBe(true);
          const right = boardDrill.solve(q, rules);
          expect(boardDrill.judge(q, right, rules).correct).toBe(true);
          expect(boardDrill.judge(q, { ...right, pot: right.pot + 1 }, rules).correct).toBe(false);
          const off = right.capital.map((c, i) => (i === q.endedBy ? c + 1 : c));
          expect(boardDrill.judge(q, { ...right, capital: off }, rules).right.capital[q.endedBy]).toBe(false);
        }
      }
    }
  });
});

describe('positions come from real deals', () => {
  it('the first deal of a seeded game replays card by card on the game engine', () => {
    const q = pileDrill.generate(11, 2, DEFAULT_RULES);
    const g = newGame({ seed: q.dealSeed, players: q.players, rules: DEFAULT_RULES, firstDealer: (q.dealSeed >>> 3) % q.players });
    expect(g.ok).toBe(true);
    let s = (g as { ok: true; value: GameState }).value;
    const d = apply(s, { type: 'deal' });
    expect(d.ok).toBe(true);
    s = (d as { ok: true; value: GameState }).value;
    const held = new Set<Card>([...q.hands.flat(), ...q.pile.map((p) => p.card)]);
    for (const c of held) expect(s.deal!.hands.flat()).toContain(c);
  });
});
