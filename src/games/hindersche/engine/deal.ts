/**
 * Dealing (spec section 3): seating, the 3-3-3 deal to 2-4 active players, the turned card, trump and the cards
 * out of play. Every function is pure; a seeded deal threads an `RngState` through and returns the state after.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { PACK, PACK_SIZE, isPackCard, pointsInPlay as pointsInPlayOf } from './cards';
import type { Rules } from './rules';
import { fromGenerator, isRngState, rngFromSeed, shuffleInPlace, toGenerator, type RandomGenerator, type RngState } from './rng';
import { isSeat, nextActiveRight, turnOrder, type BySeat } from './seats';
import { err, ok, type Result, type Seat } from './types';

/** Where the turned card goes. 'player_hand' only under VP02-B with VP01-B: an inactive dealer's last card went to a player. */
export type UpcardLocation = 'dealer_hand' | 'player_hand' | 'out_of_play';

export interface Deal {
  dealer: Seat;
  /** Active players of this deal in turn order: forehand first, dealer last. */
  order: Seat[];
  forehand: Seat;
  /** Each seat's nine cards in the order received; empty for seats not in the deal. */
  hands: BySeat<Card[]>;
  trump: Suit;
  upcard: Card;
  upcardLocation: UpcardLocation;
  /** Who holds the turned card, or null when it is out of play. */
  upcardHolder: Seat | null;
  /** Undealt cards, top of the remaining pack first (under VP01-A the turned card is the first). */
  outOfPlay: Card[];
  pointsInPlay: number;
}

export type DealError =
  | { code: 'deal.bad-pack'; problem: 'not-an-array' | 'wrong-size' | 'bad-card' | 'duplicate'; index?: number; card?: unknown }
  | { code: 'deal.bad-rng' }
  | { code: 'deal.bad-seats'; problem: 'active' | 'dealer-not-active' | 'dealer'; active?: unknown; dealer?: unknown };

export interface Seating {
  forehand: Seat;
  dealOrder: Seat[];
  nextDealer: Seat;
}

/** Checks a list of 2-4 distinct seats and returns them in seat order. */
export function normaliseActive(active: unknown): Seat[] | null {
  if (!Array.isArray(active) || active.length < 2 || active.length > 4) return null;
  if (!active.every(isSeat)) return null;
  const set = new Set<Seat>(active as Seat[]);
  if (set.size !== active.length) return null;
  return [...set].sort((a, b) => a - b);
}

function checkSeats(dealer: unknown, active: unknown, inactiveDealerAllowed = false): Result<{ dealer: Seat; active: Seat[] }, DealError> {
  const act = normaliseActive(active);
  if (!act) return err({ code: 'deal.bad-seats', problem: 'active', active });
  if (!isSeat(dealer)) return err({ code: 'deal.bad-seats', problem: 'dealer', dealer });
  // VP02-A (default) and spec 13.5: only an active player deals. VP02-B keeps a dropped-out player's turn to deal.
  if (!act.includes(dealer) && !inactiveDealerAllowed) return err({ code: 'deal.bad-seats', problem: 'dealer-not-active', dealer, active });
  return ok({ dealer, active: act });
}

/** Forehand, the order cards are dealt (and played) and the next regular dealer, for `dealer` among `active`. */
export function seating(dealer: Seat, active: readonly Seat[]): Result<Seating, DealError> {
  const c = checkSeats(dealer, active);
  if (!c.ok) return c;
  const order = turnOrder(c.value.dealer, c.value.active);
  return ok({ forehand: order[0] as Seat, dealOrder: order, nextDealer: nextActiveRight(c.value.dealer, c.value.active) as Seat });
}

/** Dealers and forehands of `deals` phase-1 deals with no playoffs (all four active, so the deal moves one seat each time). */
export function phase1DealerSequence(firstDealer: Seat, deals: number): { dealers: Seat[]; forehands: Seat[] } {
  const dealers: Seat[] = [];
  const forehands: Seat[] = [];
  if (!isSeat(firstDealer) || !Number.isInteger(deals)) return { dealers, forehands };
  let d = firstDealer;
  // Phase 1 never has more than four regular deals; the cap only keeps absurd input cheap.
  for (let i = 0; i < Math.min(deals, 100); i++) {
    dealers.push(d);
    forehands.push(((d + 1) % 4) as Seat);
    d = ((d + 1) % 4) as Seat;
  }
  return { dealers, forehands };
}

