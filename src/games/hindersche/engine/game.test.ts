import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/cards/model';
import { PACK } from './cards';
import { apply, applyAll, legalActions, newGame, nextDecision, step, whoseTurn, type GameAction, type GameEvent, type GameState } from './game';
import { nextBelow, type RandomGenerator } from './rng';
import { RULE_OPTIONS, type Rules } from './rules';
import type { Seat } from './types';

function start(opts: Partial<Parameters<typeof newGame>[0]> = {}): GameState {
  const g = newGame({ seed: 1, firstDealer: 0, ...opts });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** Slate invariants of spec 8.4 (and 13.3/13.4) for a state between deals or during one. */
function checkSlate(s: GameState): void {
  if (s.stage === 'rubber-over') return;
  if (s.stage === 'scored' && s.lastScore?.status === 'resolved' && s.lastScore.phaseAfter === 'game_over') return;
  const M = s.slate.reduce((a, b) => a + b, 0);
  for (const m of s.slate) expect(m).toBeGreaterThanOrEqual(0);
  if (s.phase === 1) {
    expect(s.active).toEqual([0, 1, 2, 3]);
    expect(M).toBeLessThanOrEqual(3);
    return;
  }
  const n = s.active.length;
  expect(n).toBeGreaterThanOrEqual(2);
  for (const p of [0, 1, 2, 3] as Seat[]) {
    if (s.active.includes(p)) expect(s.slate[p]).toBeGreaterThanOrEqual(1);
    else expect(s.slate[p]).toBe(0);
  }
  if (n >= 3) {
    if (M < 4) expect(M === 3 && n === 3 && s.rules.VP14 === 'B').toBe(true);
    expect(M - 4).toBeLessThanOrEqual(n - 1);
  }
  if (M === 7) expect(n).toBe(4);
  if (s.rules.VP02 === 'A') expect(s.active).toContain(s.dealer);
}

function pick<T>(gen: RandomGenerator, xs: readonly T[]): T {
  return xs[nextBelow(gen, xs.length)] as T;
}

interface RunResult {
  state: GameState;
  states: number;
}

/**
 * Plays random legal actions until the rubber is over. Hübscher requests are rare (they could otherwise redeal for a
 * long time); hauls and objections are taken with moderate probability when schleipfen is on.
 */
function playRandom(s0: GameState, gen: RandomGenerator, onState?: (s: GameState, prev: GameState | null, a: GameAction | null) => void, maxSteps = 20000): RunResult {
  let s = s0;
  let n = 0;
  onState?.(s, null, null);
  while (s.stage !== 'rubber-over') {
    const acts = legalActions(s);
    expect(acts.length).toBeGreaterThan(0);
    const plays = acts.filter((a) => a.type !== 'huebscher' && a.type !== 'haul' && a.type !== 'object');
    const extras = acts.filter((a) => a.type === 'huebscher' || a.type === 'haul' || a.type === 'object');
    const roll = nextBelow(gen, 100);
    const a = extras.length > 0 && (roll < 3 || (roll < 25 && !extras.every((x) => x.type === 'huebscher'))) ? pick(gen, extras) : pick(gen, plays.length > 0 ? plays : acts);
    const r = apply(s, a);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(a)} ${JSON.stringify(r.error)}`);
    onState?.(r.value, s, a);
    s = r.value;
    if (++n > maxSteps) throw new Error('game did not end');
  }
  return { state: s, states: n };
}

function randomRules(gen: RandomGenerator): Partial<Rules> {
  const r: Record<string, unknown> = {};
  for (const [k, opts] of Object.entries(RULE_OPTIONS)) {
    if (k === 'VP22') continue;
    r[k] = pick(gen, opts as readonly unknown[]);
  }
  r.VP22 = 1 + nextBelow(gen, 2);
  return r as Partial<Rules>;
}

describe('newGame', () => {
  it('starts phase 1 with all four players and the first dealer', () => {
    const s = start({ firstDealer: 2 });
    expect(s.stage).toBe('awaiting-deal');
    expect(nextDecision(s)).toEqual({ kind: 'deal', dealKind: 'regular', dealer: 2, players: [0, 1, 2, 3] });
    expect(whoseTurn(s)).toBeNull();
    expect(s.log).toEqual([{ type: 'game-started', game: 1, dealer: 2 }]);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
  it('refuses bad options', () => {
    expect(newGame({ seed: 1.5, firstDealer: 0 })).toMatchObject({ ok: false, error: { code: 'game.bad-options', field: 'seed' } });
    expect(newGame({ seed: 1, firstDealer: 4 as Seat })).toMatchObject({ ok: false, error: { field: 'firstDealer' } });
    expect(newGame({ seed: 1, firstDealer: 0, rules: { VP01: 'Z' } })).toMatchObject({ ok: false, error: { field: 'rules' } });
    expect(newGame({ seed: 1, firstDealer: 0, tariff: -1 })).toMatchObject({ ok: false, error: { field: 'tariff' } });
    expect(newGame(null as never)).toMatchObject({ ok: false });
  });
});

describe('a stacked deal', () => {
  const pack = [...PACK]; // unshuffled: dealer P0; forehand P1 gets AS KS QS ...; bottom card 6C makes clubs trump
  it('deals, enforces turn and legality, and explains refusals', () => {
    let s = must(apply(start(), { type: 'deal', pack }));
    expect(s.deal?.trump).toBe('C');
    expect(s.deal?.hands[1].slice(0, 3)).toEqual(['AS', 'KS', 'QS']);
    expect(whoseTurn(s)).toBe(1);
    expect(apply(s, { type: 'play', seat: 2, card: s.deal?.hands[2][0] })).toMatchObject({ ok: false, error: { code: 'game.not-your-turn', seat: 2, expected: 1 } });
    expect(apply(s, { type: 'play', seat: 1, card: '6C' })).toMatchObject({ ok: false, error: { code: 'game.card-not-in-hand' } });
    expect(apply(s, { type: 'huebscher', seat: 1 })).toMatchObject({ ok: false, error: { code: 'game.huebscher-not-allowed', reason: { code: 'huebscher.phase-1' } } });
    expect(apply(s, { type: 'continue' })).toMatchObject({ ok: false, error: { code: 'game.wrong-stage', stage: 'playing' } });
    s = must(apply(s, { type: 'play', seat: 1, card: 'AS' }));
    // P2 holds spades (the pack is in order, so P2 has TS 9S 8S ...): a heart or diamond would be a discard.
    const hand2 = s.deal?.hands[2] ?? [];
    const offSuit = hand2.find((c) => c[1] !== 'S' && c[1] !== 'C' && c !== 'JC');
    expect(hand2.some((c) => c[1] === 'S')).toBe(true);
    expect(offSuit).toBeDefined();
    expect(apply(s, { type: 'play', seat: 2, card: offSuit })).toMatchObject({
      ok: false,
      error: { code: 'game.illegal-card', seat: 2, card: offSuit, reason: { code: 'play.must-follow-or-trump', led: 'S' } },
    });
    expect(nextDecision(s)).toMatchObject({ kind: 'play', seat: 2, trick: 1 });
  });
  it('logs a whole deal and scores it', () => {
    let s = must(apply(start(), { type: 'deal', pack }));
    const gen = xoroshiro128plus(5);
    while (s.stage === 'playing') s = must(apply(s, pick(gen, legalActions(s))));
    expect(s.stage).toBe('scored');
    const types = s.log.map((e) => e.type);
    expect(types.filter((t) => t === 'card-played')).toHaveLength(36);
    expect(types.filter((t) => t === 'trick-won')).toHaveLength(9);
    const fin = s.log.find((e) => e.type === 'deal-finished') as Extract<GameEvent, { type: 'deal-finished' }>;
    expect(fin.points.reduce((a, b) => a + b, 0)).toBe(140);
    expect(fin.tricks.reduce((a, b) => a + b, 0)).toBe(9);
    expect(types).toContain('deal-scored');
    expect(nextDecision(s).kind).toBe('continue');
  });
});

describe('garbage never throws and never changes the state', () => {
  const actionArb = fc.oneof(
    fc.anything(),
    fc.record(
      {
        type: fc.constantFrom('deal', 'play', 'huebscher', 'huebscher-answer', 'haul', 'object', 'score', 'continue', 'x'),
        seat: fc.oneof(fc.constantFrom(0, 1, 2, 3, 4, -1, '1'), fc.anything()),
        card: fc.oneof(fc.constantFrom(...PACK, '5S', ''), fc.anything()),
        agree: fc.oneof(fc.boolean(), fc.anything()),
        pack: fc.oneof(fc.constant(undefined), fc.constant([...PACK]), fc.array(fc.constantFrom(...PACK), { maxLength: 40 }), fc.anything()),
      },
      { requiredKeys: ['type'] },
    ),
  );
  // A handful of states from different stages of one game with schleipfen on.
  const states: GameState[] = [];
  playRandom(start({ seed: 3, schleipfen: true, rules: { VP22: 1 } }), xoroshiro128plus(3), (s) => {
    if (states.length < 400) states.push(s);
  });
  const sample = states.filter((_, i) => i % 7 === 0).map((s) => deepFreeze(s));
  it('for arbitrary actions in arbitrary stages', () => {
    fc.assert(
      fc.property(fc.nat(sample.length - 1), actionArb, (i, action) => {
        const s = sample[i] as GameState;
        const before = JSON.stringify(s);
        const r = step(s, action);
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) expect(r.error.code).toMatch(/^game\./);
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('random games', () => {
  it('keep the slate invariants, deal correct points, and end every game with exactly one loser', () => {
    const gen = xoroshiro128plus(2024);
    let playoffs = 0;
    let shutOuts = 0;
    for (let g = 0; g < 24; g++) {
      const rules = g < 8 ? { VP22: 2 } : randomRules(gen);
      const s0 = start({ seed: 1000 + g, firstDealer: (g % 4) as Seat, rules, schleipfen: g % 3 === 0 });
      const freeze = g % 6 === 0;
      let k = 0;
      const { state } = playRandom(freeze ? deepFreeze(s0) : s0, gen, (s, prev) => {
        checkSlate(s);
        if (freeze) deepFreeze(s);
        // The state is plain data: it survives JSON unchanged.
        if (++k % 151 === 0) expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        const d = nextDecision(s);
        if (d.kind === 'play') {
          expect(whoseTurn(s)).toBe(d.seat);
          expect(d.legal.length).toBeGreaterThan(0);
        }
        if (prev && d.kind === 'deal' && d.dealKind === 'playoff') {
          const call = s.pending?.calls[0];
          expect(call?.players).toEqual(d.players);
        }
      });
      const log = state.log;
      const games = log.filter((e) => e.type === 'game-over') as Extract<GameEvent, { type: 'game-over' }>[];
      expect(games).toHaveLength(state.rules.VP22);
      expect(state.losers).toHaveLength(state.rules.VP22);
      for (const go of games) {
        expect(go.frameMarksAdded.filter((m) => m > 0)).toEqual([go.frameMarksAdded[go.loser]]);
        if ((go.frameMarksAdded[go.loser] ?? 0) === 2) shutOuts++;
      }
      expect(state.frame.reduce((a, b) => a + b, 0)).toBe(games.reduce((a, go) => a + (go.frameMarksAdded[go.loser] ?? 0), 0));
      const rubber = log.find((e) => e.type === 'rubber-over') as Extract<GameEvent, { type: 'rubber-over' }>;
      expect(rubber.settlement.reduce((a, b) => a + b, 0)).toBeCloseTo(0);
      // Every finished deal hands out exactly the points in play and nine tricks.
      let dealt: Extract<GameEvent, { type: 'deal-dealt' }> | null = null;
      for (const e of log) {
        if (e.type === 'deal-dealt') dealt = e;
        if (e.type === 'deal-finished') {
          expect(e.tricks.reduce((a, b) => a + b, 0)).toBe(9);
          expect(e.points.reduce((a, b) => a + b, 0)).toBe(dealt?.pointsInPlay);
          if (dealt?.players.length === 4) expect(dealt.pointsInPlay).toBe(140);
        }
        if (e.type === 'playoff-called') playoffs++;
      }
    }
    expect(playoffs).toBeGreaterThan(0);
    void shutOuts;
  });

  it('plays playoff deals among the tied players with the called dealer and leader', () => {
    const gen = xoroshiro128plus(77);
    let seen = 0;
    for (let g = 0; g < 80 && seen < 3; g++) {
      playRandom(start({ seed: 500 + g, rules: { VP22: 1 } }), gen, (s, prev) => {
        if (prev && prev.stage === 'awaiting-deal' && s.stage === 'playing' && s.deal?.kind === 'playoff') {
          const call = prev.pending?.calls[0];
          expect(call).toBeDefined();
          expect([...(s.deal.order ?? [])].sort()).toEqual([...(call?.players ?? [])].sort());
          expect(s.deal.dealer).toBe(call?.dealer);
          expect(s.deal.leader).toBe(call?.leader);
          expect(s.deal.turn).toBe(call?.leader);
          seen++;
        }
      });
    }
    expect(seen).toBeGreaterThan(0);
  });
});

/** Plays random legal cards (no extras) until the state reaches phase 2 waiting for a regular deal. */
function reachPhase2(seed: number): GameState {
  const gen = xoroshiro128plus(seed);
  let s = start({ seed, rules: { VP22: 1 } });
  for (let i = 0; i < 5000; i++) {
    if (s.phase === 2 && s.stage === 'awaiting-deal' && !s.pending) return s;
    const acts = legalActions(s).filter((a) => a.type !== 'huebscher');
    s = must(apply(s, pick(gen, acts)));
    if (s.stage === 'rubber-over') s = start({ seed: ++seed, rules: { VP22: 1 } });
  }
  throw new Error('no phase 2 reached');
}

describe('hübscher', () => {
  it('redeals by the same dealer when everybody agrees, without scoring', () => {
    let s = reachPhase2(11);
    const dealer = s.dealer;
    s = must(apply(s, { type: 'deal' }));
    const order = s.deal?.order ?? [];
    const requester = order[0] as Seat;
    s = must(apply(s, { type: 'huebscher', seat: requester }));
    expect(nextDecision(s)).toMatchObject({ kind: 'huebscher-answer', requester });
    expect(apply(s, { type: 'play', seat: requester, card: s.deal?.hands[requester][0] })).toMatchObject({ ok: false, error: { code: 'game.huebscher-pending' } });
    expect(apply(s, { type: 'huebscher-answer', seat: requester, agree: true })).toMatchObject({ ok: false, error: { code: 'game.already-answered' } });
    const slate = [...s.slate];
    for (const p of order.slice(1)) s = must(apply(s, { type: 'huebscher-answer', seat: p, agree: true }));
    expect(s.stage).toBe('awaiting-deal');
    expect(s.dealer).toBe(dealer);
    expect(s.slate).toEqual(slate);
    expect(s.log.at(-1)).toEqual({ type: 'huebscher-accepted', dealer });
    const before = s.rng;
    s = must(apply(s, { type: 'deal' }));
    expect(s.rng).not.toEqual(before);
    expect(s.deal?.dealer).toBe(dealer);
  });
  it('one refusal means the hand is played, and no second request', () => {
    let s = must(apply(reachPhase2(12), { type: 'deal' }));
    const order = s.deal?.order ?? [];
    s = must(apply(s, { type: 'huebscher', seat: order[1] as Seat }));
    s = must(apply(s, { type: 'huebscher-answer', seat: order[0] as Seat, agree: false }));
    expect(s.log.at(-1)).toEqual({ type: 'huebscher-refused', by: [order[0]] });
    expect(nextDecision(s)).toMatchObject({ kind: 'play', seat: order[0], mayAskHuebscher: [] });
    expect(apply(s, { type: 'huebscher', seat: order[0] as Seat })).toMatchObject({ ok: false, error: { code: 'game.huebscher-not-allowed', reason: { code: 'huebscher.already-refused' } } });
  });
});

describe('schleipfen', () => {
  function firstTrick(seed: number, opts: Parameters<typeof start>[0] = {}): GameState {
    const gen = xoroshiro128plus(seed);
    let s = must(apply(start({ seed, schleipfen: true, ...opts }), { type: 'deal' }));
    while ((s.deal?.tricks.length ?? 0) === 0) s = must(apply(s, pick(gen, legalActions(s).filter((a) => a.type === 'play'))));
    return s;
  }
  it('is refused when disabled', () => {
    const gen = xoroshiro128plus(1);
    let s = must(apply(start(), { type: 'deal' }));
    for (let i = 0; i < 4; i++) s = must(apply(s, pick(gen, legalActions(s))));
    expect(apply(s, { type: 'haul', seat: 0 })).toMatchObject({ ok: false, error: { code: 'game.schleipfen-disabled' } });
  });
  it('a haul moves the trick and the lead; an objection moves them back; the next lead closes the window', () => {
    let s = firstTrick(8);
    const t = s.deal?.tricks[0];
    const winner = t?.rightfulWinner as Seat;
    const hauler = ((winner + 1) % 4) as Seat;
    const other = ((winner + 2) % 4) as Seat;
    expect(apply(s, { type: 'haul', seat: winner })).toMatchObject({ ok: false, error: { code: 'game.haul-not-allowed', reason: { code: 'haul.own-trick' } } });
    const hauled = must(apply(s, { type: 'haul', seat: hauler }));
    expect(hauled.deal?.tricks[0]?.owner).toBe(hauler);
    expect(hauled.deal?.tricksWon[hauler]).toBe(1);
    expect(whoseTurn(hauled)).toBe(hauler);
    expect(s.deal?.tricks[0]?.owner).toBe(winner); // the earlier state is untouched
    expect(apply(hauled, { type: 'object', seat: hauler })).toMatchObject({ ok: false, error: { code: 'game.objection-not-allowed', reason: 'hauler' } });
    const objected = must(apply(hauled, { type: 'object', seat: other }));
    expect(objected.deal?.tricks[0]?.owner).toBe(winner);
    expect(whoseTurn(objected)).toBe(winner);
    expect(apply(objected, { type: 'haul', seat: other })).toMatchObject({ ok: false, error: { reason: { code: 'haul.already-claimed' } } });
    // Unopposed: the hauler leads and the haul stands.
    s = must(apply(hauled, { type: 'play', seat: hauler, card: hauled.deal?.hands[hauler][0] as Card }));
    expect(s.log.some((e) => e.type === 'haul-stands')).toBe(true);
    expect(apply(s, { type: 'object', seat: other })).toMatchObject({ ok: false, error: { code: 'game.objection-not-allowed' } });
  });
  it('after the ninth trick the deal waits for scoring (VP07 until-scoring) or a closed window', () => {
    const gen = xoroshiro128plus(4);
    for (const VP07 of ['until-scoring', 'closed'] as const) {
      let s = must(apply(start({ seed: 4, schleipfen: true, rules: { VP07 } }), { type: 'deal' }));
      while (s.stage === 'playing') s = must(apply(s, pick(gen, legalActions(s).filter((a) => a.type === 'play'))));
      expect(s.stage).toBe('deal-end');
      expect(nextDecision(s).kind).toBe('close-deal');
      const last = s.deal?.tricks[8];
      const hauler = ([0, 1, 2, 3] as Seat[]).find((p) => p !== last?.rightfulWinner) as Seat;
      s = must(apply(s, { type: 'haul', seat: hauler }));
      const objector = ([0, 1, 2, 3] as Seat[]).find((p) => p !== hauler) as Seat;
      const o = apply(s, { type: 'object', seat: objector });
      expect(o.ok).toBe(VP07 === 'until-scoring');
      s = must(apply(s, { type: 'score' }));
      expect(s.stage).toBe('scored');
      const fin = s.log.find((e) => e.type === 'deal-finished') as Extract<GameEvent, { type: 'deal-finished' }>;
      expect(fin.tricks[hauler]).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('applyAll (the linear replay behind every saved game)', () => {
  it('gives the same state as one apply after another and never changes its input', () => {
    const g = newGame({ seed: 31, firstDealer: 2 });
    if (!g.ok) throw new Error('setup');
    let s = g.value;
    const actions: GameAction[] = [];
    for (let i = 0; i < 400 && s.stage !== 'rubber-over'; i++) {
      const a = legalActions(s)[i % 3] ?? legalActions(s)[0];
      if (!a) break;
      actions.push(a);
      const r = apply(s, a);
      if (!r.ok) throw new Error('apply');
      s = r.value;
    }
    const start = g.value;
    const before = JSON.stringify(start);
    const all = applyAll(start, actions);
    expect(all.ok && JSON.stringify(all.value)).toBe(JSON.stringify(s));
    expect(JSON.stringify(start)).toBe(before);
    // A second replay from the same start is unaffected by the first.
    const again = applyAll(start, actions.slice(0, 10));
    expect(again.ok && again.value.actions.length).toBe(10);
    // A refused action names its index and leaves nothing behind.
    const bad = applyAll(start, [...actions.slice(0, 5), { type: 'play', seat: 0, card: 'XX' }]);
    expect(bad).toMatchObject({ ok: false, error: { index: 5 } });
    expect(JSON.stringify(start)).toBe(before);
  });
});
