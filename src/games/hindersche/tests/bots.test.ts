/**
 * The computer players: legality, determinism, the worker protocol, hints, the post-deal analysis, whole games
 * through `apply`, and the bots' objective against the engine's own scoring.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/cards/model';
import { cardIndex, cardPoints, trumpRanking } from '../engine/cards';
import { apply, legalActions, newGame, nextDecision, type GameAction, type GameState } from '../engine/game';
import { nextBelow, rngFromSeed, toGenerator } from '../engine/rng';
import { scoreDeal } from '../engine/scoring';
import { simulateRandomDeal, makeSimScratch } from '../engine/play';
import { DEFAULT_RULES } from '../engine/rules';
import type { Seat } from '../engine/types';
import {
  HUEBSCHER,
  analyseDeal,
  autoplay,
  chooseAction,
  chooseCard,
  classify,
  createSyncBotClient,
  createWorkerBotClient,
  handleRequest,
  hint,
  viewOf,
  type BotConfig,
  type BotReply,
  type BotRequest,
  type WorkerLike,
} from '../bots';
import { makeObjective, markValue } from '../bots/objective';
import { highByRank } from '../bots/hint';

const STEADY: BotConfig = { level: 'steady' };
const STRONG: BotConfig = { level: 'strong', budgetMs: Infinity, maxSamples: 12, seed: 3 };

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function start(seed: number, opts: { rules?: object; schleipfen?: boolean; firstDealer?: Seat } = {}): GameState {
  const g = newGame({ seed, firstDealer: opts.firstDealer ?? ((seed & 3) as Seat), rules: opts.rules ?? {}, schleipfen: opts.schleipfen ?? false });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

/** Random legal actions (no hübscher, hauls now and then) for `steps` actions, then on to the next card to play. */
function randomPosition(seed: number, steps: number, opts: { rules?: object; schleipfen?: boolean } = {}): GameState | null {
  let s = start(seed, opts);
  const gen = toGenerator(rngFromSeed(seed * 9973 + steps));
  for (let i = 0; i < steps + 400; i++) {
    const d = nextDecision(s);
    if (d.kind === 'rubber-over') return null;
    if (i >= steps && d.kind === 'play') return s;
    const acts = legalActions(s).filter((a) => a.type !== 'huebscher' && a.type !== 'huebscher-answer');
    const pool = acts.length ? acts : legalActions(s);
    const a = pool[nextBelow(gen, pool.length)] as GameAction;
    s = must(apply(s, a));
  }
  return null;
}

/** A phase-1 game with a stacked deal: hands by seat (nine cards each); the dealer's last card is turned for trump. */
function stacked(dealer: Seat, hands: Record<Seat, Card[]>): GameState {
  const order = [1, 2, 3, 4].map((k) => ((dealer + k) % 4) as Seat);
  const pack: Card[] = new Array(36);
  for (let r = 0; r < 3; r++) for (let j = 0; j < 4; j++) for (let k = 0; k < 3; k++) pack[(r * 4 + j) * 3 + k] = hands[order[j] as Seat][r * 3 + k] as Card;
  return must(apply(start(1, { firstDealer: dealer }), { type: 'deal', pack }));
}

function play(s: GameState, ...cards: Card[]): GameState {
  for (const card of cards) {
    const d = nextDecision(s);
    if (d.kind !== 'play') throw new Error('not playing');
    s = must(apply(s, { type: 'play', seat: d.seat, card }));
  }
  return s;
}

