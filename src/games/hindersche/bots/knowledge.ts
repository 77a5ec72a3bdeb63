/**
 * What one seat knows at a decision: its own hand, every card played (and so every void shown), the turned card
 * (public: in the dealer's hand until played, or out of play under VP01-A), the points and tricks taken, and the
 * slate. Built from a `GameState` without looking at anyone else's cards; the hidden cards are returned as a pool
 * with the constraints the sampler must respect.
 */
import type { Card } from '../../../shared/cards/model';
import { cardAt, cardIndex, suitIndex } from '../engine/cards';
import type { DealInPlay, GameState } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import { makeObjective, type Objective } from './objective';
import { legalMasks, makeSim, playCard, type Sim } from './sim';
import { BITPOS, CARD_AT, ESUIT } from './tables';

export interface Holder {
  /** Turn-order slot, or -1 for the cards out of play. */
  slot: number;
  /** Hidden cards this holder has. */
  cap: number;
}

export interface View {
  seat: Seat;
  /** Seats by turn-order slot (forehand first, dealer last). */
  order: Seat[];
  mySlot: number;
  /** My hand, the public record, and any card whose holder is public (others' hands otherwise empty). */
  sim: Sim;
  /** Hidden cards (card indices): in other players' hands or out of play. */
  unknown: number[];
  holders: Holder[];
  /** My legal cards now (card indices), when it is my turn to play. */
  legal: number[];
  /** The cards of the current trick so far, lead first. */
  trick: number[];
  objective: Objective;
  rules: Rules;
}

export type ViewError = { code: 'bots.no-deal' } | { code: 'bots.not-in-deal'; seat: Seat } | { code: 'bots.bad-cut' };

export interface Play {
  seat: Seat;
  card: Card;
}

/** Every play of the deal in order (completed tricks, then the current trick), with the trick it belongs to. */
export function dealPlays(deal: DealInPlay): { play: Play; trick: number }[] {
  const out: { play: Play; trick: number }[] = [];
  deal.tricks.forEach((tr, i) => tr.plays.forEach((p) => out.push({ play: p, trick: i })));
  for (const p of deal.trick) out.push({ play: p, trick: deal.tricks.length });
  return out;
}

/** The objective of `seat` for the deal in play (phase 1, Butzen or a playoff). */
export function objectiveFor(state: GameState, deal: DealInPlay, mySlot: number, kind?: 'points'): Objective {
  const n = deal.order.length;
  if (kind === 'points') return makeObjective({ kind: 'points', n, me: mySlot, inPlay: deal.pointsInPlay });
  if (deal.kind === 'playoff') {
    return makeObjective({ kind: 'playoff', n, me: mySlot, decides: deal.call?.decides ?? { mark: 1 }, rules: state.rules, inPlay: deal.pointsInPlay });
  }
  if (state.phase === 1) return makeObjective({ kind: 'phase1', n, me: mySlot, inPlay: deal.pointsInPlay });
  const marks = deal.order.map((s) => state.slate[s]);
  return makeObjective({ kind: 'phase2', n, me: mySlot, marks, rules: state.rules, inPlay: deal.pointsInPlay });
}

/**
 * The view of `seat` in the current deal of `state`. With `cut`, only the first `cut` plays of the deal are taken
 * as seen (the analysis looks back at each of the learner's decisions); the seat's hand at that moment is
 * reconstructed from its remaining hand and the cards it played afterwards.
 */
