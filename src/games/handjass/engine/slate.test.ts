import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FastRng } from '../../../shared/search/rng';
import { enterTyped, fileText, readFile, replay, undo } from '../../../shared/slate/engine';
import { apply, legalActions, newGame, type GameEvent, type GameState } from './game';
import { checkSetup, HANDJASS_SLATE as G, newSlate, type SlateEntry, type SlateState } from './slate';

function start(n: number, rules: object = {}, firstDealer = 0): SlateState {
  const names = ['Anna', 'Beat', 'Carla', 'Dario'].slice(0, n);
  const setup = checkSetup({ names, firstDealer, rules });
  if (!setup.ok) throw new Error(JSON.stringify(setup.error));
  return newSlate(setup.value);
}

const typed = (played: boolean[], points: (number | null)[], extra: Partial<SlateEntry> = {}) => ({ played, points, weis: { seat: null, points: 0 }, stoeck: null, ...extra });

function enter(s: SlateState, t: unknown): SlateState {
  const r = enterTyped(G, s, t);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('Handjass slate: setup', () => {
  it('takes 2 to 4 players and the house rules', () => {
    expect(checkSetup({ names: ['A'], firstDealer: 0 }).ok).toBe(false);
    expect(checkSetup({ names: ['A', 'B', 'C', 'D', 'E'], firstDealer: 0 }).ok).toBe(false);
    expect(checkSetup({ names: ['A', 'a'], firstDealer: 0 })).toMatchObject({ ok: false, error: { code: 'slate.names-repeat' } });
    expect(checkSetup({ names: ['A', 'B'], firstDealer: 0, rules: { threshold: 30 } })).toMatchObject({ ok: false, error: { code: 'slate.bad-setup', field: 'rules' } });
    const s = start(3, { threshold: 21 });
    expect(s.next).toMatchObject({ deal: 1, dealer: 0, vorhand: 1, order: [1, 2, 0], allCards: false });
  });
});

describe('Handjass slate: a deal', () => {
  it('fills one blank from 157 when every card was in play, and says so', () => {
    const s = enter(start(4), typed([true, true, true, true], [40, null, 60, 20]));
    const st = s.steps[0]!;
    expect(st.points).toEqual([40, 37, 60, 20]);
    expect(st.pointsReason[1]).toBe('points.from-157');
    expect(st.pointsReason[0]).toBe('points.entered');
    // Two strokes at four: 60 and 40; 20 is a potato.
    expect(st.seats.find((r) => r.seat === 2)).toMatchObject({ strokes: 1, reason: { code: 'strokes.top' } });
    expect(st.seats.find((r) => r.seat === 3)).toMatchObject({ potatoes: 1, reason: { code: 'strokes.potato', threshold: 26 } });
    expect(s.next).toMatchObject({ dealer: 1, vorhand: 2 });
    // The reason survives a replay (undo of a later deal, reload, import).
    const again = replay(G, s.setup, s.entries);
    expect(again.ok && again.value.steps[0]!.pointsReason[1]).toBe('points.from-157');
  });

  it('refuses card points that do not add up, for a passer, or without play', () => {
    const s = start(4);
    const code = (t: unknown) => {
      const r = enterTyped(G, s, t);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code(typed([true, true, true, true], [40, 40, 40, 40]))).toBe('slate.points-sum');
    expect(code(typed([true, true, true, false], [40, 40, 40, 10]))).toBe('slate.points-for-passer');
    expect(code(typed([true, true, true, false], [100, 40, 40, null]))).toBe('slate.points-over');
    expect(code(typed([true, true, true, false], [1, 1, 1, null]))).toBe('slate.points-under');
    expect(code(typed([true, false, false, false], [30, null, null, null]))).toBe('slate.points-without-play');
    expect(code(typed([false, false, false, false], [null, null, null, null]))).toBe('slate.nobody-played');
    expect(code(typed([true, true, true, true], [40, null, 60, 20], { weis: { seat: 1, points: 25 } }))).toBe('slate.weis-bad');
    expect(code(typed([true, true, true, false], [40, 40, 40, null], { stoeck: 3 }))).toBe('slate.stoeck-passer');
    expect(code(typed([true, true, true, true], [40, 'x' as unknown as number, 60, null]))).toBe('slate.points-not-a-number');
    expect(code(typed([true, true, true, true], [null, null, 60, 20]))).toBe('slate.points-missing');
    expect(code({ nonsense: true })).toBe('slate.bad-entry');
    expect(enterTyped(G, start(3, { compulsory: true }), typed([true, false, true], [80, null, 77]))).toMatchObject({ ok: false, error: { code: 'slate.pass-not-allowed' } });
    expect(enterTyped(G, start(2, { multiplier: true }), typed([true, true], [80, 40]))).toMatchObject({ ok: false, error: { code: 'slate.trump-needed' } });
  });

  it('counts Weis and Stöck in the total against the 26-point line', () => {
    const s = enter(start(3), typed([true, true, true], [20, 70, 40], { weis: { seat: 0, points: 20 }, stoeck: 0 }));
    const st = s.steps[0]!;
    expect(st.totals[0]).toBe(60);
    expect(st.seats.find((r) => r.seat === 0)).toMatchObject({ strokes: 1 });
    expect(st.seats.find((r) => r.seat === 2)).toMatchObject({ strokes: 0, reason: { code: 'strokes.safe' } });
  });

  it('a sole active player takes the strokes without play', () => {
    const s = enter(start(4), typed([false, true, false, false], [null, null, null, null]));
    expect(s.steps[0]!.seats).toEqual([expect.objectContaining({ seat: 1, strokes: 2, reason: { code: 'strokes.sole-active', strokes: 2 } })]);
  });

  it('a tie at the cut needs the draw, which decides the stroke', () => {
    const s = start(3);
    const t = typed([true, true, true], [30, 50, 30]);
    expect(enterTyped(G, s, t)).toMatchObject({ ok: false, error: { code: 'slate.draw-needed', between: [2, 0], strokes: 1 } });
    expect(enterTyped(G, s, { ...t, draw: [1] })).toMatchObject({ ok: false, error: { code: 'slate.draw-bad' } });
    const s2 = enter(s, { ...t, draw: [0] });
    expect(s2.steps[0]!.seats.find((r) => r.seat === 0)).toMatchObject({ strokes: 1, reason: { code: 'strokes.won-draw' } });
    expect(s2.steps[0]!.seats.find((r) => r.seat === 2)).toMatchObject({ strokes: 0, reason: { code: 'strokes.lost-draw' } });
    // A draw typed where none is needed is left out.
    const s3 = enter(s, { ...typed([true, true, true], [30, 50, 40]), draw: [0] });
    expect(s3.entries[0]!.draw).toBeUndefined();
  });

  it('a tie at the cut with held strokes (V9) holds the stroke for the next deal the two both play', () => {
    let s = start(3, { heldStroke: true });
    s = enter(s, typed([true, true, true], [30, 50, 30]));
    expect(s.held).toEqual([{ between: [2, 0], strokes: 1 }]);
    expect(s.steps[0]!.seats.find((r) => r.seat === 0)!.reason).toEqual({ code: 'strokes.held-over', between: [2, 0] });
    // Seat 0 passes: the stroke keeps waiting.
    s = enter(s, typed([false, true, true], [null, 60, 40]));
    expect(s.held).toHaveLength(1);
    s = enter(s, typed([true, true, true], [70, 20, 40]));
    expect(s.held).toEqual([]);
    expect(s.steps[2]!.seats.find((r) => r.seat === 0)).toMatchObject({ heldWon: 1 });
  });

  it('retires players safe at the target, passes the deal on, names the loser, then refuses more', () => {
    let s = start(2, { target: 5 });
    for (let i = 0; i < 5; i++) s = enter(s, typed([true, true], [100, 30]));
    expect(s.net[0]).toBe(5);
    expect(s.loser).toBe(1);
    expect(s.steps[4]!.newly).toEqual([0]);
    expect(G.isOver(s)).toBe(true);
    expect(enterTyped(G, s, typed([true, true], [100, 30]))).toMatchObject({ ok: false, error: { code: 'slate.over' } });
    const u = undo(G, s);
    expect(u.ok && u.value.loser).toBe(null);
  });

  it('a retired player cannot be entered', () => {
    let s = start(3, { target: 5 });
    // Alone above the line, seat 0 takes both strokes each deal: 6 after three deals.
    for (let i = 0; i < 3; i++) s = enter(s, typed([true, false, true], [100, null, 20]));
    expect(s.retired).toEqual([0]);
    expect(s.steps[2]!.seats.find((r) => r.seat === 0)).toMatchObject({ strokes: 2, reason: { code: 'strokes.cycled', qualified: 1 } });
    expect(enterTyped(G, s, typed([true, true, true], [50, 50, 20]))).toMatchObject({ ok: false, error: { code: 'slate.retired-entered', seat: 0 } });
  });

  it('stakes (V6): each potato pays every other active player of the deal, the loser pays everyone at the end', () => {
    let s = start(3, { stakes: true, loserStake: 5, nullStake: 2, target: 5 });
    // Seat 2 passes; seat 1 stays below 26: a potato paying 2 to the other active player only.
    s = enter(s, typed([true, true, false], [120, 20, null]));
    expect(s.steps[0]!.payments).toEqual([{ from: 1, to: [0], each: 2, potatoes: 1 }]);
    expect(s.money).toEqual([2, -2, 0]);
    expect(s.settlement).toBe(null);
    // Everybody plays; seats 1 and 2 under 26: each pays 2 to both others.
    s = enter(s, typed([true, true, true], [100, 20, 20]));
    expect([...s.steps[1]!.payments].sort((a, b) => a.from - b.from)).toEqual([
      { from: 1, to: [2, 0], each: 2, potatoes: 1 },
      { from: 2, to: [0, 1], each: 2, potatoes: 1 },
    ]);
    expect(s.money).toEqual([6, -4, -2]);
    // Without stakes nothing moves.
    const plain = enter(start(3), typed([true, true, false], [120, 20, null]));
    expect(plain.steps[0]!.payments).toEqual([]);
    expect(plain.money).toEqual([0, 0, 0]);
  });

  it('stakes (V6): the settlement once the loser is known, summing to zero', () => {
    let s = start(2, { stakes: true, loserStake: 3, nullStake: 1, target: 5 });
    for (let i = 0; i < 5; i++) s = enter(s, typed([true, true], [140, 17]));
    expect(s.loser).toBe(1);
    expect(s.money).toEqual([5, -5]);
    expect(s.settlement).toEqual([8, -8]);
    expect(s.steps[4]!.settlement).toEqual([8, -8]);
    expect(s.settlement!.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('mutual claim (OP10): two active players at a table of three or four each take a stroke without play', () => {
    const s = start(4, { mutualClaim: true });
    expect(s.next!.claim).toBe(true);
    const t = { ...typed([true, false, true, false], [null, null, null, null]), claimed: true };
    const s2 = enter(s, t);
    const st = s2.steps[0]!;
    expect(st.kind).toBe('claimed');
    expect(st.seats.map((r) => [r.seat, r.strokes, r.potatoes])).toEqual([
      [2, 1, 0],
      [0, 1, 0],
    ]);
    expect(st.passed).toEqual([1, 3]);
    expect(s2.entries[0]!.claimed).toBe(true);
    // Refused: the option off, not exactly two active, card points typed, a table of two.
    expect(enterTyped(G, start(4), t)).toMatchObject({ ok: false, error: { code: 'slate.claim-off' } });
    expect(enterTyped(G, s, { ...typed([true, true, true, false], [null, null, null, null]), claimed: true })).toMatchObject({ ok: false, error: { code: 'slate.claim-not-two', active: 3 } });
    expect(enterTyped(G, s, { ...typed([true, false, true, false], [80, null, null, null]), claimed: true })).toMatchObject({ ok: false, error: { code: 'slate.claim-points', seat: 0 } });
    expect(enterTyped(G, start(2, { mutualClaim: true }), { ...typed([true, true], [null, null]), claimed: true })).toMatchObject({ ok: false, error: { code: 'slate.claim-not-two', active: 2 } });
    expect(start(2, { mutualClaim: true }).next!.claim).toBe(false);
    expect(enterTyped(G, s, { ...t, weis: { seat: 0, points: 20 } })).toMatchObject({ ok: false, error: { code: 'slate.weis-passer' } });
    // With the multiplier, the claimed stroke counts by the trump suit, as in the game.
    const m = enter(start(3, { mutualClaim: true, multiplier: true }), { ...typed([true, true, false], [null, null, null]), claimed: true, trump: 'D' });
    expect(m.steps[0]!.seats.map((r) => r.strokes)).toEqual([3, 3]);
    // It survives a replay.
    const again = replay(G, s2.setup, s2.entries);
    expect(again.ok && again.value.steps[0]!.kind).toBe('claimed');
  });

  it('round-trips through a file', () => {
    const s = enter(start(4, { multiplier: true }), typed([true, true, true, true], [40, null, 60, 20], { trump: 'H' }));
    expect(s.steps[0]!.multiplier).toBe(4);
    const back = readFile(G, fileText(G, s));
    expect(back.ok && back.value.steps).toEqual(s.steps);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Property: a game played out by the engine, told to the slate deal by deal, ends with the engine's results.

function playedGame(seed: number, players: number, rules: object): GameState {
  const g = newGame({ seed, players, rules, firstDealer: seed % players });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  let s = g.value;
  const rng = new FastRng(seed);
  for (let i = 0; i < 20000 && s.stage !== 'game-over'; i++) {
    const acts = legalActions(s);
    const r = apply(s, acts[rng.below(acts.length)]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value;
  }
  return s;
}

/** The deals of a game's log as a table would tell them. */
function told(log: readonly GameEvent[], players: number): { entry: SlateEntry; scored: Extract<GameEvent, { type: 'deal-scored' }> }[] {
  const out: { entry: SlateEntry; scored: Extract<GameEvent, { type: 'deal-scored' }> }[] = [];
  let trump: SlateEntry['trump'];
  let finished: Extract<GameEvent, { type: 'deal-finished' }> | null = null;
  let draw: number[] | undefined;
  for (const e of log) {
    if (e.type === 'deal-dealt') {
      trump = e.trump;
      finished = null;
      draw = undefined;
    } else if (e.type === 'deal-finished') finished = e;
    else if (e.type === 'draw') draw = [...e.order];
    else if (e.type === 'deal-scored') {
      const active = e.seats.map((r) => r.seat);
      const played = Array.from({ length: players }, (_, x) => active.includes(x));
      const points = Array.from({ length: players }, (_, x) => (finished && active.includes(x) ? (finished.cardPoints[x] as number) : null));
      const stoeck = finished ? finished.stoeck.findIndex((p) => p > 0) : -1;
      const claimed = e.kind === 'claimed' ? { claimed: true as const } : {};
      const entry: SlateEntry = { ...claimed, played, points, weis: finished && finished.weis.seat !== null && finished.weis.points > 0 ? { seat: finished.weis.seat, points: finished.weis.points } : { seat: null, points: 0 }, stoeck: stoeck >= 0 ? stoeck : null, trump, ...(draw ? { draw } : {}) };
      out.push({ entry, scored: e });
    }
  }
  return out;
}

describe('Handjass slate: property', () => {
  const VARIANTS = [
    {},
    { compulsory: true },
    { multiplier: true },
    { extraPerNull: true, heldStroke: true, strokesAtFour: 3 },
    { threshold: 21, target: 5 },
    { bessern: true },
    { heldStroke: true },
    { stakes: true, loserStake: 4, nullStake: 2 },
    { mutualClaim: true, stakes: true, target: 5 },
    { mutualClaim: true, multiplier: true, heldStroke: true, stakes: true, nullStake: 3, loserStake: 10 },
  ];
  it('a whole game entered deal by deal gives the engine strokes, potatoes, retirements and loser', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.constantFrom(2, 3, 4), fc.constantFrom(...VARIANTS), (seed, players, rules) => {
        const game = playedGame(seed, players, rules);
        let s = start(players, rules, game.firstDealer);
        for (const { entry, scored } of told(game.log, players)) {
          const e: SlateEntry = { ...entry };
          if (!(rules as { multiplier?: boolean }).multiplier) delete e.trump;
          const r = G.enter(s, e);
          if (!r.ok) throw new Error(JSON.stringify({ error: r.error, entry: e }));
          s = r.value;
          const st = s.steps[s.steps.length - 1]!;
          expect(st.seats.map((x) => [x.seat, x.strokes, x.potatoes])).toEqual(scored.seats.map((x) => [x.seat, x.strokes, x.potatoes]));
        }
        expect(s.strokes).toEqual(game.strokes);
        expect(s.potatoes).toEqual(game.potatoes);
        expect(s.retired).toEqual(game.retired);
        expect(s.loser).toBe(game.loser);
        expect(s.money).toEqual(game.money);
        expect(s.settlement).toEqual(game.settlement);
        if (game.record.some((r) => r.kind === 'claimed')) expect(s.steps.some((st) => st.kind === 'claimed')).toBe(true);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
