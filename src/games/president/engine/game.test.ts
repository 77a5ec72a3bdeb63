import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { toGenerator, rngFromSeed, nextBelow } from '../../../shared/random/rng';
import { packOf, type PCard } from './cards';
import { apply, legalActions, newGame, nextDecision, step, whoseTurn, type GameAction, type GameState } from './game';
import { makeGame, parseGame } from './notation';

// Property tests play many whole games: give them room on a busy machine (the default 5 s is for unit tests).
vi.setConfig({ testTimeout: 60_000 });

function must(r: { ok: true; value: GameState } | { ok: false; error: unknown }): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const variants = [{}, { variant: 'trouduc' }, { sequences: true }, { exchangeCards: 2 }, { variant: 'trouduc', jokers: 2, rankOrder: 'two-high', sequences: true, jokersInRuns: true }, { presidentReturns: 'free-choice', passWhenAble: 'forbidden' }];

/** Plays a whole game with uniformly random legal actions, checking the invariants after every action. */
function randomGame(seed: number, players: number, rules: object, check: boolean, maxActions = 20000): GameState {
  let s = must(newGame({ seed, players, rules }));
  const gen = toGenerator(rngFromSeed(seed ^ 0x1234));
  const packSize = 52 + s.rules.jokers;
  for (let i = 0; i < maxActions && s.stage !== 'game-over'; i++) {
    const acts = legalActions(s, { distinct: (i & 7) !== 0 });
    expect(acts.length).toBeGreaterThan(0);
    const a = acts[nextBelow(gen, acts.length)] as GameAction;
    const r = step(s, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
    s = r.value.state;
    if (check && s.table) {
      const t = s.table;
      const all = [...t.hands.flat(), ...t.roundCards, ...t.cleared];
      // The deal stops with cards left in one hand; everything else is in the hands, the round, or cleared.
      expect(all.length).toBe(packSize);
      expect(new Set(all).size).toBe(packSize);
    }
  }
  return s;
}

describe('whole games', () => {
  it('random legal play ends the game for every table size and variant; totals add up (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(3, 4, 5, 6), fc.constantFrom(...variants), (seed, players, rules) => {
        const s = randomGame(seed, players, rules, false);
        expect(s.stage).toBe('game-over');
        expect(s.winner).not.toBeNull();
        expect(s.totals[s.winner as number]).toBeGreaterThanOrEqual(s.rules.target);
        // Score record: per-deal points are a permutation of the place points and totals are their sums.
        for (const rec of s.record) {
          const sorted = [...rec.points].sort((a, b) => b - a);
          const expected = s.rules.scoring === 'trouduc' ? [2, 1, ...Array(players - 2).fill(0)] : Array.from({ length: players }, (_, i) => players - 1 - i);
          expect(sorted).toEqual(expected);
          expect(new Set(rec.finishOrder).size).toBe(players);
        }
        const sum = s.record.reduce((acc, rec) => acc.map((x, i) => x + (rec.points[i] as number)), Array(players).fill(0));
        expect(sum).toEqual(s.totals);
        expect(nextDecision(s).kind).toBe('game-over');
        expect(legalActions(s)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
  it('cards are conserved and unique during every deal (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(3, 4, 5, 6), fc.constantFrom(...variants), (seed, players, rules) => {
        randomGame(seed, players, rules, true, 400);
      }),
      { numRuns: 40 },
    );
  });
  it('notation round trip of a whole game: parse(make(x)) = x (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(3, 4, 5, 6), fc.constantFrom(...variants), fc.integer({ min: 0, max: 300 }), (seed, players, rules, n) => {
        const s = randomGame(seed, players, rules, false, n);
        const text = makeGame(s);
        const back = parseGame(text);
        expect(back.ok).toBe(true);
        if (back.ok) expect(back.value).toEqual(s);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the flow of a game', () => {
  it('first deal: forehand gets the first card and leads; no exchange', () => {
    let s = must(newGame({ seed: 7, players: 5, firstDealer: 2 }));
    expect(nextDecision(s)).toMatchObject({ kind: 'deal', dealer: 2, firstReceiver: 3 });
    const pack = packOf(0);
    s = must(apply(s, { type: 'deal', pack }));
    expect(s.table?.hands[3]).toHaveLength(11);
    expect(s.table?.hands[4]).toHaveLength(11);
    expect(s.table?.hands[0]).toHaveLength(10);
    expect(s.table?.hands[3]?.[0]).toBe(pack[0]);
    expect(whoseTurn(s)).toBe(3);
    expect(nextDecision(s)).toMatchObject({ kind: 'play', seat: 3, lead: true, canPass: false });
  });
  it('second deal: re-seated, the Bottom deals from the President, exchange, then the President leads', () => {
    let s = must(newGame({ seed: 11, players: 4, firstDealer: 0 }));
    s = must(apply(s, { type: 'deal' }));
    const gen = toGenerator(rngFromSeed(5));
    while (s.stage === 'playing') {
      const acts = legalActions(s, { distinct: true });
      s = must(apply(s, acts[nextBelow(gen, acts.length)] as GameAction));
    }
    const rec = s.record[0];
    if (!rec) throw new Error('no record');
    const president = rec.finishOrder[0] as number;
    const bottom = rec.finishOrder[3] as number;
    expect(s.seating).toEqual(rec.finishOrder);
    expect(s.dealer).toBe(bottom);
    expect(s.firstReceiver).toBe(president);
    s = must(apply(s, { type: 'deal' }));
    expect(s.stage).toBe('exchange');
    const d1 = nextDecision(s);
    expect(d1).toMatchObject({ kind: 'give', seat: bottom, role: 'bottom', to: president });
    const presHand = [...(s.table?.hands[president] as PCard[])];
    const wrong = step(s, { type: 'give', seat: bottom, cards: (s.table?.hands[bottom] as PCard[]).slice(0, 2) });
    expect(wrong.ok).toBe(false);
    const give1 = legalActions(s)[0] as GameAction;
    s = must(apply(s, give1));
    const d2 = nextDecision(s);
    expect(d2).toMatchObject({ kind: 'give', seat: president, role: 'president' });
    // Default OP6: the President gives from his own dealt hand.
    if (d2.kind === 'give') for (const c of d2.requirement.choice) expect(presHand).toContain(c);
    s = must(apply(s, legalActions(s)[0] as GameAction));
    expect(s.stage).toBe('playing');
    expect(whoseTurn(s)).toBe(president);
    expect(s.log.filter((e) => e.type === 'cards-given')).toHaveLength(2);
  });
  it('refuses garbage with codes', () => {
    const s = must(newGame({ seed: 1, players: 3 }));
    expect(apply(s, { type: 'play', seat: 0, cards: ['AS'] })).toMatchObject({ ok: false, error: { code: 'game.wrong-stage' } });
    expect(apply(s, { type: 'nope' })).toMatchObject({ ok: false, error: { code: 'game.bad-action' } });
    expect(apply(s, { type: 'deal', pack: ['AS'] })).toMatchObject({ ok: false, error: { code: 'deal.bad-pack' } });
    expect(newGame({ seed: 1, players: 2 })).toMatchObject({ ok: false, error: { code: 'game.bad-options', field: 'players' } });
    expect(newGame({ seed: 1, players: 4, rules: { bogus: 1 } })).toMatchObject({ ok: false, error: { code: 'game.bad-options', field: 'rules' } });
  });
  it('never mutates its input', () => {
    const s = must(apply(must(newGame({ seed: 3, players: 4 })), { type: 'deal' }));
    const copy = JSON.parse(JSON.stringify(s)) as GameState;
    const a = legalActions(s)[0] as GameAction;
    must(apply(s, a));
    expect(s).toEqual(copy);
  });
});
