import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_PACK } from '../../../shared/cards/model';
import type { GameCard } from '../engine/cards';
import { apply, legalActions, newGame, nextDecision, type GameState } from '../engine/game';
import { bidAdvice } from './advisor';
import { autoplay, chooseAction, type BotConfig } from './bot';
import { hint } from './hint';
import { makeSampler, sampleInto, viewOf } from './knowledge';
import { DEFAULT_RULES } from '../engine/rules';
import { FastRng, cardOfCode, codeOf, dealCodes, makeSim, playCard, setUnits, simRules, type Sim } from './sim';
import { steadyBid, steadyPick } from './steady';

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A state with a deal in play after some steady moves. */
function midDeal(seed: number, players: number, cards: number, rules: object = {}): GameState {
  const g = newGame({ seed, players, rules });
  if (!g.ok) throw new Error('newGame');
  let s = must(apply(g.value, { type: 'deal' }));
  for (let i = 0; i < 200; i++) {
    const d = nextDecision(s);
    if (d.kind === 'bid') s = must(apply(s, chooseAction(s, d.waitingFor[0] as number, { level: 'steady' })));
    else if (d.kind === 'play' && i < cards + players) s = must(apply(s, chooseAction(s, d.seat, { level: 'steady' })));
    else break;
  }
  return s;
}

describe('bots choose legal actions', () => {
  for (const level of ['random', 'steady', 'strong'] as const) {
    it(`${level}: whole deals, every table size, with variants`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 3, max: 7 }), fc.integer({ min: 0, max: 1 }), fc.boolean(), fc.integer(), (players, jokers, zw, seed) => {
          const cfg: BotConfig = { level, seed, budgetMs: Infinity, maxSamples: 6, bidSamples: 4 };
          const g = newGame({ seed, players, rules: { jokers, zwangshochzeit: zw } });
          if (!g.ok) throw new Error('newGame');
          const s = autoplay(g.value, { bots: Array.from({ length: players }, () => cfg), maxActions: 2 + players + 60 });
          // Every action the bots produced was accepted: the deal was scored.
          expect(s.record.length).toBeGreaterThanOrEqual(1);
        }),
        { numRuns: level === 'strong' ? 6 : 25 },
      );
    });
  }
  it('is deterministic for a seed and a sample cap', () => {
    const s = midDeal(11, 4, 9);
    const d = nextDecision(s);
    if (d.kind !== 'play') throw new Error('not play');
    const cfg: BotConfig = { level: 'strong', seed: 3, budgetMs: Infinity, maxSamples: 40 };
    expect(chooseAction(s, d.seat, cfg)).toEqual(chooseAction(s, d.seat, cfg));
    expect(chooseAction(s, (d.seat + 1) % 4, cfg)).toBeNull();
  });
  it('never throws on garbage', () => {
    expect(chooseAction(null as unknown as GameState, 0)).toBeNull();
    expect(hint({} as GameState, 0)).toBeNull();
  });
});

describe('Steady habits', () => {
  /** A 4-player simulator with the given hands (slot order) and bids (0-3 suit S H D C, 4 Null). */
  function table(hands: string[][], bids: number[], jokers = 0): Sim {
    const sim = makeSim();
    dealCodes(sim, [], 4, hands[0]?.length ?? 0, jokers, simRules({ ...DEFAULT_RULES, jokers: jokers as 0 | 1 }));
    sim.remCount = 0;
    hands.forEach((h, slot) => {
      for (const c of h) {
        const code = codeOf(c as GameCard, 'ace-high');
        const su = code >= 52 ? 4 : Math.floor(code / 13);
        const bit = code >= 52 ? code - 52 : code - su * 13;
        sim.hands[slot * 5 + su] = (sim.hands[slot * 5 + su] as number) | (1 << bit);
        sim.counts[slot] = (sim.counts[slot] as number) + 1;
      }
    });
    bids.forEach((b, i) => (sim.bid[i] = b));
    setUnits(sim);
    return sim;
  }
  const card = (sim: Sim, slot: number) => cardOfCode(steadyPick(sim, slot, null, 0), 'ace-high', 1);

  it('cashes a sure winner outside its bad suit and never leads a Joker while it holds anything else', () => {
    const sim = table([['AS', '7S', '3H', 'JK'], ['KS', '2S', '4H', '5D'], ['QS', '9H', '6D', '2C'], ['8S', 'TH', '7D', '3C']], [1, 0, 2, 3], 1);
    expect(card(sim, 0)).toBe('AS');
  });
  it('a Null bidder stays under the winning card with its highest loser', () => {
    const sim = table([['9H', '7S', '3C'], ['KH', '8H', '2H'], ['QS', '9D', '6D'], ['8S', 'TD', '7D']], [0, 4, 2, 3]);
    playCard(sim, codeOf('9H', 'ace-high'));
    expect(card(sim, 1)).toBe('8H');
  });
  it('a suit bidder ducks when its bad suit is led, with the highest card that still loses', () => {
    const sim = table([['9H', '7S', '3C'], ['KH', '8H', '2H'], ['QS', '9D', '6D'], ['8S', 'TD', '7D']], [0, 1, 2, 3]);
    playCard(sim, codeOf('9H', 'ace-high'));
    expect(card(sim, 1)).toBe('8H');
  });
  it('as last player takes a clean trick with its cheapest winning card', () => {
    const sim = table([['9D', '7S', '3C'], ['4D', '8H', '2H'], ['2D', 'QS', '6S'], ['KD', 'TD', '7H']], [0, 0, 0, 1]);
    playCard(sim, codeOf('9D', 'ace-high'));
    playCard(sim, codeOf('4D', 'ace-high'));
    playCard(sim, codeOf('2D', 'ace-high'));
    expect(card(sim, 3)).toBe('TD');
  });
  it('void: dumps a Joker on an opponent, then the winner\'s bad suit', () => {
    const sim = table([['9D', '7S', '3C'], ['JK', 'KH', '2H'], ['2D', 'QS', '6S'], ['KD', 'TD', '7H']], [1, 0, 0, 0], 1);
    playCard(sim, codeOf('9D', 'ace-high'));
    expect(card(sim, 1)).toBe('JK');
    const sim2 = table([['9D', '7S', '3C'], ['AS', 'KH', '2H'], ['2D', 'QS', '6S'], ['KD', 'TD', '7H']], [1, 0, 0, 0]);
    playCard(sim2, codeOf('9D', 'ace-high'));
    expect(card(sim2, 1)).toBe('KH');
  });
  it('bids Null with small cards only, else the suit it is least likely to win tricks in', () => {
    const low = table([['2S', '3S', '4S', '2H', '3H', '5H', '2D', '3D', '4D', '6D', '2C', '3C', '5C'], [], [], []], [0, 0, 0, 0]);
    expect(steadyBid(low, 0)).toBe(4);
    const mixed = table([['AS', 'KS', 'QS', 'AH', 'KH', '2D', '3D', '4D', 'AC', 'KC', 'QC', 'JC', 'TC'], [], [], []], [0, 0, 0, 0]);
    expect(steadyBid(mixed, 0)).toBe(2);
  });
});