describe('bot moves are legal', () => {
  const rulesArb = fc.constantFrom<object>({}, { VP05: 'follows-printed-suit' }, { VP01: 'B' }, { VP13: 'B', VP14: 'B' });
  it('Steady: in random positions of whole games (all phases and playoffs)', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 900 }), rulesArb, (seed, steps, rules) => {
        const s = randomPosition(seed, steps, { rules });
        if (!s) return;
        const d = nextDecision(s);
        if (d.kind !== 'play') return;
        const card = chooseCard(s, d.seat, STEADY);
        expect(card).not.toBeNull();
        expect(d.legal).toContain(card);
        const a = chooseAction(s, d.seat, STEADY);
        expect(a).not.toBeNull();
        expect(apply(s, a).ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('Strong: in random positions of whole games (all phases and playoffs)', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 900 }), rulesArb, (seed, steps, rules) => {
        const s = randomPosition(seed, steps, { rules });
        if (!s) return;
        const d = nextDecision(s);
        if (d.kind !== 'play') return;
        const card = chooseCard(s, d.seat, STRONG);
        expect(d.legal).toContain(card);
        const h = hint(s, d.seat, { budgetMs: Infinity, maxSamples: 8, seed: 1 });
        expect(h).not.toBeNull();
        expect(d.legal).toContain(h?.card);
        expect(h?.reason.code).toMatch(/^hint\./);
      }),
      { numRuns: 60 },
    );
  });

  it('with schleipfen on, every bot action is accepted (hauls, objections, cards)', { timeout: 120_000 }, () => {
    for (let seed = 1; seed <= 6; seed++) {
      let s = randomPosition(seed, seed * 40, { schleipfen: true });
      if (!s) continue;
      const bots: BotConfig[] = [0, 1, 2, 3].map((i) => ({ level: 'steady', schleipfen: 'sometimes', seed: i }));
      s = autoplay(s, bots, { maxActions: 400 });
      expect(['playing', 'deal-end', 'scored', 'awaiting-deal', 'rubber-over']).toContain(s.stage);
    }
  });
});

describe('determinism', () => {
  it('the Strong player gives the same card and hint for the same seed', { timeout: 120_000 }, () => {
    for (let seed = 1; seed <= 8; seed++) {
      const s = randomPosition(seed, seed * 11);
      if (!s) continue;
      const d = nextDecision(s);
      if (d.kind !== 'play') continue;
      const cfg: BotConfig = { level: 'strong', budgetMs: Infinity, maxSamples: 40, seed: 7 };
      expect(chooseCard(s, d.seat, cfg)).toBe(chooseCard(s, d.seat, cfg));
      const h1 = hint(s, d.seat, { budgetMs: Infinity, maxSamples: 40, seed: 5 });
      const h2 = hint(s, d.seat, { budgetMs: Infinity, maxSamples: 40, seed: 5 });
      expect(h1).toEqual(h2);
    }
  });

  it('whole games with the same seeds are identical', { timeout: 120_000 }, () => {
    const bots: BotConfig[] = [STEADY, { ...STRONG, maxSamples: 6 }, STEADY, STEADY];
    const a = autoplay(start(21), bots, { maxActions: 300 });
    const b = autoplay(start(21), bots, { maxActions: 300 });
    expect(a.actions).toEqual(b.actions);
  });

  it('bots do not look at other hands: the choice depends only on what the seat can see', { timeout: 120_000 }, () => {
    // Swap two unseen cards between the other players' hands: Steady must play the same card.
    for (let seed = 1; seed <= 20; seed++) {
      const s = randomPosition(seed, 8 + (seed % 20));
      if (!s || !s.deal) continue;
      const d = nextDecision(s);
      if (d.kind !== 'play') continue;
      const others = s.deal.order.filter((x) => x !== d.seat);
      const [p, q] = others as [Seat, Seat];
      const hp = s.deal.hands[p];
      const hq = s.deal.hands[q];
      if (!hp.length || !hq.length || hp.includes(s.deal.upcard) || hq.includes(s.deal.upcard)) continue;
      const swapped: GameState = JSON.parse(JSON.stringify(s));
      const dl = swapped.deal as NonNullable<GameState['deal']>;
      const a = dl.hands[p][0] as Card;
      const b = dl.hands[q][0] as Card;
      dl.hands[p][0] = b;
      dl.hands[q][0] = a;
      expect(chooseCard(swapped, d.seat, STEADY)).toBe(chooseCard(s, d.seat, STEADY));
      const sv = viewOf(swapped, d.seat);
      const ov = viewOf(s, d.seat);
      if (sv.ok && ov.ok) expect(sv.value.unknown).toEqual(ov.value.unknown);
    }
  });
});

