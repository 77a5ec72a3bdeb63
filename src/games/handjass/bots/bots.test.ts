import { describe, expect, it } from 'vitest';
import { apply, newGame, nextDecision, type GameState } from '../engine/game';
import { autoplay, chooseAction, tableAction, type BotConfig } from './bot';
import { hint } from './hint';
import { strongChoice } from './strong';
import { viewOf, makeSampler, sampleInto } from './view';
import { makeSim } from '../engine/fast';
import { FastRng } from '../../../shared/search/rng';

function start(players: number, seed: number, rules: object = {}): GameState {
  const g = newGame({ seed, players, rules });
  if (!g.ok) throw new Error();
  return g.value;
}

describe('bots play whole games with legal actions', () => {
  for (const level of ['random', 'steady'] as const) {
    for (const players of [2, 3, 4]) {
      it(`${level}, ${players} players`, () => {
        const cfgs: BotConfig[] = [0, 1, 2, 3].map((s) => ({ level, seed: s }));
        const s = autoplay(start(players, 11 + players), cfgs, [], 20000);
        expect(s.stage).toBe('game-over');
      });
    }
  }
  it('steady handles Bessern, claims and manual announcing', () => {
    for (const rules of [{ bessern: true }, { mutualClaim: true }, { announcing: 'manual' }, { compulsory: true }]) {
      const s = autoplay(start(3, 5, rules), [0, 1, 2].map(() => ({ level: 'steady' as const })), [], 20000);
      expect(s.stage).toBe('game-over');
      if ('announcing' in rules) expect(s.log.some((e) => e.type === 'weis-missed' || e.type === 'stoeck-missed')).toBe(false);
    }
  });
});

describe('strong player and hints', () => {
  it('is deterministic for a seed and sample cap, and legal', () => {
    let s = start(4, 3);
    for (let i = 0; i < 200 && s.stage !== 'scored' && s.stage !== 'game-over'; i++) {
      const d = nextDecision(s);
      const a = tableAction(s) ?? ('seat' in d ? chooseAction(s, d.seat, { level: 'strong', seed: 1, budgetMs: Infinity, maxSamples: 24 }) : null);
      if (!a) throw new Error();
      if ('seat' in d) expect(chooseAction(s, d.seat, { level: 'strong', seed: 1, budgetMs: Infinity, maxSamples: 24 })).toEqual(a);
      const r = apply(s, a);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.value;
    }
    expect(['scored', 'game-over']).toContain(s.stage);
  });
  it('hints give a legal action with a reason code', () => {
    let s = start(4, 9);
    let hints = 0;
    for (let i = 0; i < 200 && s.stage !== 'scored' && s.stage !== 'game-over'; i++) {
      const d = nextDecision(s);
      if ('seat' in d) {
        const h = hint(s, d.seat, { seed: 1, budgetMs: Infinity, maxSamples: 16 });
        expect(h).not.toBeNull();
        if (h) {
          expect(h.reason.code.startsWith('hint.')).toBe(true);
          expect(apply(s, h.action).ok).toBe(true);
          hints++;
        }
      }
      const a = tableAction(s) ?? ('seat' in d ? chooseAction(s, d.seat, { level: 'steady' }) : null);
      if (!a) throw new Error();
      const r = apply(s, a);
      if (!r.ok) throw new Error();
      s = r.value;
    }
    expect(hints).toBeGreaterThan(0);
  });
  it('strong choice compares play and pass', () => {
    let s = start(4, 21);
    const r = apply(s, { type: 'deal' });
    if (!r.ok) throw new Error();
    s = r.value;
    const d = nextDecision(s);
    if (d.kind !== 'choose') throw new Error();
    const c = strongChoice(s, d.seat, 1, 32);
    expect(c?.values.pass).toBe(0);
    expect(['play', 'pass']).toContain(c?.choice);
  });
  it('samples respect shown voids and hand sizes', () => {
    let s = start(4, 33);
    s = autoplay(s, [0, 1, 2, 3].map(() => ({ level: 'steady' as const })), [0, 1, 2, 3]);
    // Play a few cards with Steady.
    for (let i = 0; i < 14; i++) {
      const d = nextDecision(s);
      if (d.kind !== 'play') break;
      const a = chooseAction(s, d.seat, { level: 'steady' });
      if (!a) break;
      const r = apply(s, a);
      if (!r.ok) throw new Error();
      s = r.value;
    }
    const d = nextDecision(s);
    if (d.kind !== 'play') return;
    const v = viewOf(s, d.seat);
    if (!v) throw new Error();
    const sp = makeSampler(v);
    const sim = makeSim();
    const rng = new FastRng(1);
    for (let k = 0; k < 50; k++) {
      expect(sampleInto(sp, sim, rng)).toBe(true);
      for (let p = 0; p < sim.n; p++) {
        let count = 0;
        for (let su = 0; su < 4; su++) {
          const m = sim.hands[p * 4 + su] as number;
          count += m.toString(2).split('1').length - 1;
          if ((v.voids[p] as number) & (1 << su)) expect(m).toBe(0);
        }
        expect(count).toBe(v.handCount[p]);
      }
    }
  });
});
