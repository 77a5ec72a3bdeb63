/**
 * Round-closure positions (spec §12.3): a round of a real deal, from its lead to the moment of the question,
 * replayed by the engine's table. Level 1: the round has just closed; who leads next? Level 2: the round is still
 * open, with at least one player who passed and came back in or passed since the last play; who must still pass
 * before the table is cleared? Level 3: the round closed on the play of a player who went out with it; who leads?
 *
 * The hands are short so that players go out; the generator plays the deal with seeded, plausible choices (lead a
 * low combination, answer about half the time when possible) and cuts the round it needs.
 */
import { enumeratePlays } from '../engine/combos';
import { isJoker, type PCard } from '../engine/cards';
import type { Rules } from '../engine/rules';
import { newTable, roundView, tablePass, tablePlay, type Table, type TableEvent } from '../engine/table';
import { below, rng, shuffledPack, sortHand, type RandomGenerator } from './common';

export type RoundAction = PCard[] | 'PASS';

export interface RoundQuestion {
  /** Hands by seat (clockwise 0..n-1) when the round starts. */
  hands: PCard[][];
  /** Who leads the round. */
  leader: number;
  /** The round's actions so far, in turn order from the leader. */
  actions: RoundAction[];
  ask: 'leader' | 'waiting';
}

export interface Snapshot {
  hands: PCard[][];
  leader: number;
  actions: RoundAction[];
}

function choose(g: RandomGenerator, t: Table, seat: number, rules: Rules): RoundAction {
  const plays = enumeratePlays(t.hands[seat] ?? [], t.last?.combo ?? null, rules, { distinct: true, limit: 400 }).filter((p) => p.cards.some((c) => !isJoker(c)));
  if (!t.last) {
    const low = plays.slice(0, Math.max(1, Math.ceil(plays.length / 2)));
    return (low[below(g, low.length)] ?? plays[0])!.cards;
  }
  if (plays.length === 0 || below(g, 2) === 0) return 'PASS';
  return plays[below(g, Math.min(plays.length, 2))]!.cards;
}

/** Did some player pass in this round and later play again in it (re-entry, spec §5.4)? */
export function hasReentry(round: Snapshot, rules: Rules): boolean {
  const t = newTable(
    round.hands.map((_, i) => i),
    round.hands,
    round.leader,
  );
  const passedEarlier = new Set<number>();
  for (const a of round.actions) {
    const seat = t.turn;
    if (seat === null) return false;
    if (a === 'PASS') passedEarlier.add(seat);
    else if (passedEarlier.has(seat)) return true;
    const evs: TableEvent[] = [];
    if (a === 'PASS' ? tablePass(t, seat, rules, evs) : tablePlay(t, seat, a, undefined, rules, evs)) return false;
  }
  return false;
}

function matches(level: number, t: Table, events: TableEvent[], round: Snapshot, rules: Rules): boolean {
  if (level === 2) {
    const v = roundView(t);
    if (!v.last || v.waitingOn.length < 2 || round.actions.length < 4) return false;
    return hasReentry(round, rules) || v.passed.length > 0;
  }
  const cleared = events.find((e) => e.type === 'round-cleared');
  if (!cleared || cleared.type !== 'round-cleared' || round.actions.length < 3) return false;
  const wentOut = (t.hands[cleared.winner]?.length ?? 0) === 0;
  return level === 3 ? wentOut && t.turn !== null : !wentOut;
}

export function roundQuestion(seed: number, level: number, rules: Rules): RoundQuestion {
  const ask = level === 2 ? 'waiting' : 'leader';
  for (let attempt = 0; attempt < 300; attempt++) {
    const g = rng(seed, attempt);
    const n = 4 + below(g, 2);
    const pack = shuffledPack(g, rules);
    const size = level === 3 ? 4 : 6;
    const hands = Array.from({ length: n }, (_, i) => sortHand(pack.slice(i * size, (i + 1) * size), rules));
    const t = newTable(
      Array.from({ length: n }, (_, i) => i),
      hands,
      below(g, n),
    );
    let round: Snapshot = { hands: t.hands.map((h) => [...h]), leader: t.turn as number, actions: [] };
    for (let guard = 0; guard < 400 && t.turn !== null; guard++) {
      const seat = t.turn;
      const a = choose(g, t, seat, rules);
      const events: TableEvent[] = [];
      const e = a === 'PASS' ? tablePass(t, seat, rules, events) : tablePlay(t, seat, a, undefined, rules, events);
      if (e) break;
      round.actions.push(a);
      if (matches(level, t, events, round, rules)) return { hands: round.hands, leader: round.leader, actions: [...round.actions], ask };
      if (events.some((ev) => ev.type === 'round-cleared') && t.turn !== null) {
        round = { hands: t.hands.map((h) => [...h]), leader: t.turn, actions: [] };
      }
    }
  }
  // A fixed round that the engine replays: seat 0 leads a 5, 1 passes, 2 plays a 9, 3 and 0 pass (then 1 closes it).
  const actions: RoundAction[] = ask === 'leader' ? [['5S'], 'PASS', ['9H'], 'PASS', 'PASS', 'PASS'] : [['5S'], 'PASS', ['9H'], 'PASS'];
  return { hands: [['5S', '7D'], ['3C', '4D'], ['9H', 'KS'], ['6C', '8S']], leader: 0, actions, ask };
}