describe('worker protocol (synchronous fallback)', () => {
  it('answers move, hint and analyse requests with plain data', { timeout: 120_000 }, async () => {
    const s = randomPosition(5, 6);
    if (!s) throw new Error('no position');
    const d = nextDecision(s);
    if (d.kind !== 'play') throw new Error('not playing');
    const bots = createSyncBotClient();
    expect(bots.threaded).toBe(false);
    const action = await bots.move(s, d.seat, { level: 'steady' });
    expect(action?.type).toBe('play');
    expect(apply(s, action).ok).toBe(true);
    const h = await bots.hint(s, d.seat, { budgetMs: 20, seed: 1 });
    expect(d.legal).toContain(h?.card);
    // A move for a seat that has nothing to do is null.
    const other = ((d.seat + 1) % 4) as Seat;
    expect(await bots.move(s, other, { level: 'steady' })).toBeNull();
    // The reply survives structured cloning (what postMessage does).
    const reply = handleRequest({ id: 9, kind: 'hint', state: s, seat: d.seat, level: 'strong', budgetMs: 10, seed: 2 });
    expect(structuredClone(reply)).toEqual(reply);
    expect(reply.id).toBe(9);
    // Analysis of a finished deal.
    const done = autoplay(start(8), [STEADY, STEADY, STEADY, STEADY], { stopAfterDeal: true });
    const an = await bots.analyse(done, 0, { budgetMs: 200, seed: 1 });
    expect(an?.plays.length).toBe(9);
  });

  it('reports bad requests as error codes, not exceptions', { timeout: 120_000 }, async () => {
    const bad = handleRequest({ id: 1, kind: 'move', state: {} as GameState, seat: 0, level: 'steady' });
    expect(bad.result).toEqual({ kind: 'error', error: { code: 'bots.bad-request', problem: 'state' } });
    const s = start(1);
    expect(handleRequest({ id: 2, kind: 'nope' as 'move', state: s, seat: 0, level: 'steady' }).result.kind).toBe('error');
    expect(handleRequest({ id: 3, kind: 'move', state: s, seat: 7 as Seat, level: 'steady' }).result.kind).toBe('error');
    await expect(createSyncBotClient().move({} as GameState, 0)).rejects.toThrow('bots.bad-request');
  });

  it('routes replies by id through a worker-like transport', { timeout: 120_000 }, async () => {
    const fake: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage(message: unknown) {
        const reply: BotReply = handleRequest(message as BotRequest);
        // Answer out of order: later requests first.
        setTimeout(() => this.onmessage?.({ data: structuredClone(reply) }), 30 - ((reply.id as number) % 3) * 10);
      },
      terminate() {},
    };
    const bots = createWorkerBotClient(fake);
    expect(bots.threaded).toBe(true);
    const states = [3, 4, 5].map((k) => randomPosition(k, k * 3)).filter((x): x is GameState => x !== null);
    const seats = states.map((x) => (nextDecision(x) as { seat: Seat }).seat);
    const moves = await Promise.all(states.map((x, i) => bots.move(x, seats[i] as Seat, { level: 'steady' })));
    moves.forEach((m, i) => {
      expect(m?.type).toBe('play');
      expect(apply(states[i] as GameState, m).ok).toBe(true);
    });
  });
});

