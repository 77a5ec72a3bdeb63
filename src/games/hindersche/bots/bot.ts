/**
 * The bots' decisions on a `GameState`: which card to play (Steady or Strong), and the table's other decisions
 * (hübscher, schleipfen), returned as the game's own actions. `autoplay` runs the bots (and the table's own steps:
 * deal, score, continue) until a human seat has to decide or the rubber is over.
 */
import type { Card } from '../../../shared/cards/model';
import { cardAt } from '../engine/cards';
import { apply, newGame, nextDecision, type GameAction, type GameState } from '../engine/game';
import type { Seat } from '../engine/types';
import { viewOf, type View } from './knowledge';
import { makeSampler, sampleInto } from './sample';
import { utility } from './objective';
import { copySim, makeSim, type Sim } from './sim';
import { STEADY, steadyPick, type SteadyParams } from './steady';
import { playout, strongEvaluate, type StrongResult } from './strong';
import { FastRng } from './tables';
import { STRONG_BUDGET_MS, decisionSeed as seedOf, mixSeed, tableStep, type BotConfigOf } from '../../../shared/worker/bots';

export type BotLevel = 'steady' | 'strong';

export interface BotConfig extends BotConfigOf<BotLevel> {
  /** 'sometimes': the bot hauls a trick now and then when that helps it (a march). Default 'never'. */
  schleipfen?: 'never' | 'sometimes';
  /** Experiments only: playout noise and the weight of the card-points term of the Strong player. */
  tuning?: { eps?: number; lambda?: number; steady?: Partial<SteadyParams> };
}

export { mixSeed };

/** The seed a bot uses for the decision in `state`: its own seed, the game's seed and how far the game has got. */
export function decisionSeed(state: GameState, seat: Seat, cfg: Pick<BotConfig, 'seed'>): number {
  return seedOf(state, seat, cfg.seed ?? 0);
}

/** The Steady card for a view (only the seat's own cards and the public record are read). */
export function steadyCard(view: View, params?: Partial<SteadyParams>): number {
  const sim = makeSim();
  copySim(sim, view.sim);
  return steadyPick(sim, view.mySlot, null, 0, params ? { ...STEADY, ...params } : STEADY);
}

/** Strong evaluation of a view. */
export function strongResult(view: View, seed: number, cfg: Pick<BotConfig, 'budgetMs' | 'maxSamples' | 'tuning'> = {}): StrongResult {
  const objective = cfg.tuning?.lambda !== undefined ? { ...view.objective, lambda: cfg.tuning.lambda } : undefined;
  return strongEvaluate(view, { seed, budgetMs: cfg.budgetMs ?? STRONG_BUDGET_MS, maxSamples: cfg.maxSamples, eps: cfg.tuning?.eps, objective });
}

/** The card `seat` plays now, or null when it is not that seat's turn to play. */
export function chooseCard(state: GameState, seat: Seat, cfg: BotConfig): Card | null {
  const d = nextDecision(state);
  if (d.kind !== 'play' || d.seat !== seat) return null;
  if (d.legal.length === 1) return d.legal[0] as Card;
  const v = viewOf(state, seat);
  if (!v.ok) return null;
  const view = v.value;
  const c = cfg.level === 'strong' ? strongResult(view, decisionSeed(state, seat, cfg), cfg).card : steadyCard(view, cfg.tuning?.steady);
  const card = cardAt(c);
  // The bots' legality rules are the engine's; this guard only protects against a bug.
  return d.legal.includes(card) ? card : (d.legal[0] as Card);
}

// ---------------------------------------------------------------------------------------------
// Hübscher and schleipfen

/**
 * Expected card points of `seat`'s hand in the deal about to be played, estimated with Steady playouts over
 * deals consistent with the hand, as a fraction of a fair share (1 = average hand, 2 = twice the average).
 */
export function handBurden(state: GameState, seat: Seat, seed: number, samples = 48): number {
  const v = viewOf(state, seat);
  if (!v.ok) return 1;
  const view = v.value;
  const sp = makeSampler(view);
  const sim = makeSim();
  const rng = new FastRng(seed);
  let sum = 0;
  let k = 0;
  for (let i = 0; i < samples; i++) {
    if (!sampleInto(sp, sim, rng)) break;
    playout(sim, rng, 0.05);
    sum += sim.points[view.mySlot] as number;
    k++;
  }
  const fair = (state.deal?.pointsInPlay ?? 140) / view.order.length;
  return k === 0 ? 1 : sum / k / Math.max(1, fair);
}

/** Thresholds of the hübscher decisions (hand burden, 1 = average). */
export const HUEBSCHER = { ask: 1.6, agree: 1.15 };

export function wantsHuebscher(state: GameState, seat: Seat, cfg: BotConfig): boolean {
  return handBurden(state, seat, decisionSeed(state, seat, cfg)) >= HUEBSCHER.ask;
}

