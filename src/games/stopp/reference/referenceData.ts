/**
 * The numbers on the reference page, computed by the engine so they cannot drift from the rules the drills and the
 * table use: cards dealt and put aside for every table size, the order of a suit, a worked settlement, and the
 * source's own example replayed card by card.
 */
import { FULL_PACK } from '../../../shared/cards/model';
import { cardOfPower, DEFAULT_RULES, MAX_PLAYERS, MIN_PLAYERS, pileOutcome, settle, START_CAPITAL, type Card, type Settlement } from '../engine';
import { dealCards } from '../engine/deal';

export interface TableSizeRow {
  players: number;
  dealt: number;
  aside: number;
  money: number;
}

/** For 3 to 6 players: how many cards the engine deals and puts aside, and the money at the table. */
export function tableSizes(): TableSizeRow[] {
  const rows: TableSizeRow[] = [];
  for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) {
    const seats = Array.from({ length: n }, (_, i) => i);
    const { hands, setAside } = dealCards(FULL_PACK, seats, n, DEFAULT_RULES.deal_method);
    rows.push({ players: n, dealt: hands.flat().length, aside: setAside.length, money: START_CAPITAL * n });
  }
  return rows;
}

/** One suit from high to low under the default ranking. */
export function suitOrder(suit: 'H' | 'S' | 'D' | 'C' = 'H'): Card[] {
  return Array.from({ length: 13 }, (_, i) => cardOfPower(suit, 12 - i, DEFAULT_RULES.ranking));
}

/**
 * A settlement in the middle of a game: the 10 units that left the capitals of 3 and 7 in earlier deals lie in the pot,
 * so capital and pot make 40, ten for each of the four players (spec 4: money is conserved).
 */
export const EXAMPLE = { capital: [10, 3, 7, 10], cardsLeft: [0, 4, 2, 1], pot: 10 } as const;

export function settlementExample(): Settlement {
  const r = settle([...EXAMPLE.capital], [...EXAMPLE.cardsLeft], EXAMPLE.pot, DEFAULT_RULES);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/**
 * The source's example (spec 3.4): A 5♥, B 8♥, C J♥, D Stopp, A Q♥, B K♥, then C, D, A say Stopp and B turns the
 * pile. Hands that fit it are given here; the engine says what happens after the King.
 */
export function sourceExampleOutcome() {
  const r = pileOutcome({
    hands: [['3C', '9S'], ['4D', '7S'], ['2C', 'TS'], ['6H', 'KD']],
    top: 'KH',
    topPlayer: 1,
    pileSize: 5,
  });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
