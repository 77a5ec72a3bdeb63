/**
 * Dealing (spec §5, §10, §11, V3, V5): how a 36-card pack (top first) is laid out for a table of 4, 3 or 2
 * players, which card is turned for trumps, and where it lies. Packets of 3, counter-clockwise from Vorhand, the
 * dealer last, then the spare packets (OP14). Hands are listed by deal position (0 = Vorhand, last = dealer).
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { err, ok, type Result } from '../../../shared/result';
import { isHjCard, PACK } from './cards';
import type { Rules } from './rules';
import { shuffle, type RngState } from '../../../shared/random/rng';

/** Where the trump-setting card lies. */
export type TurnedAt =
  /** The dealer's last card, kept in his hand (4 players; V3a; V5). */
  | 'dealer-hand'
  /** Top card of the blind, face up (3 players). */
  | 'blind'
  /** Top card of the stock, face up (2 players). */
  | 'stock'
  /** The card after the hands, out of play (V3b). */
  | 'indicator';

export type DealMode = 'four' | 'blind' | 'blind-stock' | 'bessern' | 'compulsory';

export interface Layout {
  mode: DealMode;
  /** Hands by deal position (0 = Vorhand). */
  hands: Card[][];
  blind: Card[] | null;
  stock: Card[] | null;
  /** Bessern packets by deal position (V3). */
  bessern: Card[][] | null;
  /** Cards out of play from the start (V3b leftovers, V5 two-player leftovers, the V3b indicator). */
  dead: Card[];
  turned: Card;
  turnedAt: TurnedAt;
  trump: Suit;
}

export type DealError = { code: 'deal.bad-pack'; detail: unknown } | { code: 'deal.bad-table'; players: unknown };

/** Checks a stacked pack: the 36 distinct Handjass cards. */
export function validatePack(pack: unknown): Result<Card[], DealError> {
  if (!Array.isArray(pack) || pack.length !== 36) return err({ code: 'deal.bad-pack', detail: 'length' });
  const seen = new Set<string>();
  for (const c of pack) {
    if (!isHjCard(c) || seen.has(c)) return err({ code: 'deal.bad-pack', detail: { card: c } });
    seen.add(c);
  }
  return ok([...(pack as Card[])]);
}

/** The mode a deal is played in, for `players` non-retired players. */
export function dealMode(players: number, rules: Rules): DealMode {
  if (players === 4) return 'four';
  if (rules.compulsory) return 'compulsory';
  if (rules.bessern) return 'bessern';
  return players === 3 ? 'blind' : 'blind-stock';
}

/** Lays out a pack for `players` (2-4) players. */
export function layOut(pack: readonly Card[], players: number, rules: Rules): Result<Layout, DealError> {
  if (players !== 2 && players !== 3 && players !== 4) return err({ code: 'deal.bad-table', players });
  const p = validatePack(pack);
  if (!p.ok) return p;
  const cards = p.value;
  const mode = dealMode(players, rules);
  let k = 0;
  const take = (n: number): Card[] => {
    const out = cards.slice(k, k + n);
    k += n;
    return out;
  };
  const hands: Card[][] = Array.from({ length: players }, () => []);
  const finish = (l: Omit<Layout, 'trump'>): Result<Layout, DealError> => ok({ ...l, trump: l.turned[1] as Suit });
  switch (mode) {
    case 'four':
    case 'compulsory': {
      const rounds = mode === 'four' ? 3 : 4;
      for (let r = 0; r < rounds; r++) for (let i = 0; i < players; i++) (hands[i] as Card[]).push(...take(3));
      const dealerHand = hands[players - 1] as Card[];
      return finish({ mode, hands, blind: null, stock: null, bessern: null, dead: cards.slice(k), turned: dealerHand[dealerHand.length - 1] as Card, turnedAt: 'dealer-hand' });
    }
    case 'blind':
    case 'blind-stock': {
      const blind: Card[] = [];
      const stock: Card[] = [];
      for (let r = 0; r < 3; r++) {
        for (let i = 0; i < players; i++) (hands[i] as Card[]).push(...take(3));
        blind.push(...take(3));
        if (mode === 'blind-stock') stock.push(...take(3));
      }
      if (mode === 'blind') return finish({ mode, hands, blind, stock: null, bessern: null, dead: [], turned: blind[0] as Card, turnedAt: 'blind' });
      return finish({ mode, hands, blind, stock, bessern: null, dead: [], turned: stock[0] as Card, turnedAt: 'stock' });
    }
    case 'bessern': {
      for (let r = 0; r < 3; r++) for (let i = 0; i < players; i++) (hands[i] as Card[]).push(...take(3));
      if (players === 3) {
        const dealerHand = hands[2] as Card[];
        const bessern = [take(3), take(3), take(3)];
        return finish({ mode, hands, blind: null, stock: null, bessern, dead: [], turned: dealerHand[8] as Card, turnedAt: 'dealer-hand' });
      }
      const indicator = take(1)[0] as Card;
      const bessern = [take(3), take(3)];
      return finish({ mode, hands, blind: null, stock: null, bessern, dead: [indicator, ...cards.slice(k)], turned: indicator, turnedAt: 'indicator' });
    }
  }
}

/** A shuffled pack from a seeded RNG state and the state after shuffling. */
export function shuffledPack(rng: RngState): Result<{ pack: Card[]; rng: RngState }, { code: string }> {
  const r = shuffle(PACK, rng);
  if (!r.ok) return r;
  return ok({ pack: r.value.value, rng: r.value.rng });
}