describe('hints', () => {
  // Spades trump (the dealer P0's last card is a spade). P1 leads.
  const hands: Record<Seat, Card[]> = {
    1: ['AH', '6S', '7C', '8C', '9C', 'TC', 'QC', 'KC', '8D'],
    2: ['KH', '7H', '6H', '6D', '7D', '9D', 'AC', '6C', 'JD'],
    3: ['8H', '9H', 'TD', 'QD', 'KD', 'AD', 'TS', 'QS', 'KS'],
    0: ['TH', 'QH', 'JH', 'AS', 'JS', 'JC', '9S', '8S', '7S'],
  };
  const base = stacked(0, hands);

  it('classifies following plays: shed the highest loser, duck under', { timeout: 120_000 }, () => {
    const s = play(base, 'AH');
    const v = viewOf(s, 2);
    if (!v.ok) throw new Error('view');
    expect(classify(v.value, cardIndex('KH')).code).toBe('hint.shed-highest-loser');
    expect(classify(v.value, cardIndex('6H'))).toEqual({ code: 'hint.duck-under', card: '6H', under: 'AH' });
  });

  it('classifies void plays: smear points, dump a high trump into a cheap trick', { timeout: 120_000 }, () => {
    let s = play(base, 'AH', 'KH', '8H', 'TH'); // P1 wins, leads again
    s = play(s, '7C', 'AC'); // P2 follows with the ace: winning
    const v3 = viewOf(s, 3);
    if (!v3.ok) throw new Error('view');
    // P3 is void in clubs: TD smeared onto P2's trick.
    expect(classify(v3.value, cardIndex('TD'))).toEqual({ code: 'hint.dump-points', card: 'TD', points: 10, to: 2 });
    expect(classify(v3.value, cardIndex('9H')).code).toBe('hint.discard-low');
    // A trump from a player void in clubs wins the trick.
    expect(classify(v3.value, cardIndex('QS')).code).toMatch(/^hint\.(take-cheap-trick|dump-high-trump)$/);
  });

  it('classifies a high trump into a cheap trick and leads', { timeout: 120_000 }, () => {
    // P1 leads 8C, P2 6C, P3 (void in clubs) discards 9H... P3 holds 8H/9H: hearts discard is legal when void in clubs.
    let s = play(base, '8C', '6C', '9H');
    const v0 = viewOf(s, 0);
    if (!v0.ok) throw new Error('view');
    // P0 is void in clubs and last to play: the Old Man wins a pointless trick.
    expect(classify(v0.value, cardIndex('JS'))).toEqual({ code: 'hint.dump-high-trump', card: 'JS', trickPoints: 0 });
    // The ace of trumps is high too; the 8 of trumps (eighth of the ten trumps) is a trump, not a high one.
    expect(classify(v0.value, cardIndex('AS')).code).toBe('hint.dump-high-trump');
    expect(classify(v0.value, cardIndex('8S'))).toEqual({ code: 'hint.dump-trump', card: '8S', trickPoints: 0 });
    expect(classify(v0.value, cardIndex('9S')).code).toBe('hint.dump-trump');
    s = play(s, 'JS');
    const lead = viewOf(s, 0);
    if (!lead.ok) throw new Error('view');
    expect(classify(lead.value, cardIndex('7S')).code).toBe('hint.lead-low');
    expect(['hint.lead-middling', 'hint.lead-low']).toContain(classify(lead.value, cardIndex('9S')).code);
    expect(classify(lead.value, cardIndex('AS')).code).toBe('hint.lead-high');
  });

  it('calls a card high only by its rank: trumps from the queen up, plain cards from the ten up', () => {
    // Effective suit 0, trump suit 0 (positions by trick power: the 6 is 0, the Old Man 9; plain: the 6 is 0, the ace 8).
    expect([4, 5, 6, 7, 8, 9].map((pos) => highByRank(0, 0, pos))).toEqual([false, true, true, true, true, true]);
    expect([2, 3, 4, 8].map((pos) => highByRank(1, 0, pos))).toEqual([false, false, true, true]);
  });

  it('in random positions, a reason says "high" only of a high card, and a discard in danger is one without points', { timeout: 120_000 }, () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 160; seed++) {
      const s = randomPosition(seed, (seed * 7) % 60);
      if (!s) continue;
      const seat = (nextDecision(s) as { seat: Seat }).seat;
      const v = viewOf(s, seat);
      if (!v.ok) continue;
      if (!s.deal) continue;
      const trump = s.deal.trump;
      const trumps = trumpRanking(trump);
      for (const c of v.value.legal) {
        const r = classify(v.value, c);
        seen.add(r.code);
        const card = r.card;
        const rank = card[0] as string;
        if (r.code === 'hint.dump-high-trump') expect(trumps.indexOf(card), card).toBeLessThan(5);
        if (r.code === 'hint.dump-trump') expect(trumps.indexOf(card), card).toBeGreaterThanOrEqual(5);
        if (r.code === 'hint.discard-danger') {
          expect(['9', '8', '7', '6'], card).toContain(rank);
          expect([0, 1]).toContain(r.higher);
        }
        if (r.code === 'hint.lead-high') expect(trumps.indexOf(card) >= 0 ? trumps.indexOf(card) < 5 || cardPoints(card, trump) >= 10 : !['9', '8', '7', '6'].includes(rank), card).toBe(true);
        if (r.code === 'hint.lead-top') expect(trumps.indexOf(card) >= 5 || ['9', '8', '7', '6'].includes(rank), card).toBe(true);
      }
    }
    for (const code of ['hint.dump-high-trump', 'hint.dump-trump', 'hint.discard-danger', 'hint.lead-high']) expect(seen.has(code), code).toBe(true);
  });

  it('the Strong hint sheds the king under the ace and says so', { timeout: 120_000 }, () => {
    const s = play(base, 'AH');
    const h = hint(s, 2, { budgetMs: Infinity, maxSamples: 300, seed: 1 });
    expect(h?.card).toBe('KH');
    expect(h?.reason).toEqual({ code: 'hint.shed-highest-loser', card: 'KH', under: 'AH' });
    expect(h?.candidates.length).toBeGreaterThan(1);
    expect(hint(s, 3)).toBeNull();
  });
});