export function agreesToHuebscher(state: GameState, seat: Seat, cfg: BotConfig): boolean {
  return handBurden(state, seat, decisionSeed(state, seat, cfg)) >= HUEBSCHER.agree;
}

/**
 * How much better (for `seat`, in expected utility) the deal goes on if the last trick belongs to `a` rather
 * than to `b`: the same sampled deals and playout randomness are played on from both positions (the trick's
 * owner also leads next). Returns 0 when there is no completed trick.
 */
export function ownerValue(state: GameState, seat: Seat, a: Seat, b: Seat, seed: number, samples = 128): { mean: number; se: number } {
  const deal = state.deal;
  const last = deal?.tricks[deal.tricks.length - 1];
  const none = { mean: 0, se: 0 };
  if (!deal || !last || a === b) return none;
  const v = viewOf(state, seat);
  if (!v.ok) return none;
  const view = v.value;
  const owner = view.order.indexOf(last.owner);
  const sa = view.order.indexOf(a);
  const sb = view.order.indexOf(b);
  if (owner < 0 || sa < 0 || sb < 0) return none;
  const sp = makeSampler(view);
  const base = makeSim();
  const sim = makeSim();
  const rng = new FastRng(seed);
  const play = new FastRng(1);
  const moveTo = (x: Sim, to: number): void => {
    x.points[owner] = (x.points[owner] as number) - last.points;
    x.tricks[owner] = (x.tricks[owner] as number) - 1;
    x.points[to] = (x.points[to] as number) + last.points;
    x.tricks[to] = (x.tricks[to] as number) + 1;
    if (x.trickNo < 9) x.leader = to;
  };
  let diff = 0;
  let sq = 0;
  let n = 0;
  for (let i = 0; i < samples; i++) {
    if (!sampleInto(sp, base, rng)) break;
    const st = [rng.next() | 0, rng.next() | 0, rng.next() | 0, rng.next() | 1] as const;
    let ua = 0;
    for (const to of [sa, sb]) {
      copySim(sim, base);
      moveTo(sim, to);
      play.setState(st[0], st[1], st[2], st[3]);
      playout(sim, play, 0.05);
      const u = utility(view.objective, sim.points, sim.tricks);
      if (to === sa) ua = u;
      else {
        diff += ua - u;
        sq += (ua - u) * (ua - u);
      }
    }
    n++;
  }
  if (n < 2) return none;
  const mean = diff / n;
  return { mean, se: Math.sqrt(Math.max(0, sq / n - mean * mean) / n) };
}

/** Is `v` better than `margin` by more than two standard errors? */
function clearlyAbove(v: { mean: number; se: number }, margin: number): boolean {
  return v.mean - 2 * v.se > margin;
}

/** Margins (expected utility, beyond two standard errors) for hauling and objecting. */
export const SCHLEIPFEN = { haul: 0.05, object: 0.02 };

/**
 * Would hauling the last trick help `seat` (only with the 'sometimes' setting)? It hauls when owning the trick
 * is clearly better for it than leaving it with its winner: in practice when playing for a march.
 */
export function wantsHaul(state: GameState, seat: Seat, cfg: BotConfig): boolean {
  if (cfg.schleipfen !== 'sometimes') return false;
  const deal = state.deal;
  const last = deal?.tricks[deal.tricks.length - 1];
  if (!deal || !last || last.owner === seat || last.haul) return false;
  // Once the table has objected to one of its hauls in this deal, it does not try again.
  if (deal.tricks.some((t) => t.haul?.by === seat && t.haul.objectedBy !== null)) return false;
  return clearlyAbove(ownerValue(state, seat, seat, last.owner, decisionSeed(state, seat, cfg)), SCHLEIPFEN.haul);
}

/** Does a haul that stands now cost `seat`? Object when the trick is clearly better off with its rightful winner. */
export function objectsToHaul(state: GameState, seat: Seat): boolean {
  const deal = state.deal;
  const last = deal?.tricks[deal.tricks.length - 1];
  if (!deal || !last || !last.haul || last.haul.objectedBy !== null || last.haul.by === seat) return false;
  return clearlyAbove(ownerValue(state, seat, last.rightfulWinner, last.owner, decisionSeed(state, seat, {})), SCHLEIPFEN.object);
}

/**
 * The action `seat` takes now, or null when the bot has nothing to do: objecting to or making a haul, asking for
 * or answering hübscher, or playing a card.
 */
export function chooseAction(state: GameState, seat: Seat, cfg: BotConfig): GameAction | null {
  const d = nextDecision(state);
  if (d.kind === 'huebscher-answer') {
    if (d.waitingFor[0] !== seat) return null;
    return { type: 'huebscher-answer', seat, agree: agreesToHuebscher(state, seat, cfg) };
  }
  if (d.kind !== 'play' && d.kind !== 'close-deal') return null;
  if (d.mayObject.includes(seat) && objectsToHaul(state, seat)) return { type: 'object', seat };
  if (d.mayHaul.includes(seat) && wantsHaul(state, seat, cfg)) return { type: 'haul', seat };
  if (d.kind === 'play') {
    if (d.mayAskHuebscher.includes(seat) && wantsHuebscher(state, seat, cfg)) return { type: 'huebscher', seat };
    const card = chooseCard(state, seat, cfg);
    if (card) return { type: 'play', seat, card };
  }
  return null;
}

