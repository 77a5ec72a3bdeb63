import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { apply, legalActions, newGame, nextDecision, type GameState } from '../engine/game';
import { chooseAction, nextBotAction, type BotLevel } from './bot';
import { hint } from './hint';
import { actionFor, makeSampler, sampleInto, viewCodes, viewOf } from './knowledge';
import { codeRun, FastRng, genPlays, makeSim } from './sim';
import { dealtState, benchPack } from './bench';

// Property tests play many whole games: give them room on a busy machine (the default 5 s is for unit tests).
vi.setConfig({ testTimeout: 60_000 });

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const variants = [{}, { variant: 'trouduc' }, { sequences: true }, { variant: 'trouduc', jokers: 2, rankOrder: 'two-high', sequences: true }, { presidentReturns: 'free-choice', passWhenAble: 'forbidden' }, { exchangeCards: 2, presidentReturns: 'lowest-after-receiving' }];

describe('bots play whole games legally', () => {
  it('Steady and random in every variant and table size (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(3, 4, 5, 6), fc.constantFrom(...variants), (seed, players, rules) => {
        let s = must(newGame({ seed, players, rules: { ...rules, target: 8 } }));
        const levels: BotLevel[] = Array.from({ length: players }, (_, i) => (i % 2 ? 'random' : 'steady'));
        for (let i = 0; i < 3000 && s.stage !== 'game-over'; i++) {
          const a = nextBotAction(s, levels);
          expect(a).not.toBeNull();
          s = must(apply(s, a));
        }
        expect(s.stage).toBe('game-over');
      }),
      { numRuns: 15 },
    );
  }, 120_000);
  it('Strong plays legal moves and is deterministic for a seed and sample cap', () => {
    let s = dealtState(benchPack(9, 0), 0);
    for (let i = 0; i < 12 && s.stage === 'playing'; i++) {
      const d = nextDecision(s);
      if (d.kind !== 'play') break;
      const opts = { level: 'strong' as const, seed: 5, budgetMs: Infinity, maxSamples: 16 };
      const a = chooseAction(s, d.seat, opts);
      const b = chooseAction(s, d.seat, opts);
      expect(a).toEqual(b);
      s = must(apply(s, a));
    }
  });
  it('Strong handles Jokers, runs and the exchange', () => {
    let s = must(newGame({ seed: 4, players: 4, rules: { variant: 'trouduc', jokers: 2, sequences: true, target: 3 } }));
    for (let i = 0; i < 800 && s.stage !== 'game-over'; i++) {
      const a = nextBotAction(s, [{ level: 'strong', budgetMs: Infinity, maxSamples: 6 }, 'steady', 'steady', 'random']);
      s = must(apply(s, a));
    }
    expect(s.stage).toBe('game-over');
  });
  it('returns null for a seat that has nothing to decide', () => {
    const s = dealtState(benchPack(1, 1), 0);
    const d = nextDecision(s);
    if (d.kind !== 'play') throw new Error('no play');
    expect(chooseAction(s, (d.seat + 1) % 4, { level: 'steady' })).toBeNull();
    expect(hint(s, (d.seat + 1) % 4)).toBeNull();
  });
});

describe('bots under the run options (OP10, OP11)', () => {
  const runRules = [
    { sequences: true, runWrap: 'allowed', passWhenAble: 'forbidden' },
    { sequences: true, runMaxLength: 4, runMinLength: 3 },
    { sequences: true, runSetAnswers: 'same-size', passWhenAble: 'forbidden' },
    { sequences: true, rankOrder: 'two-high', runOrder: 'natural' },
    { variant: 'trouduc', sequences: true, rankOrder: 'two-high', runOrder: 'natural', runMaxLength: 4 },
  ] as const;
  it('every play the simulator offers is one the engine takes, and Steady finishes whole games', () => {
    for (const [i, rules] of runRules.entries()) {
      let s = must(newGame({ seed: 70 + i, players: 4, rules: { ...rules, target: 6 } }));
      let runs = 0;
      for (let k = 0; k < 3000 && s.stage !== 'game-over'; k++) {
        const d = nextDecision(s);
        if (d.kind === 'play') {
          const view = viewOf(s, d.seat);
          if (!view) throw new Error('no view');
          for (const code of viewCodes(view, genPlays, new Int32Array(512))) {
            if (code === 0) continue;
            if (codeRun(code)) runs++;
            expect(apply(s, actionFor(view, code)).ok, `${JSON.stringify(rules)} ${JSON.stringify(actionFor(view, code))}`).toBe(true);
          }
        }
        const a = nextBotAction(s, ['steady', 'steady', 'steady', 'steady']);
        expect(a).not.toBeNull();
        s = must(apply(s, a));
      }
      expect(s.stage).toBe('game-over');
      expect(runs).toBeGreaterThan(0);
    }
  }, 120_000);
});

describe('knowledge and sampling', () => {
  it('samples deals consistent with sizes, the seat’s hand and the cards played', () => {
    let s = must(newGame({ seed: 12, players: 5 }));
    const levels: BotLevel[] = ['steady', 'steady', 'steady', 'steady', 'steady'];
    // Play a deal and part of the second (with an exchange).
    while (s.dealNo < 2 || s.stage !== 'playing' || (s.table?.cleared.length ?? 0) < 8) s = must(apply(s, nextBotAction(s, levels)));
    const d = nextDecision(s);
    if (d.kind !== 'play') throw new Error('no play');
    for (const seat of [d.seat, s.roles?.president ?? 0, s.roles?.bottom ?? 0]) {
      const v = viewOf(s, seat);
      if (!v) continue;
      const sp = makeSampler(v);
      const sim = makeSim(6);
      const rng = new FastRng(3);
      for (let i = 0; i < 20; i++) {
        expect(sampleInto(sp, sim, rng)).toBe(true);
        for (let p = 0; p < v.sim.n; p++) {
          let total = sim.jk[p] as number;
          for (let r = 0; r < 13; r++) total += sim.cnt[p * 13 + r] as number;
          expect(total).toBe(v.sim.size[p]);
        }
        // Every rank adds up to four over hands and played cards.
        for (let r = 0; r < 13; r++) {
          let c = sim.played[r] as number;
          for (let p = 0; p < v.sim.n; p++) c += sim.cnt[p * 13 + r] as number;
          expect(c).toBe(4);
        }
      }
    }
  });
});

describe('hints', () => {
  it('give the Strong action with a reason code, and it is legal', () => {
    let s = dealtState(benchPack(3, 2), 1);
    const codes = new Set<string>();
    for (let i = 0; i < 40 && s.stage === 'playing'; i++) {
      const d = nextDecision(s);
      if (d.kind !== 'play') break;
      const h = hint(s, d.seat, { budgetMs: Infinity, maxSamples: 12, seed: i });
      expect(h).not.toBeNull();
      if (!h) break;
      expect(h.reason.code).toMatch(/^hint\./);
      codes.add(h.reason.code);
      expect(legalActions(s).some((a) => JSON.stringify(a) === JSON.stringify(h.action)) || apply(s, h.action).ok).toBe(true);
      s = must(apply(s, h.action));
    }
    expect(codes.size).toBeGreaterThan(1);
  });
  it('explains the exchange', () => {
    let s = must(newGame({ seed: 2, players: 4 }));
    while (s.stage !== 'exchange') s = must(apply(s, nextBotAction(s, ['steady', 'steady', 'steady', 'steady'])));
    const d = nextDecision(s);
    if (d.kind !== 'give') throw new Error('no give');
    expect(hint(s, d.seat)?.reason.code).toBe('hint.exchange-forced');
  });
});
