import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, nextDecision, type GameAction, type GameState } from '../engine/game';
import { chooseAction, toGameAction } from './bot';
import { hint } from './hint';
import { makeSampler, sampleInto, simOfState, viewOf } from './knowledge';
import { FastRng, PH_DONE, POP, applyAction, codeOf, legalInto, makeSim, pointsOff } from './sim';
import { benchState, playBenchDeal } from '../bench';

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Random-action positions from several games (3-5 players, later deals, Trumfmant). */
function positions(count: number): GameState[] {
  const out: GameState[] = [];
  let x = 7;
  for (let g = 0; out.length < count; g++) {
    const players = (3 + (g % 3)) as 3 | 4 | 5;
    const start = g % 2 ? { scores: Array.from({ length: players }, (_, i) => (i === 0 && g % 4 === 1 ? 1 : 6 + ((g + i) % 5))), dealsPlayed: 2 } : undefined;
    const ng = newGame({ seed: g, players, ...(start ? { start } : {}) });
    if (!ng.ok) throw new Error();
    let s = ng.value;
    for (let i = 0; i < 60 && s.stage !== 'game-over' && s.stage !== 'scored'; i++) {
      const acts = legalActions(s);
      x = (Math.imul(x, 1103515245) + 12345) | 0;
      s = must(apply(s, acts[(x >>> 8) % acts.length] as GameAction));
      if ('seat' in nextDecision(s)) out.push(s);
    }
  }
  return out.slice(0, count);
}

describe('the simulator agrees with the engine', () => {
  it('legal cards', () => {
    const L = new Int32Array(4);
    for (const s of positions(300)) {
      const d = nextDecision(s);
      if (d.kind !== 'play') continue;
      const v = viewOf(s, d.seat);
      if (!v) throw new Error();
      legalInto(v.sim, d.seat, L);
      const mine: string[] = [];
      for (const c of d.legal) {
        const k = codeOf(c, false);
        if (((L[(k / 13) | 0] as number) >> k % 13) & 1) mine.push(c);
      }
      expect(mine).toEqual(d.legal);
      expect(L.reduce((a, m) => a + (POP[m] as number), 0)).toBe(d.legal.length);
    }
  });
  it('whole deals: the same actions give the same tricks and points', () => {
    for (let i = 0; i < 80; i++) {
      let s = benchState(9, i);
      if (i >= 40) {
        // Low scores: tricks can take a player to 0 and end the game mid-deal.
        const g = newGame({ seed: i, players: 4, start: { scores: [2, 3, 1, 4].map((x) => x + (i % 2)), dealsPlayed: 3 } });
        if (!g.ok) throw new Error();
        s = must(apply(g.value, { type: 'deal' }));
      }
      const sim = simOfState(s);
      if (!sim) throw new Error();
      for (let k = 0; k < 200; k++) {
        const d = nextDecision(s);
        if (!('seat' in d)) break;
        const v = viewOf(s, d.seat);
        if (!v) throw new Error();
        const a = chooseAction(s, d.seat, { level: 'random', seed: i * 100 + k });
        if (!a) throw new Error();
        // The same action on the simulator.
        let simA: number;
        if (a.type === 'knock') simA = 100;
        else if (a.type === 'lurk') simA = 101;
        else if (a.type === 'go-along') simA = 102;
        else if (a.type === 'fold') simA = 103;
        else if (a.type === 'play') simA = codeOf(a.card, false);
        else if (a.type === 'buy') {
          let m = 0;
          for (let j = 0; j < 6; j++) {
            const g = toGameAction(v, 1000 + (1 << j));
            if (g && g.type === 'buy' && g.discard.length === 1 && a.discard.includes(g.discard[0] as never)) m |= 1 << j;
          }
          simA = 1000 + m;
        } else throw new Error(a.type);
        applyAction(sim, simA);
        s = must(apply(s, a));
      }
      expect(sim.phase).toBe(PH_DONE);
      const expected = s.stage === 'awaiting-deal' || !s.lastDeal ? [0, 0, 0, 0] : s.lastDeal.pointsOff;
      expect([0, 1, 2, 3].map((p) => pointsOff(sim, p))).toEqual(expected);
    }
  });
});