/** Checks that `pack` is the 36 Hindersche cards, each once. */
export function validatePack(pack: unknown): Result<Card[], DealError> {
  if (!Array.isArray(pack)) return err({ code: 'deal.bad-pack', problem: 'not-an-array' });
  if (pack.length !== PACK_SIZE) return err({ code: 'deal.bad-pack', problem: 'wrong-size' });
  const seen = new Set<string>();
  for (let i = 0; i < pack.length; i++) {
    const c: unknown = pack[i];
    if (!isPackCard(c)) return err({ code: 'deal.bad-pack', problem: 'bad-card', index: i, card: c });
    if (seen.has(c)) return err({ code: 'deal.bad-pack', problem: 'duplicate', index: i, card: c });
    seen.add(c);
  }
  return ok((pack as Card[]).slice());
}

/**
 * Deals a stacked pack listed top to bottom. Player order[j] gets pack[(r*n + j)*3 + k] (spec 3.4).
 * Turned card: 4 players pack[35], kept by the dealer; 2-3 players VP01-A pack[9n], out of play; VP01-B pack[9n-1],
 * kept by the dealer. Under VP02-B the dealer may be a dropped-out player: the deal then goes to the active players
 * only, and a kept turned card belongs to the last of them.
 */
export function dealFromPack(
  pack: readonly unknown[],
  dealer: Seat,
  active: readonly Seat[],
  rules: Pick<Rules, 'VP01'> & Partial<Pick<Rules, 'VP02'>>,
): Result<Deal, DealError> {
  const p = validatePack(pack);
  if (!p.ok) return p;
  const c = checkSeats(dealer, active, rules?.VP02 === 'B');
  if (!c.ok) return c;
  const cards = p.value;
  const order = turnOrder(c.value.dealer, c.value.active);
  const n = order.length;
  const hands: BySeat<Card[]> = [[], [], [], []];
  for (let r = 0; r < 3; r++) {
    for (let j = 0; j < n; j++) {
      for (let k = 0; k < 3; k++) hands[order[j] as Seat].push(cards[(r * n + j) * 3 + k] as Card);
    }
  }
  const dealt = 9 * n;
  const outOfPlay = cards.slice(dealt);
  let upcard: Card;
  let upcardHolder: Seat | null;
  if (n < 4 && rules?.VP01 !== 'B') {
    upcard = cards[dealt] as Card;
    upcardHolder = null;
  } else {
    // The last card dealt; it goes to the last player in turn order, who is the dealer unless VP02-B let a
    // dropped-out player deal.
    upcard = cards[dealt - 1] as Card;
    upcardHolder = order[n - 1] as Seat;
  }
  const upcardLocation: UpcardLocation = upcardHolder === null ? 'out_of_play' : upcardHolder === c.value.dealer ? 'dealer_hand' : 'player_hand';
  const trump = upcard[1] as Suit;
  return ok({
    dealer: c.value.dealer,
    order,
    forehand: order[0] as Seat,
    hands,
    trump,
    upcard,
    upcardLocation,
    upcardHolder,
    outOfPlay,
    pointsInPlay: pointsInPlayOf(outOfPlay, trump),
  });
}

/** A shuffled pack (top first) from `rng`, and the generator state after the shuffle. */
export function shuffledPack(rng: RngState): Result<{ pack: Card[]; rng: RngState }, DealError> {
  if (!isRngState(rng)) return err({ code: 'deal.bad-rng' });
  const gen = toGenerator(rng);
  const idx = new Uint8Array(PACK_SIZE);
  shuffledIndicesInto(idx, gen);
  return ok({ pack: Array.from(idx, (i) => PACK[i] as Card), rng: fromGenerator(gen) });
}

/** Shuffles with `rng` and deals; returns the deal, the pack used and the generator state after. */
export function dealFromRng(
  rng: RngState,
  dealer: Seat,
  active: readonly Seat[],
  rules: Pick<Rules, 'VP01'> & Partial<Pick<Rules, 'VP02'>>,
): Result<{ deal: Deal; pack: Card[]; rng: RngState }, DealError> {
  const s = shuffledPack(rng);
  if (!s.ok) return s;
  const d = dealFromPack(s.value.pack, dealer, active, rules);
  if (!d.ok) return d;
  return ok({ deal: d.value, pack: s.value.pack, rng: s.value.rng });
}

