/**
 * Zwangshochzeit positions: a whole deal played under the variant, with bids chosen so the table shows what the
 * level teaches. Level 1: one pair named the same suit. Level 2: two or more players bid Null as well (Null bidders
 * never marry). Level 3: three or more on one suit (one partnership). The learner marks the partners of one player.
 * Under OP18 per partner, a deal where a partner took no trick (and so scores 30 alone) is preferred.
 */
import { nextSeed } from "../../../shared/quiz/seeds";
import type { Rules } from "../engine/rules";
import type { Bid, Seat } from "../engine/types";
import { playDeal } from "./deal";
import { below, genFromSeed, pick } from "./random";

export interface MarriageQuestion {
  level: number;
  dealSeed: number;
  players: number;
  rules: Rules;
  bids: Bid[];
  /** The player whose partners are asked for. */
  seat: Seat;
}

const SUITS = ["S", "H", "D", "C"] as const;

function bidsFor(
  gen: ReturnType<typeof genFromSeed>,
  level: number,
  players: number,
): Bid[] {
  const bids: Bid[] = Array.from({ length: players }, () => pick(gen, SUITS));
  const seats = Array.from({ length: players }, (_, s) => s);
  // Shuffle the seats, then give the first ones the shared suit (or Null) the level is about.
  for (let i = seats.length - 1; i > 0; i--) {
    const j = below(gen, i + 1);
    [seats[i], seats[j]] = [seats[j]!, seats[i]!];
  }
  const shared = pick(gen, SUITS);
  const group = level >= 3 ? 3 : 2;
  for (const s of seats.slice(0, group)) bids[s] = shared;
  if (level === 2)
    for (const s of seats.slice(group, group + 2)) bids[s] = "NULL";
  return bids;
}

export function marriageQuestion(
  seed: number,
  level: number,
  base: Rules,
): MarriageQuestion {
  const gen = genFromSeed(seed);
  const rules: Rules = { ...base, zwangshochzeit: true };
  const players = level === 1 ? pick(gen, [4, 5]) : pick(gen, [5, 6, 7]);
  const bids = bidsFor(gen, level, players);
  // Ask about a married player most of the time, sometimes about a Null bidder or a loner.
  const married = bids
    .map((b, s) => ({ b, s }))
    .filter(({ b }) => b !== "NULL" && bids.filter((x) => x === b).length > 1)
    .map(({ s }) => s);
  const nulls = bids
    .map((b, s) => ({ b, s }))
    .filter(({ b }) => b === "NULL")
    .map(({ s }) => s);
  const roll = below(gen, 4);
  const seat =
    level === 2 && roll === 0 && nulls.length > 0
      ? pick(gen, nulls)
      : roll === 1
        ? below(gen, players)
        : pick(gen, married);
  let dealSeed = seed;
  // OP18 per partner: look a few deals further for one where a partner took no trick, so the reading shows.
  const perPartner = rules.partnershipSpecials === "per-partner";
  let playable: number | null = null;
  // The deal is played out (Steady players) so the table shows real tricks; a deal the engine refuses moves on.
  for (let i = 0; i < (perPartner ? 16 : 20); i++) {
    try {
      const played = playDeal(
        dealSeed,
        players,
        rules,
        Object.fromEntries(bids.map((b, s) => [s, b])),
      );
      if (!perPartner) return { level, dealSeed, players, rules, bids, seat };
      playable ??= dealSeed;
      const row = played.final.record[played.final.record.length - 1];
      if (row?.units.some((u) => u.seats.length > 1 && u.seats.some((s) => row.scores[s] !== u.score)))
        return { level, dealSeed, players, rules, bids, seat };
    } catch {
      // refused: try the next deal
    }
    dealSeed = nextSeed(dealSeed);
  }
  if (playable !== null) return { level, dealSeed: playable, players, rules, bids, seat };
  throw new Error(`no marriage position for seed ${seed}`);
}
