import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_PACK } from '../../../shared/cards/model';
import { packOf, type GameCard } from './cards';
import { apply, applyAll, badCounter, legalActions, newGame, nextDecision, seatView as seatViewOf, step, whoseTurn, type GameAction, type GameState } from './game';

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A tiny seeded LCG for choosing among legal actions in tests. */
function picker(seed: number): (k: number) => number {
  let x = seed >>> 0 || 1;
  return (k) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 4294967296) * k);
  };
}

function randomDeal(s: GameState, pick: (k: number) => number): GameState {
  let st = s;
  for (let i = 0; i < 500; i++) {
    if (st.stage !== 'bidding' && st.stage !== 'playing' && st.stage !== 'awaiting-deal') return st;
    const la = legalActions(st);
    expect(la.length).toBeGreaterThan(0);
    st = must(apply(st, la[pick(la.length)]));
  }
  throw new Error('deal did not end');
}

describe('a deal, step by step', () => {
  // 4 players, dealer P3: P0 leads. Stacked pack: P0 gets every spade, P1 every heart, P2 diamonds, P3 clubs.
  const pack: GameCard[] = [];
  for (let r = 0; r < 13; r++) for (let s = 0; s < 4; s++) pack.push(FULL_PACK[s * 13 + r] as GameCard);
  const start = must(newGame({ seed: 1, players: 4, firstDealer: 3 }));

  it('starts waiting for a deal; bids are secret until all are in', () => {
    expect(nextDecision(start)).toEqual({ kind: 'deal', dealer: 3, deal: 1, playOff: false });
    let s = must(apply(start, { type: 'deal', pack }));
    expect(s.deal?.hands[0]).toEqual(FULL_PACK.slice(0, 13));
    expect(s.deal?.order).toEqual([0, 1, 2, 3]);
    expect(nextDecision(s)).toMatchObject({ kind: 'bid', waitingFor: [0, 1, 2, 3] });
    const r = must(step(s, { type: 'bid', seat: 2, bid: 'NULL' }));
    expect(r.events).toEqual([{ type: 'bid-made', seat: 2 }]);
    s = r.state;
    expect(apply(s, { type: 'bid', seat: 2, bid: 'S' })).toMatchObject({ ok: false, error: { code: 'game.already-bid', seat: 2 } });
    expect(apply(s, { type: 'play', seat: 0, card: 'AS' })).toMatchObject({ ok: false, error: { code: 'game.wrong-stage' } });
    s = must(applyAll(s, [
      { type: 'bid', seat: 0, bid: 'H' },
      { type: 'bid', seat: 1, bid: 'S' },
    ]));
    const last = must(step(s, { type: 'bid', seat: 3, bid: 'H' }));
    expect(last.events[1]).toEqual({ type: 'bids-revealed', bids: ['H', 'S', 'NULL', 'H'], units: [[0], [1], [2], [3]], partnerships: [] });
    expect(whoseTurn(last.state)).toBe(0);
  });

  it('plays tricks, explains refusals, scores with the remainder, and records the score sheet', () => {
    let s = must(applyAll(start, [{ type: 'deal', pack }, ...[0, 1, 2, 3].map((seat) => ({ type: 'bid', seat, bid: seat === 2 ? 'NULL' : 'H' }))]));
    expect(apply(s, { type: 'play', seat: 1, card: 'AH' })).toMatchObject({ ok: false, error: { code: 'game.not-your-turn', seat: 1, expected: 0 } });
    expect(apply(s, { type: 'play', seat: 0, card: 'AH' })).toMatchObject({ ok: false, error: { code: 'game.card-not-in-hand' } });
    // Everybody holds one suit only, so every trick is won by its leader: P0 takes all 13.
    for (let t = 0; t < 13; t++) {
      const d = nextDecision(s);
      expect(d.kind).toBe('play');
      for (let k = 0; k < 4; k++) {
        const dd = nextDecision(s);
        if (dd.kind !== 'play') throw new Error('no play');
        s = must(apply(s, { type: 'play', seat: dd.seat, card: dd.legal[0] }));
      }
    }
    expect(s.stage).toBe('scored');
    expect(s.record[0]).toMatchObject({ deal: 1, dealer: 3, tricks: [13, 0, 0, 0], scores: [100, 0, 0, 0], totals: [100, 0, 0, 0], allTricks: [0] });
    expect(s.log.some((e) => e.type === 'deal-scored')).toBe(true);
    expect(nextDecision(s)).toEqual({ kind: 'continue', deal: 1 });
    s = must(apply(s, { type: 'continue' }));
    expect(nextDecision(s)).toMatchObject({ kind: 'deal', dealer: 0 });
  });

  it('must follow suit: the illegal card comes back with its reason', () => {
    const pk = packOf(0);
    // Dealer P3 with the pack in order: P0 gets AS, TS, 6S, 2S, ... (every 4th card).
    let s = must(applyAll(start, [{ type: 'deal', pack: pk }, ...[0, 1, 2, 3].map((seat) => ({ type: 'bid', seat, bid: 'C' }))]));
    s = must(apply(s, { type: 'play', seat: 0, card: 'AS' }));
    const d = nextDecision(s);
    // P1 holds KS 9S 5S and AH 9H 5H ...
    expect(d.kind === 'play' && d.plays.find((p) => p.card === 'AH')?.reason).toEqual({ code: 'play.must-follow', led: 'S', holding: 3 });
    expect(d.kind === 'play' && d.legal).toEqual(['KS', '9S', '5S']);
    expect(apply(s, { type: 'play', seat: 1, card: 'AH' })).toMatchObject({ ok: false, error: { code: 'game.illegal-card', reason: { code: 'play.must-follow' } } });
    const bc = must(badCounter(s));
    expect(bc[0]).toMatchObject({ bid: 'C', tricks: 0, bad: 0, remainderPending: 0 });
  });
});