describe('analysis', () => {
  it('costs nothing for the best play, and flags a clear blunder with a confidence interval above zero', { timeout: 120_000 }, () => {
    const hands: Record<Seat, Card[]> = {
      1: ['AH', '6S', '7C', '8C', '9C', 'TC', 'QC', 'KC', '8D'],
      2: ['KH', '7H', '6H', '6D', '7D', '9D', 'AC', '6C', 'JD'],
      3: ['8H', '9H', 'TD', 'QD', 'KD', 'AD', 'TS', 'QS', 'KS'],
      0: ['TH', 'QH', 'JH', 'AS', 'JS', 'JC', '9S', '8S', '7S'],
    };
    // P0, last to an expensive heart trick (AH KH 9H = 15 points), trumps it with the Old Man: a blunder.
    let s = stacked(0, hands);
    s = play(s, 'AH', 'KH', '9H', 'JS');
    s = autoplay(s, [STEADY, STEADY, STEADY, STEADY], { stopAfterDeal: true });
    const a = analyseDeal(s, 0, { budgetMs: Infinity, samplesPerPlay: 400, seed: 1 });
    expect(a).not.toBeNull();
    const plays = a?.plays ?? [];
    expect(plays.length).toBe(9);
    const first = plays[0];
    expect(first?.card).toBe('JS');
    expect(first?.mistake).toBe(true);
    expect(first?.costPoints).toBeGreaterThan(10);
    expect(first?.ci[0]).toBeGreaterThan(0);
    expect(first?.bestReason?.code).toMatch(/^hint\./);
    for (const p of plays) {
      if (p.card === p.best) {
        expect(p.costPoints).toBe(0);
        expect(p.mistake).toBe(false);
      }
      if (p.mistake) expect(p.ci[0]).toBeGreaterThan(0);
    }
    // The last card is forced: no cost.
    expect(plays[8]?.costPoints).toBe(0);
    expect(plays[8]?.choices).toBe(1);
  });

  it('judges each play over what was known then: replaying the best card gives zero cost', { timeout: 120_000 }, () => {
    const s0 = autoplay(start(12), [STEADY, STEADY, STEADY, STEADY], { stopAfterDeal: true });
    const a = analyseDeal(s0, 1, { budgetMs: Infinity, samplesPerPlay: 200, seed: 3 });
    expect(a?.plays.every((p) => p.costPoints >= 0)).toBe(true);
    expect(a?.totalCost).toBeCloseTo((a?.plays ?? []).filter((p) => p.mistake).reduce((x, p) => x + p.costPoints, 0), 1);
  });
});