describe('sampling', () => {
  it('gives every other seat its card count and respects shown voids', () => {
    for (let seed = 1; seed < 30; seed++) {
      const s = midDeal(seed, 5, 20, { jokers: seed % 2 });
      const d = nextDecision(s);
      if (d.kind !== 'play') continue;
      const v = viewOf(s, d.seat);
      if (!v.ok) throw new Error('view');
      const sp = makeSampler(v.value);
      const sim = makeSim();
      const rng = new FastRng(seed);
      for (let k = 0; k < 20; k++) {
        expect(sampleInto(sp, sim, rng)).toBe(true);
        let remTotal = 0;
        for (let i = 0; i < 5; i++) remTotal += sim.rem[i] as number;
        expect(remTotal).toBe(v.value.remCount);
        for (let slot = 0; slot < 5; slot++) {
          let n = 0;
          for (let su = 0; su < 5; su++) {
            let m = sim.hands[slot * 5 + su] as number;
            while (m) {
              n++;
              m &= m - 1;
            }
          }
          expect(n).toBe(v.value.need[slot]);
          if (slot === v.value.mySlot) continue;
          for (let su = 0; su < 4; su++) if (((sim.voids[slot] as number) & (1 << su)) !== 0) expect(sim.hands[slot * 5 + su]).toBe(0);
        }
      }
    }
  });
});

describe('bid advisor', () => {
  const low = ['2S', '3S', '4S', '2H', '3H', '5H', '2D', '3D', '4D', '6D', '2C', '3C', '5C'];
  const strong = ['AS', 'KS', 'QS', 'AH', 'KH', 'QH', 'AD', 'KD', 'QD', 'AC', 'KC', 'QC', 'JC'];
  it('rates Null first for a hand of small cards, a suit for a hand of honours', () => {
    const a = bidAdvice(low, 4, {}, { seed: 1, samples: 60 });
    expect(a.ok && a.value.best).toBe('NULL');
    const b = bidAdvice(strong, 4, {}, { seed: 1, samples: 60 });
    expect(b.ok && b.value.best).not.toBe('NULL');
    expect(b.ok && b.value.options).toHaveLength(5);
    for (const o of b.ok ? b.value.options : []) expect(o.se).toBeGreaterThanOrEqual(0);
  });
  it('is deterministic for a seed and refuses bad hands', () => {
    expect(bidAdvice(low, 4, {}, { seed: 7, samples: 30 })).toEqual(bidAdvice(low, 4, {}, { seed: 7, samples: 30 }));
    expect(bidAdvice(low.slice(1), 4)).toMatchObject({ ok: false, error: { code: 'advice.bad-hand' } });
    expect(bidAdvice(low, 9)).toMatchObject({ ok: false, error: { code: 'advice.bad-players' } });
    expect(bidAdvice(low, 4, { jokers: 9 })).toMatchObject({ ok: false, error: { code: 'advice.bad-rules' } });
    expect(bidAdvice(null, null, null, null as never)).toMatchObject({ ok: false });
  });
});

describe('hints', () => {
  it('give the Strong choice with a reason code, for bids and cards', () => {
    const g = newGame({ seed: 4, players: 4 });
    if (!g.ok) throw new Error('newGame');
    const s = must(apply(g.value, { type: 'deal' }));
    const hb = hint(s, 0, { bidSamples: 20 });
    expect(hb?.action.type).toBe('bid');
    expect(hb?.reason.code).toMatch(/^hint\.bid-/);
    for (let seed = 1; seed < 12; seed++) {
      const m = midDeal(seed, 4, seed * 3);
      const d = nextDecision(m);
      if (d.kind !== 'play') continue;
      const h = hint(m, d.seat, { budgetMs: Infinity, maxSamples: 16, seed });
      expect(h?.action.type).toBe('play');
      expect(h?.reason.code).toMatch(/^hint\./);
      expect(d.legal).toContain(h?.action.type === 'play' ? h.action.card : null);
      expect(legalActions(m).length).toBeGreaterThan(0);
    }
  });
});