/** Shuffles with a generator seeded by `seed` (see rng.ts) and deals. Same seed, same deal, on every machine. */
export function dealFromSeed(
  seed: number,
  dealer: Seat,
  active: readonly Seat[],
  rules: Pick<Rules, 'VP01'> & Partial<Pick<Rules, 'VP02'>>,
): Result<Deal, DealError> {
  const r = dealFromRng(rngFromSeed(seed), dealer, active, rules);
  return r.ok ? ok(r.value.deal) : r;
}

// ---------------------------------------------------------------------------------------------
// Hot path: card indices in typed arrays, nothing allocated per deal.

/** Fills `out` (length 36) with a shuffled pack of card indices, top first. */
export function shuffledIndicesInto(out: Uint8Array, gen: RandomGenerator): void {
  for (let i = 0; i < PACK_SIZE; i++) out[i] = i;
  shuffleInPlace(out, gen, PACK_SIZE);
}

/**
 * Deals pack indices to `n` players in turn order (slot 0 = forehand ... slot n-1 = dealer) into `hands`
 * (slot j occupies hands[j*9 .. j*9+8]) and returns the trump suit index. Same rule as `dealFromPack`.
 */
export function dealIndicesInto(pack: Uint8Array, n: number, vp01B: boolean, hands: Uint8Array): number {
  for (let r = 0; r < 3; r++) {
    for (let j = 0; j < n; j++) {
      const from = (r * n + j) * 3;
      const to = j * 9 + r * 3;
      hands[to] = pack[from] as number;
      hands[to + 1] = pack[from + 1] as number;
      hands[to + 2] = pack[from + 2] as number;
    }
  }
  const up = n === 4 ? 35 : vp01B ? 9 * n - 1 : 9 * n;
  return Math.floor((pack[up] as number) / 9);
}


// ---------------------------------------------------------------------------------------------
// Hübscher (spec 3.7, VP21)

export interface HuebscherQuery {
  phase: 1 | 2;
  /** Is the deal a playoff deal? */
  playoff: boolean;
  /** Cards already played in this deal. */
  cardsPlayed: number;
  active: readonly Seat[];
  requester: Seat;
  /** Answers given so far by the other active players. */
  answers: readonly { seat: Seat; agree: boolean }[];
}

export type HuebscherReason =
  | { code: 'huebscher.bad-query' }
  | { code: 'huebscher.phase-1' }
  | { code: 'huebscher.playoff' }
  | { code: 'huebscher.play-started' }
  | { code: 'huebscher.needs-two-players'; active: number }
  | { code: 'huebscher.not-active'; seat: Seat }
  | { code: 'huebscher.all-agreed' }
  | { code: 'huebscher.refused'; by: Seat[] }
  | { code: 'huebscher.waiting'; for: Seat[] };

export interface HuebscherVerdict {
  allowed: boolean;
  /** True only when every other active player agreed: the same dealer deals again and nothing is scored. */
  redeal: boolean;
  reason: HuebscherReason;
}

/** May `requester` ask for hübscher now, and does the request (with the answers so far) lead to a redeal? */
export function huebscherVerdict(q: HuebscherQuery, rules: Pick<Rules, 'VP21'>): HuebscherVerdict {
  const no = (reason: HuebscherReason): HuebscherVerdict => ({ allowed: false, redeal: false, reason });
  if (q === null || typeof q !== 'object' || !Array.isArray(q.active) || !Array.isArray(q.answers)) return no({ code: 'huebscher.bad-query' });
  if (q.phase !== 2) return no({ code: 'huebscher.phase-1' });
  // Neither source covers playoffs, so the default keeps them out (spec 3.7).
  if (q.playoff) return no({ code: 'huebscher.playoff' });
  if (q.cardsPlayed > 0) return no({ code: 'huebscher.play-started' });
  if (!q.active.includes(q.requester)) return no({ code: 'huebscher.not-active', seat: q.requester });
  if (rules?.VP21 === 'B' && q.active.length !== 2) return no({ code: 'huebscher.needs-two-players', active: q.active.length });
  const others = q.active.filter((s) => s !== q.requester);
  const refused = others.filter((s) => q.answers.some((a) => a?.seat === s && a.agree === false));
  if (refused.length > 0) return { allowed: true, redeal: false, reason: { code: 'huebscher.refused', by: refused } };
  const waiting = others.filter((s) => !q.answers.some((a) => a?.seat === s && a.agree === true));
  if (waiting.length > 0) return { allowed: true, redeal: false, reason: { code: 'huebscher.waiting', for: waiting } };
  return { allowed: true, redeal: true, reason: { code: 'huebscher.all-agreed' } };
}
