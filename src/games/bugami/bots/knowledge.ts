/**
 * What one seat knows at a decision, built from a `GameState` without looking at anyone else's cards: its own
 * hand, every card played (and so every void shown), the revealed bids, the tricks and cards each seat has taken.
 * The hidden cards (other hands and the face-down remainder) come with the constraints the sampler must respect.
 */
import { shuffleFirst } from '../../../shared/search/rng';
import type { GameCard } from '../engine/cards';
import type { DealInPlay, GameState } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { Bid, Seat } from '../engine/types';
import { JOKER_BASE, bidCode, codeOf, copySim, dealCodes, makeSim, playCard, setUnits, simRules, type FastRng, type Sim } from './sim';

export interface View {
  seat: Seat;
  /** Seats by slot (first leader first, dealer last). */
  order: Seat[];
  mySlot: number;
  /** My hand and the public record; other hands empty. */
  sim: Sim;
  /** Hidden card codes (other hands and the remainder). */
  hidden: number[];
  /** Cards each slot still holds (mine included). */
  need: number[];
  remCount: number;
  /** Legal card codes of my seat now (empty when it is not my turn to play). */
  legal: number[];
  rules: Rules;
}

export type ViewError = { code: 'bots.no-deal' } | { code: 'bots.not-in-deal'; seat: Seat } | { code: 'bots.bids-not-revealed' };

function maskAdd(sim: Sim, slot: number, code: number): void {
  const s = code >= JOKER_BASE ? 4 : (code / 13) | 0;
  const bit = code >= JOKER_BASE ? code - JOKER_BASE : code - s * 13;
  sim.hands[slot * 5 + s] = (sim.hands[slot * 5 + s] as number) | (1 << bit);
}

/** The seat's view of the deal in play (bids must be revealed unless `allowHiddenBids`; then unknown bids count as hearts). */
export function viewOf(state: GameState, seat: Seat, allowHiddenBids = false): { ok: true; value: View } | { ok: false; error: ViewError } {
  const deal = state.deal;
  if (!deal) return { ok: false, error: { code: 'bots.no-deal' } };
  const order = deal.order;
  const mySlot = order.indexOf(seat);
  if (mySlot < 0) return { ok: false, error: { code: 'bots.not-in-deal', seat } };
  if (!deal.revealed && !allowHiddenBids) return { ok: false, error: { code: 'bots.bids-not-revealed' } };
  const rules = state.rules;
  const n = order.length;
  const sim = makeSim();
  dealCodes(sim, [], n, deal.handSize, rules.jokers, simRules(rules));
  sim.hs = deal.handSize;
  const rk = rules.ranking;
  for (const c of deal.hands[seat] as GameCard[]) maskAdd(sim, mySlot, codeOf(c, rk));
  for (let i = 0; i < n; i++) {
    const b = deal.bids[order[i] as Seat];
    sim.bid[i] = b && (deal.revealed || order[i] === seat) ? bidCode(b as Bid) : 1;
  }
  setUnits(sim);
  replayPublic(sim, deal, order, rk);
  sim.remCount = deal.remainder.length;
  const need: number[] = [];
  for (let i = 0; i < n; i++) need.push(i === mySlot ? (deal.hands[seat] as GameCard[]).length : deal.handSize - playedBy(deal, order[i] as Seat));
  for (let i = 0; i < n; i++) sim.counts[i] = need[i] as number;
  // Hidden: every card of the pack that is neither mine nor played.
  const hidden: number[] = [];
  for (let s = 0; s < 4; s++) {
    for (let p = 0; p < 13; p++) {
      const bit = 1 << p;
      if (((sim.played[s] as number) & bit) === 0 && ((sim.hands[mySlot * 5 + s] as number) & bit) === 0) hidden.push(s * 13 + p);
    }
  }
  for (let j = 0; j < rules.jokers; j++) {
    const bit = 1 << j;
    if (((sim.played[4] as number) & bit) === 0 && ((sim.hands[mySlot * 5 + 4] as number) & bit) === 0) hidden.push(JOKER_BASE + j);
  }
  const legal: number[] = [];
  if (state.stage === 'playing' && deal.turn === seat) {
    const plays = (deal.hands[seat] as GameCard[]).map((c) => codeOf(c, rk));
    // The engine's legality, in codes.
    const lead = deal.trick[0]?.card;
    for (const c of plays) if (legalCode(sim, mySlot, c, lead === undefined ? -1 : codeOf(lead, rk))) legal.push(c);
  }
  return { ok: true, value: { seat, order: [...order], mySlot, sim, hidden, need, remCount: deal.remainder.length, legal, rules } };
}

function legalCode(sim: Sim, slot: number, c: number, lead: number): boolean {
  const hand = sim.hands;
  if (lead < 0) {
    if (c < JOKER_BASE || !sim.rules.jokerLeadNever) return true;
    for (let s = 0; s < 4; s++) if ((hand[slot * 5 + s] as number) !== 0) return false;
    return true;
  }
  if (lead >= JOKER_BASE) return true;
  const L = (lead / 13) | 0;
  if ((hand[slot * 5 + L] as number) === 0) return true;
  return c < JOKER_BASE && ((c / 13) | 0) === L;
}