/** The table's own step (deal, score, continue), or null when a player must act or the rubber is over. */
export function tableAction(state: GameState): GameAction | null {
  const d = nextDecision(state);
  return d.kind === 'close-deal' ? { type: 'score' } : tableStep(d);
}

export interface AutoplayOptions {
  /** Stop after this many actions (default 100000). */
  maxActions?: number;
  /** Stop when the deal in play is over (before scoring continues). */
  stopAfterDeal?: boolean;
  /**
   * Stop whenever a human seat could haul or object (the objection window of a trick), instead of letting the next
   * lead or the scoring close it. Default false.
   */
  humanWindows?: boolean;
}

/**
 * Runs bots and table steps until a seat without a bot (null in `bots`) must decide, or the rubber is over.
 * Bots get their optional decisions (objections, hauls, hübscher) before the card play.
 */
export function autoplay(state: GameState, bots: readonly (BotConfig | null)[], opts: AutoplayOptions = {}): GameState {
  let s = state;
  const max = opts.maxActions ?? 100000;
  for (let i = 0; i < max; i++) {
    const a = nextBotAction(s, bots, opts.humanWindows === true);
    if (!a) return s;
    const r = apply(s, a);
    if (!r.ok) throw new Error(`bot action refused: ${JSON.stringify(r.error)} for ${JSON.stringify(a)}`);
    s = r.value;
    if (opts.stopAfterDeal && (s.stage === 'scored' || s.stage === 'deal-end')) return s;
  }
  return s;
}

/** The next action of a bot or the table, or null when a human must decide (or nothing is left). */
export function nextBotAction(state: GameState, bots: readonly (BotConfig | null)[], humanWindows = false): GameAction | null {
  const d = nextDecision(state);
  if (d.kind === 'rubber-over' || d.kind === 'invalid-state') return null;
  if (d.kind === 'deal' || d.kind === 'continue') return tableAction(state);
  if (d.kind === 'huebscher-answer') {
    const seat = d.waitingFor[0];
    if (seat === undefined) return null;
    const cfg = bots[seat];
    return cfg ? chooseAction(state, seat, cfg) : null;
  }
  const optional = (seats: readonly Seat[], f: (seat: Seat, cfg: BotConfig) => GameAction | null): GameAction | null => {
    for (const seat of seats) {
      const cfg = bots[seat];
      if (!cfg) continue;
      const a = f(seat, cfg);
      if (a) return a;
    }
    return null;
  };
  const obj = optional(d.mayObject, (seat) => (objectsToHaul(state, seat) ? { type: 'object', seat } : null));
  if (obj) return obj;
  const haul = optional(d.mayHaul, (seat, cfg) => (wantsHaul(state, seat, cfg) ? { type: 'haul', seat } : null));
  if (haul) return haul;
  if (humanWindows && [...d.mayObject, ...d.mayHaul].some((seat) => !bots[seat])) return null;
  if (d.kind === 'close-deal') return { type: 'score' };
  const hue = optional(d.mayAskHuebscher, (seat, cfg) => (wantsHuebscher(state, seat, cfg) ? { type: 'huebscher', seat } : null));
  if (hue) return hue;
  const cfg = bots[d.seat];
  if (!cfg) return null;
  const card = chooseCard(state, d.seat, cfg);
  return card ? { type: 'play', seat: d.seat, card } : null;
}

/**
 * Runs the Strong player on a few seeded positions for about `ms` milliseconds so that the JavaScript engine has
 * compiled the hot paths before the first real request (a cold first call gets only a handful of samples).
 * The worker calls this once when it starts.
 */
export function warmUp(ms = 150): number {
  const start = typeof performance !== 'undefined' ? performance.now() : Date.now();
  const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());
  let decisions = 0;
  for (let seed = 1; now() - start < ms && seed < 50; seed++) {
    const g = newGame({ seed, firstDealer: 0 });
    if (!g.ok) break;
    let s = g.value;
    const dealt = apply(s, { type: 'deal' });
    if (!dealt.ok) break;
    s = dealt.value;
    for (let k = 0; k < 36 && now() - start < ms; k++) {
      const d = nextDecision(s);
      if (d.kind !== 'play') break;
      const card = chooseCard(s, d.seat, { level: 'strong', budgetMs: Infinity, maxSamples: 24, seed });
      if (!card) break;
      const r = apply(s, { type: 'play', seat: d.seat, card });
      if (!r.ok) break;
      s = r.value;
      decisions++;
    }
  }
  return decisions;
}
