/**
 * The engine's scoring against a slow, obviously-correct model written straight from the specification
 * (shared/rules/norrlandsknack/spec.md, sections 2, 4.2, 6 and 7), on random inputs:
 * - one deal: the countdown, limpas (deal 1: only a trickless knocker, a stake and no points; deal 2 on: every
 *   trickless participant, +5 capped at 10), Trumfmant breaches, at most `max_limpa_per_deal`, the joiners-only
 *   reading, the extra stakes;
 * - whole random games played through the engine's own legal actions: per deal, the trick-by-trick countdown and the
 *   first to 0 (or the lowest number after the deal), the lone knocker's tricks, Trumfmant before each deal, and the
 *   pot (one stake each at the start, one per limpa, and with `ante_each_deal` one each per new deal, never for a
 *   dealing again after everyone lurked).
 * The model shares no code with the engine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalActions, newGame, step, type GameEvent, type GameState } from './game';
import { makeRules, type Rules } from './rules';
import { scoreDealOf } from './scoring';

// ---------------------------------------------------------------------------------------------
// The model

interface ModelSeat {
  after: number;
  limpas: number;
}

/** Spec 6 and 7, read literally: one deal's new numbers and limpas. */
function modelDeal(o: { dealNo: number; knocker: number; participants: number[]; before: number[]; tricks: number[]; breaches: number[]; maxLimpas: number; joinersOnly: boolean }): ModelSeat[] {
  const out: ModelSeat[] = [];
  for (let seat = 0; seat < o.before.length; seat++) {
    const before = o.before[seat] as number;
    if (!o.participants.includes(seat)) {
      // "Folded players take no part and their score does not change."
      out.push({ after: before, limpas: 0 });
      continue;
    }
    const won = o.tricks[seat] as number;
    // "Each participant subtracts one point per trick won."
    let after = before - won;
    let reasons = 0;
    if (won === 0) {
      if (o.dealNo === 1) {
        // "Deal 1: only the knocker is penalised, if he took no trick."
        if (seat === o.knocker) reasons += 1;
      } else if (!(o.joinersOnly && seat === o.knocker)) {
        // "Deal 2 onward: every participant who took no trick (the knocker included) gets a limpa."
        reasons += 1;
      }
    }
    // "A Trumfmant violation also gives a limpa."
    if (o.breaches.includes(seat)) reasons += 1;
    const limpas = Math.min(reasons, o.maxLimpas);
    // "+5 points, capped at 10" from deal 2 on; in deal 1 a mark and a stake only.
    if (o.dealNo >= 2) for (let i = 0; i < limpas; i++) after = after + 5 > 10 ? 10 : after + 5;
    out.push({ after, limpas });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// One deal

const dealInput = fc
  .record({
    players: fc.integer({ min: 3, max: 5 }),
    dealNo: fc.integer({ min: 1, max: 8 }),
    knockerPick: fc.nat(),
    along: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    scores: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 5, maxLength: 5 }),
    winners: fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
    breach: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    maxLimpas: fc.constantFrom(1 as const, 2 as const),
    joinersOnly: fc.boolean(),
  })
  .map((x) => {
    const n = x.players;
    const knocker = x.knockerPick % n;
    // Deal 1: everyone plays after a knock; later deals: the knocker and whoever went along.
    const participants = Array.from({ length: n }, (_, s) => s).filter((s) => x.dealNo === 1 || s === knocker || x.along[s]);
    const tricks = Array.from({ length: n }, () => 0);
    for (const w of x.winners) {
      const seat = participants[w % participants.length] as number;
      tricks[seat] = (tricks[seat] as number) + 1;
    }
    const scores = x.dealNo === 1 ? Array.from({ length: n }, () => 10) : x.scores.slice(0, n);
    const breaches = participants.filter((s) => x.breach[s]);
    return { n, dealNo: x.dealNo, knocker, participants, tricks, scores, breaches, maxLimpas: x.maxLimpas, joinersOnly: x.joinersOnly };
  });