function playedBy(deal: DealInPlay, seat: Seat): number {
  let k = 0;
  for (const t of deal.tricks) for (const p of t.plays) if (p.seat === seat) k++;
  for (const p of deal.trick) if (p.seat === seat) k++;
  return k;
}

/** Replays the public record (completed tricks and the current one) on the simulator's masks. */
function replayPublic(sim: Sim, deal: DealInPlay, order: Seat[], rk: Rules['ranking']): void {
  const slotOf = (s: Seat): number => order.indexOf(s);
  const tricks = [...deal.tricks.map((t) => t.plays), deal.trick];
  for (const plays of tricks) {
    if (plays.length === 0) continue;
    sim.leader = slotOf((plays[0] as { seat: Seat }).seat);
    sim.trickLen = 0;
    sim.led = -1;
    for (const p of plays) {
      const slot = slotOf(p.seat);
      const c = codeOf(p.card, rk);
      // Put the card in the hand first so playCard can take it out.
      maskAdd(sim, slot, c);
      sim.counts[slot] = (sim.counts[slot] as number) + 1;
      playPublic(sim, c);
    }
  }
  if (deal.trick.length === 0) {
    const lastT = deal.tricks[deal.tricks.length - 1];
    sim.leader = lastT ? slotOf(lastT.winner) : 0;
  }
}

function playPublic(sim: Sim, c: number): void {
  // The remainder is never added during a public replay (deal still running).
  const savedHs = sim.hs;
  sim.hs = 1e9;
  playCard(sim, c);
  sim.hs = savedHs;
}

// ---------------------------------------------------------------------------------------------
// Sampling

export interface Sampler {
  view: View;
  cards: Int32Array;
  /** Order of slots to fill: other players, then the remainder (slot -1). */
  slots: number[];
  cap: Int32Array;
}

export function makeSampler(view: View): Sampler {
  const slots: number[] = [];
  for (let i = 0; i < view.order.length; i++) if (i !== view.mySlot) slots.push(i);
  return { view, cards: Int32Array.from(view.hidden), slots, cap: new Int32Array(8) };
}

/**
 * Fills `into` with a full deal consistent with the view: the hidden cards shared among the other players (each
 * gets exactly the cards it still holds, none of a suit it has shown void in) and the remainder. Cards are placed
 * in random order, each with a random eligible holder weighted by free places; a dead end retries, and after a
 * few tries the voids are relaxed (never the counts).
 */
export function sampleInto(sp: Sampler, into: Sim, rng: FastRng): boolean {
  const v = sp.view;
  const cards = sp.cards;
  const len = cards.length;
  const sim = v.sim;
  for (let attempt = 0; attempt < 12; attempt++) {
    const relax = attempt >= 8;
    copyBase(into, sim);
    shuffleFirst(rng, cards, len);
    // Cards of suits someone is void in go first: they have fewer places.
    let front = 0;
    for (let i = 0; i < len; i++) {
      const c = cards[i] as number;
      if (c >= JOKER_BASE) continue;
      const s = (c / 13) | 0;
      let constrained = false;
      for (const sl of sp.slots) if (((sim.voids[sl] as number) & (1 << s)) !== 0) constrained = true;
      if (constrained) {
        cards[i] = cards[front] as number;
        cards[front] = c;
        front++;
      }
    }
    const cap = sp.cap;
    for (const sl of sp.slots) cap[sl] = v.need[sl] as number;
    let remFree = v.remCount;
    let okAll = true;
    for (let i = 0; i < len; i++) {
      const c = cards[i] as number;
      const s = c >= JOKER_BASE ? 4 : (c / 13) | 0;
      let total = remFree;
      for (const sl of sp.slots) if ((cap[sl] as number) > 0 && (relax || s === 4 || ((sim.voids[sl] as number) & (1 << s)) === 0)) total += cap[sl] as number;
      if (total === 0) {
        okAll = false;
        break;
      }
      let r = rng.below(total);
      let placed = false;
      for (const sl of sp.slots) {
        const cp = cap[sl] as number;
        if (cp > 0 && (relax || s === 4 || ((sim.voids[sl] as number) & (1 << s)) === 0)) {
          if (r < cp) {
            const bit = c >= JOKER_BASE ? c - JOKER_BASE : c - s * 13;
            into.hands[sl * 5 + s] = (into.hands[sl * 5 + s] as number) | (1 << bit);
            cap[sl] = cp - 1;
            placed = true;
            break;
          }
          r -= cp;
        }
      }
      if (!placed) {
        into.rem[s] = (into.rem[s] as number) + 1;
        remFree--;
      }
    }
    if (okAll) return true;
  }
  return false;
}

/** The known part of a deal: everything copied, the undealt remainder left to the sampler. */
function copyBase(into: Sim, from: Sim): void {
  copySim(into, from);
  into.rem.fill(0);
}