describe('whole games (properties)', () => {
  it('random legal play always ends every deal and the game; cards, tricks and scores add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 7 }), fc.integer({ min: 0, max: 2 }), fc.boolean(), fc.integer(), (players, jokers, zw, seed) => {
        let s = must(newGame({ seed, players, rules: { jokers, zwangshochzeit: zw, target: 120 } }));
        const pick = picker(seed);
        for (let deal = 0; deal < 60 && s.stage !== 'game-over'; deal++) {
          s = randomDeal(s, pick);
          const d = s.deal;
          if (!d) throw new Error('no deal');
          // Cards conserved: every card of the pack was captured exactly once (tricks plus the remainder).
          const all = d.captured.flat().sort();
          expect(all).toEqual(packOf(jokers).sort());
          expect(d.tricksWon.reduce((a, b) => a + b, 0)).toBe(d.handSize);
          const row = s.record[s.record.length - 1];
          if (!row) throw new Error('no row');
          if (s.stage === 'scored') s = must(apply(s, { type: 'continue' }));
        }
        expect(s.stage).toBe('game-over');
        // Totals are the sums of the score sheet.
        const sums = new Array<number>(players).fill(0);
        for (const r of s.record) r.scores.forEach((x, i) => (sums[i] = (sums[i] as number) + x));
        expect(s.totals).toEqual(sums);
        expect(Math.max(...s.totals)).toBeGreaterThanOrEqual(120);
        expect(s.winners?.every((w) => s.totals[w] === Math.max(...s.totals))).toBe(true);
        expect(legalActions(s)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('apply never mutates its input', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        let s = must(newGame({ seed, players: 4 }));
        const pick = picker(seed);
        for (let i = 0; i < 40; i++) {
          const la = legalActions(s);
          const a = la[pick(la.length)] as GameAction;
          const before = JSON.stringify(s);
          const next = must(apply(s, a));
          expect(JSON.stringify(s)).toBe(before);
          s = next;
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a play-off deal follows equal highest totals when the rule asks for it', () => {
    let s = must(newGame({ seed: 3, players: 3, firstDealer: 2, rules: { playOff: true, target: 100 } }));
    s = { ...s, totals: [120, 120, 50], stage: 'scored' };
    // Pretend the last deal left two players level at the top: the next deal is a play-off.
    s = must(apply({ ...s, deal: null }, { type: 'continue' }));
    expect(nextDecision(s)).toMatchObject({ kind: 'deal', playOff: true });
  });

  it('refuses bad options', () => {
    expect(newGame({ seed: 1, players: 8 })).toMatchObject({ ok: false, error: { code: 'game.bad-options', field: 'players' } });
    expect(newGame({ seed: 1.5 })).toMatchObject({ ok: false, error: { code: 'game.bad-options', field: 'seed' } });
    expect(newGame({ seed: 1, rules: { jokers: 9 } })).toMatchObject({ ok: false, error: { code: 'game.bad-options', field: 'rules' } });
    expect(newGame({ seed: 1, players: 3, firstDealer: 3 })).toMatchObject({ ok: false, error: { code: 'game.bad-options', field: 'firstDealer' } });
    const s = must(newGame({ seed: 1 }));
    expect(apply(s, { type: 'deal', pack: ['AS'] })).toMatchObject({ ok: false, error: { code: 'game.bad-pack' } });
    expect(apply(s, { type: 'dance' })).toMatchObject({ ok: false, error: { code: 'game.bad-action' } });
  });
});

describe('seat views', () => {
  it('show a seat its own hand and bid, other bids only after the reveal', () => {
    let s = must(newGame({ seed: 9, players: 3, firstDealer: 2 }));
    s = must(applyAll(s, [{ type: 'deal' }, { type: 'bid', seat: 0, bid: 'S' }, { type: 'bid', seat: 1, bid: 'NULL' }]));
    const v = must(seatViewOf(s, 1));
    expect(v.deal?.hand).toEqual(s.deal?.hands[1]);
    expect(v.deal?.bids).toEqual([null, 'NULL', null]);
    expect(v.deal?.hasBid).toEqual([true, true, false]);
    expect(v.deal?.remainder).toBeNull();
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.deal?.hands[0]));
    s = must(apply(s, { type: 'bid', seat: 2, bid: 'S' }));
    expect(must(seatViewOf(s, 1)).deal?.bids).toEqual(['S', 'NULL', 'S']);
    expect(seatViewOf(s, 5)).toMatchObject({ ok: false, error: { code: 'game.no-such-seat' } });
  });
});