describe('whole games', () => {
  const saved = { ...HUEBSCHER };
  afterEach(() => Object.assign(HUEBSCHER, saved));

  it('Steady bots finish rubbers through apply: phase 2, playoffs and all', { timeout: 120_000 }, () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = autoplay(start(seed), [STEADY, STEADY, STEADY, STEADY]);
      expect(s.stage).toBe('rubber-over');
      expect(s.frame.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(4);
      for (const e of s.log) seen.add(e.type);
    }
    expect(seen.has('phase-2-started')).toBe(true);
    expect(seen.has('playoff-called')).toBe(true);
    expect(seen.has('game-over')).toBe(true);
  });

  it('Strong and Steady bots finish a rubber together, with schleipfen allowed', { timeout: 120_000 }, () => {
    const bots: BotConfig[] = [
      { level: 'strong', budgetMs: Infinity, maxSamples: 6, seed: 1, schleipfen: 'sometimes' },
      { level: 'steady', schleipfen: 'sometimes' },
      { level: 'strong', budgetMs: Infinity, maxSamples: 6, seed: 2 },
      STEADY,
    ];
    const s = autoplay(start(4, { schleipfen: true }), bots);
    expect(s.stage).toBe('rubber-over');
  });

  it('schleipfen: bots haul now and then when it helps them, object when a haul costs them, and stop after an objection', { timeout: 120_000 }, () => {
    let hauls = 0;
    let objections = 0;
    for (let seed = 1; seed <= 2; seed++) {
      const bots: BotConfig[] = [0, 1, 2, 3].map((i) => ({ level: 'steady', schleipfen: 'sometimes', seed: i }));
      const s = autoplay(start(seed, { schleipfen: true }), bots);
      expect(s.stage).toBe('rubber-over');
      // Per deal: who was objected to, and whether they hauled again afterwards.
      let objected = new Set<number>();
      let lastHauler: number | null = null;
      for (const e of s.log) {
        if (e.type === 'deal-dealt') objected = new Set();
        if (e.type === 'trick-hauled') {
          hauls++;
          expect(objected.has(e.by)).toBe(false);
          lastHauler = e.by;
        }
        if (e.type === 'haul-objected') {
          objections++;
          if (lastHauler !== null) objected.add(lastHauler);
        }
      }
    }
    expect(hauls).toBeGreaterThan(0);
    expect(objections).toBeGreaterThan(0);
    // Without the setting nobody hauls.
    const quiet = autoplay(start(1, { schleipfen: true }), [STEADY, STEADY, STEADY, STEADY]);
    expect(quiet.log.some((e) => e.type === 'trick-hauled')).toBe(false);
  });

  it('asks for hübscher with a hopeless hand; the others answer by their own hands', { timeout: 120_000 }, () => {
    // Everyone asks; nobody agrees: requests are refused and the hands are played.
    HUEBSCHER.ask = 0;
    HUEBSCHER.agree = Infinity;
    const s = autoplay(start(2), [STEADY, STEADY, STEADY, STEADY]);
    expect(s.stage).toBe('rubber-over');
    const types = s.log.map((e) => e.type);
    expect(types).toContain('huebscher-requested');
    expect(types).toContain('huebscher-refused');
    // Everyone agrees: the same dealer deals again.
    HUEBSCHER.agree = 0;
    const t = autoplay(start(2), [STEADY, STEADY, STEADY, STEADY], { maxActions: 600 });
    expect(t.log.map((e) => e.type)).toContain('huebscher-accepted');
  });

  it('does not ask for hübscher with the default thresholds on an average hand, and stops for a human seat', { timeout: 120_000 }, () => {
    const s = autoplay(start(3), [STEADY, null, STEADY, STEADY]);
    const d = nextDecision(s);
    // Either the human must play, or answer a bot's hübscher request.
    expect(['play', 'huebscher-answer']).toContain(d.kind);
    if (d.kind === 'play') expect(d.seat).toBe(1);
  });
});