export function viewOf(
  state: GameState,
  seat: Seat,
  opts: { cut?: number; objective?: 'points' } = {},
): { ok: true; value: View } | { ok: false; error: ViewError } {
  const deal = state.deal;
  if (!deal) return { ok: false, error: { code: 'bots.no-deal' } };
  const order = deal.order;
  const mySlot = order.indexOf(seat);
  if (mySlot < 0) return { ok: false, error: { code: 'bots.not-in-deal', seat } };
  const plays = dealPlays(deal);
  const cut = opts.cut ?? plays.length;
  if (!Number.isInteger(cut) || cut < 0 || cut > plays.length) return { ok: false, error: { code: 'bots.bad-cut' } };
  const n = order.length;
  const t = suitIndex(deal.trump);
  const sim = makeSim();
  sim.t = t;
  sim.n = n;
  sim.printed = state.rules.VP05 === 'follows-printed-suit';
  sim.inPlay = deal.pointsInPlay;
  sim.leader = order.indexOf(deal.leader);
  sim.march.fill(-1);
  for (let j = 0; j < 4; j++) sim.lens[j] = j < n ? 9 : 0;

  // My hand at the cut: what I still hold plus what I played from the cut on.
  const myCards: number[] = deal.hands[seat].map((c) => cardIndex(c));
  for (let i = cut; i < plays.length; i++) {
    const p = plays[i];
    if (p && p.play.seat === seat) myCards.push(cardIndex(p.play.card));
  }
  const known = new Uint8Array(36);
  // Played cards must be in their player's hand before they are played (playCard takes them out).
  for (const c of myCards) {
    orBit(sim.hands, mySlot * 4 + (ESUIT[t * 36 + c] as number), 1 << (BITPOS[t * 36 + c] as number));
    known[c] = 1;
  }
  // Replay the public record up to the cut.
  for (let i = 0; i < cut; i++) {
    const p = plays[i] as { play: Play; trick: number };
    const c = cardIndex(p.play.card);
    const slot = order.indexOf(p.play.seat);
    if (p.play.seat !== seat) {
      orBit(sim.hands, slot * 4 + (ESUIT[t * 36 + c] as number), 1 << (BITPOS[t * 36 + c] as number));
    }
    known[c] = 1;
    playCard(sim, c);
    if (sim.trickLen === 0) {
      // A trick was completed: a haul that stood changes its owner (and the next leader).
      const rec = deal.tricks[p.trick];
      if (rec && rec.owner !== rec.rightfulWinner) {
        const w = order.indexOf(rec.rightfulWinner);
        const o = order.indexOf(rec.owner);
        if (w >= 0 && o >= 0 && w === sim.leader) {
          sim.points[w] = (sim.points[w] as number) - rec.points;
          sim.tricks[w] = (sim.tricks[w] as number) - 1;
          sim.points[o] = (sim.points[o] as number) + rec.points;
          sim.tricks[o] = (sim.tricks[o] as number) + 1;
          sim.leader = o;
        }
      }
    }
  }
  // The turned card: public. Out of play (VP01-A with 2-3 players) or in its holder's hand until played.
  const up = cardIndex(deal.upcard);
  if (deal.upcardHolder === null) {
    orBit(sim.knownOut, ESUIT[t * 36 + up] as number, 1 << (BITPOS[t * 36 + up] as number));
    known[up] = 1;
  } else if (!known[up]) {
    const hs = order.indexOf(deal.upcardHolder);
    if (hs >= 0) {
      orBit(sim.hands, hs * 4 + (ESUIT[t * 36 + up] as number), 1 << (BITPOS[t * 36 + up] as number));
      known[up] = 1;
    }
  }
  const unknown: number[] = [];
  for (let c = 0; c < 36; c++) if (!known[c]) unknown.push(c);
  const holders: Holder[] = [];
  for (let j = 0; j < n; j++) {
    if (j === mySlot) continue;
    let have = 0;
    for (let s = 0; s < 4; s++) {
      let m = sim.hands[j * 4 + s] as number;
      while (m) {
        m &= m - 1;
        have++;
      }
    }
    holders.push({ slot: j, cap: (sim.lens[j] as number) - have });
  }
  if (n < 4) {
    let outKnown = 0;
    for (let s = 0; s < 4; s++) {
      let m = sim.knownOut[s] as number;
      while (m) {
        m &= m - 1;
        outKnown++;
      }
    }
    holders.push({ slot: -1, cap: 36 - 9 * n - outKnown });
  }
  const trick: number[] = [];
  for (let k = 0; k < sim.trickLen; k++) trick.push(sim.trick[k] as number);
  const legal: number[] = [];
  if (cut === plays.length ? deal.turn === seat : (plays[cut] as { play: Play }).play.seat === seat) {
    const masks = new Int32Array(4);
    legalMasks(sim, mySlot, masks);
    for (let s = 0; s < 4; s++) {
      let m = masks[s] as number;
      while (m) {
        const b = m & -m;
        m ^= b;
        legal.push(cardIndexAt(t, s, 31 - Math.clz32(b)));
      }
    }
    legal.sort((a, b) => a - b);
  }
  return {
    ok: true,
    value: { seat, order: [...order], mySlot, sim, unknown, holders, legal, trick, objective: objectiveFor(state, deal, mySlot, opts.objective), rules: state.rules },
  };
}

function orBit(a: Int32Array, i: number, bit: number): void {
  a[i] = (a[i] as number) | bit;
}

function cardIndexAt(t: number, s: number, pos: number): number {
  return CARD_AT[t * 40 + s * 10 + pos] as number;
}

/** Card strings of card indices. */
export function cardsOf(idx: readonly number[]): Card[] {
  return idx.map((i) => cardAt(i));
}