describe('deal scoring against the model (spec 6, 7)', () => {
  it('property: new numbers, limpas and extra stakes agree for every deal', () => {
    fc.assert(
      fc.property(dealInput, (x) => {
        const rules = makeRules({ max_limpa_per_deal: x.maxLimpas, limpa_later: x.joinersOnly ? 'joiners-only' : 'knocker-and-joiners' });
        if (!rules.ok) return false;
        const r = scoreDealOf({ dealNo: x.dealNo, knocker: x.knocker, participants: x.participants, scores: x.scores, tricks: x.tricks, breaches: x.breaches, rules: rules.value });
        expect(r.ok).toBe(true);
        if (!r.ok) return false;
        const m = modelDeal({ dealNo: x.dealNo, knocker: x.knocker, participants: x.participants, before: x.scores, tricks: x.tricks, breaches: x.breaches, maxLimpas: x.maxLimpas, joinersOnly: x.joinersOnly });
        expect(r.value.scores).toEqual(m.map((s) => s.after));
        expect(r.value.seats.map((s) => s.limpas)).toEqual(m.map((s) => s.limpas));
        expect(r.value.limpa).toEqual(m.flatMap((s, i) => (s.limpas > 0 ? [i] : [])));
        expect([...r.value.extraStakes.entries()].sort((a, b) => a[0] - b[0])).toEqual(m.flatMap((s, i) => (s.limpas > 0 ? [[i, s.limpas]] : [])));
        return true;
      }),
      { numRuns: 2000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Whole games

interface DealTrack {
  dealNo: number;
  redeal: number;
  before: number[];
  potBefore: number;
  trumfmant: boolean;
  knocker: number;
  participants: number[];
  winners: number[];
  breaches: number[];
}

/** Plays one random game through the engine; after every deal compares scores, winners, Trumfmant and the pot with the model. */
function checkGame(seed: number, players: 3 | 4 | 5, rules: Partial<Rules>, picks: readonly number[]): void {
  const g = newGame({ seed, players, rules });
  expect(g.ok).toBe(true);
  if (!g.ok) return;
  let s: GameState = g.value;
  const rs = s.rules;
  // The model's pot: one stake each at the start.
  let pot = players;
  let track: DealTrack | null = null;
  const antePaid = new Set<number>();
  for (let i = 0; i < 3000 && s.stage !== 'game-over'; i++) {
    const acts = legalActions(s);
    expect(acts.length).toBeGreaterThan(0);
    const a = acts[(picks[i % picks.length] as number) % acts.length];
    const r = step(s, a);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const before = s;
    s = r.value.state;
    const ev: GameEvent[] = r.value.events;
    for (const e of ev) {
      if (e.type === 'deal-dealt') {
        // OP2: with a stake every deal, everyone stakes once per new deal; dealing again after everyone lurked is free.
        if (rs.ante_each_deal && e.dealNo > 1 && !antePaid.has(e.dealNo)) {
          antePaid.add(e.dealNo);
          pot += players;
        }
        // Spec 7: Trumfmant in a deal when, before it, anyone stands on exactly 1.
        track = { dealNo: e.dealNo, redeal: e.redeal, before: [...before.scores], potBefore: pot, trumfmant: before.scores.some((v) => v === 1), knocker: -1, participants: [], winners: [], breaches: [] };
        expect(s.deal?.trumfmant).toBe(track.trumfmant);
        expect(e.dealNo).toBe(before.dealsPlayed + 1);
      } else if (e.type === 'participants' && track) {
        track.knocker = e.knocker;
        track.participants = [...e.participants];
      } else if (e.type === 'unopposed' && track) {
        // OP6: a knocker nobody joins is credited with the tricks, one by one.
        for (let k = 0; k < rs.unopposed_knock_tricks; k++) track.winners.push(e.knocker);
      } else if (e.type === 'trick-won' && track) {
        track.winners.push(e.winner);
      } else if (e.type === 'trumfmant-breach' && track) {
        if (!track.breaches.includes(e.seat)) track.breaches.push(e.seat);
      }
    }
    const ended = ev.some((e) => e.type === 'deal-scored' || (e.type === 'game-won' && e.trick !== null));
    const endedAfterDeal = ev.some((e) => e.type === 'game-won' && e.trick === null);
    if (!(ended || endedAfterDeal) || !track) continue;
    // The model's outcome of this deal.
    const live = [...track.before];
    let winner: number | null = null;
    for (const w of track.winners) {
      live[w] = (live[w] as number) - 1;
      if (rs.game_end === 'per-trick' && (live[w] as number) <= 0) {
        winner = w;
        break;
      }
    }
    if (winner !== null) {
      // OP9 default: the game ends at once; no limpas are scored.
      expect(s.stage).toBe('game-over');
      expect(s.scores).toEqual(live);
      expect(s.winners).toEqual([winner]);
      expect(s.sheet.pot).toBe(pot);
      return;
    }
    const tricks = Array.from({ length: players }, () => 0);
    for (const w of track.winners) tricks[w] = (tricks[w] as number) + 1;
    const m = modelDeal({ dealNo: track.dealNo, knocker: track.knocker, participants: track.participants, before: track.before, tricks, breaches: track.breaches, maxLimpas: rs.max_limpa_per_deal, joinersOnly: rs.limpa_later === 'joiners-only' });
    pot += m.reduce((a2, x) => a2 + x.limpas, 0);
    expect(s.scores).toEqual(m.map((x) => x.after));
    expect(s.sheet.pot).toBe(pot);
    expect(s.sheet.stakes.reduce((a2, b) => a2 + b, 0)).toBe(pot);
    const low = Math.min(...m.map((x) => x.after));
    if (low <= 0) {
      // Only with the after-deal reading: the lowest number at 0 or below wins, ties share.
      expect(rs.game_end).toBe('after-deal');
      expect(s.stage).toBe('game-over');
      expect(s.winners).toEqual(m.flatMap((x, k) => (x.after === low ? [k] : [])));
      return;
    }
    expect(s.stage).toBe('scored');
    track = null;
  }
}

const someRules: fc.Arbitrary<Partial<Rules>> = fc.record(
  {
    ante_each_deal: fc.boolean(),
    all_lurk_later: fc.constantFrom('redeal' as const, 'pass-deal' as const),
    unopposed_knock_tricks: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const, 4 as const, 5 as const),
    game_end: fc.constantFrom('per-trick' as const, 'after-deal' as const),
    max_limpa_per_deal: fc.constantFrom(1 as const, 2 as const),
    trumfmant_breach: fc.constantFrom('prevent' as const, 'penalty' as const),
    limpa_later: fc.constantFrom('knocker-and-joiners' as const, 'joiners-only' as const),
    response_order: fc.constantFrom('after-knocker' as const, 'from-forehand' as const),
    rotation: fc.constantFrom('left' as const, 'right' as const),
  },
  { requiredKeys: [] },
);

describe('whole games against the model', () => {
  it('property: every deal of a random game scores as the spec says (countdown, first to 0, limpas, Trumfmant, pot)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(3 as const, 4 as const, 5 as const), someRules, fc.array(fc.nat(), { minLength: 50, maxLength: 200 }), (seed, players, rules, picks) => {
        checkGame(seed, players, rules, picks);
      }),
      { numRuns: 60 },
    );
  });
});