describe('sampling', () => {
  it('deals the hidden cards consistently with the view', () => {
    const rng = new FastRng(5);
    const into = makeSim();
    for (const s of positions(150)) {
      const d = nextDecision(s);
      if (!('seat' in d)) continue;
      const v = viewOf(s, d.seat);
      if (!v) throw new Error();
      const sp = makeSampler(v);
      expect(sampleInto(sp, into, rng)).toBe(true);
      const seen = new Set<number>();
      for (let p = 0; p < v.sim.n; p++) {
        let n = 0;
        for (let su = 0; su < 4; su++) {
          const m = into.hands[p * 4 + su] as number;
          for (let b = 0; b < 13; b++) if ((m >> b) & 1) {
            const c = su * 13 + b;
            expect(seen.has(c)).toBe(false);
            seen.add(c);
            expect(((into.played[su] as number) >> b) & 1).toBe(0);
            if (p !== d.seat) expect(((v.banned[p * 4 + su] as number) >> b) & 1).toBe(0);
            n++;
          }
        }
        if (p === d.seat) expect(Array.from(into.hands.subarray(p * 4, p * 4 + 4))).toEqual(Array.from(v.sim.hands.subarray(p * 4, p * 4 + 4)));
        else expect(n).toBe(v.counts[p]);
      }
      for (let t = 0; t < into.talonEnd; t++) expect(seen.has(into.talon[t] as number)).toBe(false);
    }
  });
});

describe('bots', () => {
  it('Steady and Strong always choose legal actions', () => {
    for (const s of positions(80)) {
      const d = nextDecision(s);
      if (!('seat' in d)) continue;
      for (const level of ['steady', 'strong', 'random'] as const) {
        const a = chooseAction(s, d.seat, { level, seed: 3, budgetMs: Infinity, maxSamples: 12 });
        expect(a).not.toBeNull();
        expect(apply(s, a).ok).toBe(true);
      }
      expect(chooseAction(s, (d.seat + 1) % s.players, { level: 'steady' })).toBeNull();
    }
  });
  it('Strong is deterministic for a seed and sample cap', () => {
    const ps = positions(20);
    for (const s of ps) {
      const d = nextDecision(s);
      if (!('seat' in d)) continue;
      const a = chooseAction(s, d.seat, { level: 'strong', seed: 9, budgetMs: Infinity, maxSamples: 40 });
      const b = chooseAction(s, d.seat, { level: 'strong', seed: 9, budgetMs: Infinity, maxSamples: 40 });
      expect(a).toEqual(b);
    }
  });
  it('hints carry a reason code', () => {
    for (const s of positions(30)) {
      const d = nextDecision(s);
      if (!('seat' in d)) continue;
      const h = hint(s, d.seat, { budgetMs: Infinity, maxSamples: 16 });
      expect(h).not.toBeNull();
      expect(h?.reason.code).toMatch(/^hint\./);
      expect(apply(s, h?.action).ok).toBe(true);
    }
  });
  it('a bench deal with Steady players ends with points by seat', () => {
    const r = playBenchDeal(benchState(1, 5), [{ level: 'steady' }, { level: 'steady' }, { level: 'steady' }, { level: 'steady' }]);
    expect(r).toHaveLength(4);
  });
});

describe('hint reasons', () => {
  it('the opening leader with the trump ace is told it is forced', async () => {
    const { stackPack, run } = await import('../engine/testkit');
    const hands = [
      ['AH', 'KS', '2C', '3C', '4C'],
      ['KH', 'AS', '2D', '3D', '4D'],
      ['QH', 'QS', '5C', '6C', '7C'],
      ['JH', 'JS', '5D', '6D', '7D'],
    ] as never[][];
    const g = newGame({ seed: 1, players: 4 });
    if (!g.ok) throw new Error();
    const s = run(must(apply(g.value, { type: 'deal', pack: stackPack(hands, '2H' as never) })), [
      { type: 'knock', seat: 0 },
      { type: 'buy', seat: 0, discard: [] },
      { type: 'buy', seat: 1, discard: [] },
      { type: 'buy', seat: 2, discard: [] },
      { type: 'buy', seat: 3, discard: ['2H'] },
    ]);
    const h = hint(s, 0, { budgetMs: Infinity, maxSamples: 8 });
    expect(h?.reason).toEqual({ code: 'hint.trump-ace-forced', card: 'AH' });
    // P1 follows with KH, its only heart: the hint names that card as the only one allowed.
    const s2 = must(apply(s, { type: 'play', seat: 0, card: 'AH' }));
    const h2 = hint(s2, 1, { budgetMs: Infinity, maxSamples: 8 });
    expect(h2?.reason).toEqual({ code: 'hint.only-card', card: 'KH' });
  });
});