describe('objective agrees with the engine scoring', () => {
  const slates: { slate: number[]; active: Seat[]; phase: 1 | 2 }[] = [
    { slate: [0, 0, 0, 0], active: [0, 1, 2, 3], phase: 1 },
    { slate: [1, 1, 1, 1], active: [0, 1, 2, 3], phase: 2 },
    { slate: [2, 1, 1, 1], active: [0, 1, 2, 3], phase: 2 },
    { slate: [2, 2, 2, 1], active: [0, 1, 2, 3], phase: 2 },
    { slate: [2, 1, 0, 1], active: [0, 1, 3], phase: 2 },
    { slate: [2, 2, 0, 2], active: [0, 1, 3], phase: 2 },
    { slate: [0, 3, 0, 1], active: [1, 3], phase: 2 },
  ];
  it('marks erased minus added match scoreDeal whenever no playoff is needed', { timeout: 120_000 }, () => {
    const gen = toGenerator(rngFromSeed(77));
    const scratch = makeSimScratch();
    let compared = 0;
    for (const sl of slates) {
      for (let i = 0; i < 150; i++) {
        const n = sl.active.length;
        simulateRandomDeal(gen, n, false, false, scratch);
        const dealer = sl.active[n - 1] as Seat;
        // Slot j of the simulation is the j-th active seat in turn order from the dealer's right.
        const order = [1, 2, 3, 4].map((k) => ((dealer + k) % 4) as Seat).filter((x) => sl.active.includes(x));
        const points = [0, 0, 0, 0];
        const tricks = [0, 0, 0, 0];
        order.forEach((seat, j) => {
          points[seat] = scratch.points[j] as number;
          tricks[seat] = scratch.tricks[j] as number;
        });
        const r = scoreDeal(
          { phase: sl.phase, phase1DealNumber: 1, slate: sl.slate, active: sl.active, dealer, points, tricks, playoffs: [] },
          { ...DEFAULT_RULES },
        );
        if (!r.ok || r.value.status !== 'resolved') continue;
        const score = r.value;
        order.forEach((seat, j) => {
          const obj = makeObjective({ kind: sl.phase === 1 ? 'phase1' : 'phase2', n, me: j, marks: order.map((x) => sl.slate[x] as number) });
          obj.dropOut = 0;
          const mine = markValue(obj, scratch.points, scratch.tricks);
          const engine = sl.phase === 1 ? -(score.added[seat] as number) : (score.erased[seat] as number) - (score.added[seat] as number);
          expect(mine).toBeCloseTo(engine, 9);
        });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('shares a tie for most points in phase 1 as a playoff chance', { timeout: 120_000 }, () => {
    const obj = makeObjective({ kind: 'phase1', n: 4, me: 0 });
    expect(markValue(obj, [40, 40, 30, 30], [3, 3, 2, 1])).toBeCloseTo(-0.5);
    expect(markValue(obj, [100, 20, 10, 10], [6, 1, 1, 1])).toBe(0);
    expect(markValue(obj, [20, 100, 10, 10], [1, 6, 1, 1])).toBe(-1);
    expect(markValue(obj, [35, 35, 35, 35], [2, 2, 2, 3])).toBe(-1);
  });
});
