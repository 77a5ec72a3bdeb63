/**
 * Compact, URL-safe text forms, as parse/make pairs. Only unreserved URL characters are used (letters, digits,
 * '-', '.', '_', '~'). Fields are separated by '~', each a one-letter key and its value; list items by '.'; cards
 * are rank+suit ('AS', 'TD'); seats are digits (P0..P4).
 *
 * (a) Drill position: one moment of a deal as a learner sees it.
 *
 *     v1~n4~d3~tS~s2~g2~k1~a012~hAS.KH.7D~c0-8H.1-9H~xQS.KS~o1~m1~z7.6.1.9~uTS
 *
 *     v1          format version (first)
 *     n4          players (3-5)
 *     d3          dealer
 *     tS          trump suit
 *     s2          the learner's seat
 *     g2          deal number (optional; default 1)
 *     k1          knocker (optional)
 *     a012        participants, ascending (optional; default everyone)
 *     hAS.KH.7D   the learner's hand (may be empty: "h")
 *     c0-8H.1-9H  the current trick so far, lead first, seat-card (optional)
 *     xQS.KS      cards played in earlier tricks (optional)
 *     o1          this is the deal's opening lead (optional)
 *     m1          Trumfmant is on (optional)
 *     z7.6.1.9    scores by seat before the deal (optional)
 *     uTS         the turned-up trump card (optional; it may also appear in the hand or among played cards)
 *
 * (b) Whole game: parameters and every action, replayed through `apply` on parse.
 *
 *     g1~n42~p4~d3~rb1.i1~z10.7.3.9~e2~aD.K0.G1.F2.G3.B0ASKH.B1.B3QD7C2H.P0AS...
 *
 *     g1          format version (first)
 *     n42         seed (decimal integer, may be negative)
 *     p4          players
 *     d3          first dealer
 *     rb1.i1      rule options that differ from the defaults: option letter (a = first key of RULE_OPTIONS, b = the
 *                 second, ...) + index of the value in its RULE_OPTIONS list (optional)
 *     z10.7.3.9   start scores (optional, drills)        e2   deals already played at the start (optional)
 *     a...        actions, '.'-separated (optional when none):
 *                   D  deal from the game's RNG       D<104 chars>  deal a stacked pack, top first
 *                   K2 / L2   P2 knocks / lurks       G2 / F2  P2 goes along / folds
 *                   B2ASKH    P2 discards AS and KH and buys (B2: discards nothing)
 *                   P2AS      P2 plays AS             C  continue after a scored deal
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { isPackCard, isSuitLetter, suitOfCard } from './cards';
import { apply, newGame, type GameAction, type GameState } from './game';
import type { TrickPlay } from './play';
import { DEFAULT_RULES, RULE_KEYS, RULE_OPTIONS, type Rules } from './rules';
import { START_SCORE, err, isPlayerCount, ok, type Result, type Seat } from './types';
import { parseList, replayActions, splitFields as splitNotationFields, type CommonNotationError } from '../../../shared/notation';

export type NotationError =
  | CommonNotationError<Card>
  | { code: 'notation.bad-trick-order'; index: number }
  | { code: 'notation.bad-position'; problem: string };


const splitFields = (text: unknown, version: string, known: string): Result<Map<string, string>, NotationError> =>
  splitNotationFields(text, version, { allowed: known });

function parseCards(v: string, field: string): Result<Card[], NotationError> {
  const cards = parseList(v, isPackCard);
  return cards ? ok(cards) : err({ code: 'notation.bad-field', field });
}

function parseInt10(v: string | undefined, lo: number, hi: number): number | null {
  if (v === undefined || !/^-?[0-9]{1,16}$/.test(v)) return null;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < lo || n > hi) return null;
  return n;
}

// ---------------------------------------------------------------------------------------------
// (a) Drill position

export interface DrillPosition {
  players: 3 | 4 | 5;
  dealer: Seat;
  trump: Suit;
  seat: Seat;
  dealNo: number;
  knocker: Seat | null;
  /** Ascending. */
  participants: Seat[];
  hand: Card[];
  trick: TrickPlay[];
  played: Card[];
  openingLead: boolean;
  trumfmant: boolean;
  scores: number[] | null;
  upcard: Card | null;
}

/** Checks a drill position's consistency (seats in range, distinct cards, trick in clockwise order). */
export function checkPosition(p: DrillPosition): Result<DrillPosition, NotationError> {
  try {
    return checkPositionUnguarded(p);
  } catch {
    return err({ code: 'notation.bad-position', problem: 'malformed' });
  }
}

function checkPositionUnguarded(p: DrillPosition): Result<DrillPosition, NotationError> {
  if (p === null || typeof p !== 'object' || !Array.isArray(p.hand) || !Array.isArray(p.trick) || !Array.isArray(p.played) || !Array.isArray(p.participants)) return err({ code: 'notation.bad-position', problem: 'shape' });
  const bad = (problem: string) => err({ code: 'notation.bad-position', problem } as NotationError);
  const n = p.players;
  const inRange = (s: unknown) => typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < n;
  if (!isPlayerCount(n) || !inRange(p.dealer) || !inRange(p.seat) || !isSuitLetter(p.trump)) return bad('header');
  if (!Number.isInteger(p.dealNo) || p.dealNo < 1 || p.dealNo > 9999) return bad('dealNo');
  if (p.knocker !== null && !inRange(p.knocker)) return bad('knocker');
  if (!Array.isArray(p.participants) || p.participants.length === 0 || !p.participants.every(inRange)) return bad('participants');
  for (let i = 1; i < p.participants.length; i++) if ((p.participants[i] as number) <= (p.participants[i - 1] as number)) return bad('participants');
  if (!p.participants.includes(p.seat)) return bad('seat-not-participant');
  if (p.knocker !== null && !p.participants.includes(p.knocker)) return bad('knocker-not-participant');
  if (p.scores !== null && (p.scores.length !== n || !p.scores.every((v) => Number.isInteger(v) && v >= -9 && v <= START_SCORE))) return bad('scores');
  if (p.hand.length > 6 || p.trick.length >= p.participants.length || p.played.length > 25) return bad('sizes');
  const seen = new Set<string>();
  for (const c of [...p.hand, ...p.trick.map((t) => t.card), ...p.played]) {
    if (!isPackCard(c)) return bad('card');
    if (seen.has(c)) return err({ code: 'notation.duplicate-card', card: c });
    seen.add(c);
  }
  if (p.upcard !== null && (!isPackCard(p.upcard) || suitOfCard(p.upcard) !== p.trump)) return bad('upcard');
  // The trick follows clockwise turn order among the participants.
  const parts = p.participants;
  for (let i = 0; i < p.trick.length; i++) {
    const t = p.trick[i] as TrickPlay;
    if (!parts.includes(t.seat)) return err({ code: 'notation.bad-trick-order', index: i });
    if (i > 0) {
      const prev = (p.trick[i - 1] as TrickPlay).seat;
      if (parts[(parts.indexOf(prev) + 1) % parts.length] !== t.seat) return err({ code: 'notation.bad-trick-order', index: i });
    }
  }
  if (p.trick.some((t) => t.seat === p.seat)) return bad('learner-already-played');
  if (p.openingLead && (p.trick.length > 0 || p.played.length > 0)) return bad('opening-lead');
  return ok(p);
}

export function parsePosition(text: unknown): Result<DrillPosition, NotationError> {
  try {
    const f = splitFields(text, 'v1', 'ndtsgkahcxomzu');
    if (!f.ok) return f;
    const m = f.value;
    for (const k of ['n', 'd', 't', 's', 'h']) if (!m.has(k)) return err({ code: 'notation.missing-field', field: k });
    const players = parseInt10(m.get('n'), 3, 5);
    if (players === null || !isPlayerCount(players)) return err({ code: 'notation.bad-field', field: 'n' });
    const seatOf = (v: string | undefined): Seat | null => (v !== undefined && /^[0-4]$/.test(v) && Number(v) < players ? Number(v) : null);
    const dealer = seatOf(m.get('d'));
    if (dealer === null) return err({ code: 'notation.bad-field', field: 'd' });
    const trump = m.get('t');
    if (!isSuitLetter(trump)) return err({ code: 'notation.bad-field', field: 't' });
    const seat = seatOf(m.get('s'));
    if (seat === null) return err({ code: 'notation.bad-field', field: 's' });
    let dealNo = 1;
    if (m.has('g')) {
      const g = parseInt10(m.get('g'), 1, 9999);
      if (g === null || m.get('g') !== String(g)) return err({ code: 'notation.bad-field', field: 'g' });
      dealNo = g;
    }
    let knocker: Seat | null = null;
    if (m.has('k')) {
      knocker = seatOf(m.get('k'));
      if (knocker === null) return err({ code: 'notation.bad-field', field: 'k' });
    }
    let participants = Array.from({ length: players }, (_, i) => i);
    if (m.has('a')) {
      const a = m.get('a') as string;
      if (!/^[0-4]{1,5}$/.test(a)) return err({ code: 'notation.bad-field', field: 'a' });
      participants = a.split('').map(Number);
    }
    const hand = parseCards(m.get('h') as string, 'h');
    if (!hand.ok) return hand;
    const trick: TrickPlay[] = [];
    if (m.has('c')) {
      const c = m.get('c') as string;
      for (const item of c.split('.')) {
        const mm = /^([0-4])-(..)$/.exec(item);
        if (!mm || !isPackCard(mm[2])) return err({ code: 'notation.bad-field', field: 'c' });
        trick.push({ seat: Number(mm[1]), card: mm[2] });
      }
    }
    let played: Card[] = [];
    if (m.has('x')) {
      const x = parseCards(m.get('x') as string, 'x');
      if (!x.ok) return x;
      if (x.value.length === 0) return err({ code: 'notation.bad-field', field: 'x' });
      played = x.value;
    }
    for (const k of ['o', 'm']) if (m.has(k) && m.get(k) !== '1') return err({ code: 'notation.bad-field', field: k });
    let scores: number[] | null = null;
    if (m.has('z')) {
      const parts = (m.get('z') as string).split('.');
      const vals = parts.map((v) => parseInt10(v, -9, START_SCORE));
      if (vals.some((v, i) => v === null || String(v) !== parts[i])) return err({ code: 'notation.bad-field', field: 'z' });
      scores = vals as number[];
    }
    let upcard: Card | null = null;
    if (m.has('u')) {
      const u = m.get('u');
      if (!isPackCard(u)) return err({ code: 'notation.bad-field', field: 'u' });
      upcard = u;
    }
    return checkPosition({ players, dealer, trump, seat, dealNo, knocker, participants, hand: hand.value, trick, played, openingLead: m.has('o'), trumfmant: m.has('m'), scores, upcard });
  } catch {
    return err({ code: 'notation.bad-field', field: '*' });
  }
}

export function makePosition(p: unknown): Result<string, NotationError> {
  try {
    if (p === null || typeof p !== 'object') return err({ code: 'notation.bad-position', problem: 'not-an-object' });
    const pos = p as DrillPosition;
    const c = checkPosition(pos);
    if (!c.ok) return c;
    const parts = [`v1`, `n${pos.players}`, `d${pos.dealer}`, `t${pos.trump}`, `s${pos.seat}`];
    if (pos.dealNo !== 1) parts.push(`g${pos.dealNo}`);
    if (pos.knocker !== null) parts.push(`k${pos.knocker}`);
    if (pos.participants.length !== pos.players) parts.push(`a${pos.participants.join('')}`);
    parts.push(`h${pos.hand.join('.')}`);
    if (pos.trick.length > 0) parts.push(`c${pos.trick.map((t) => `${t.seat}-${t.card}`).join('.')}`);
    if (pos.played.length > 0) parts.push(`x${pos.played.join('.')}`);
    if (pos.openingLead) parts.push('o1');
    if (pos.trumfmant) parts.push('m1');
    if (pos.scores !== null) parts.push(`z${pos.scores.join('.')}`);
    if (pos.upcard !== null) parts.push(`u${pos.upcard}`);
    return ok(parts.join('~'));
  } catch {
    return err({ code: 'notation.bad-position', problem: 'malformed' });
  }
}

// ---------------------------------------------------------------------------------------------
// (b) Whole game

const OPTION_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function makeRulesField(rules: Rules): string {
  const items: string[] = [];
  RULE_KEYS.forEach((k, i) => {
    if (rules[k] !== DEFAULT_RULES[k]) items.push(`${OPTION_LETTERS[i]}${(RULE_OPTIONS[k] as readonly unknown[]).indexOf(rules[k])}`);
  });
  return items.join('.');
}

function parseRulesField(v: string): Result<Partial<Rules>, NotationError> {
  const out: Record<string, unknown> = {};
  if (v === '') return err({ code: 'notation.bad-field', field: 'r' });
  for (const item of v.split('.')) {
    const mm = /^([a-z])([0-9])$/.exec(item);
    const key = mm ? RULE_KEYS[OPTION_LETTERS.indexOf(mm[1] as string)] : undefined;
    if (!mm || !key || key in out) return err({ code: 'notation.bad-field', field: 'r' });
    const value = (RULE_OPTIONS[key] as readonly unknown[])[Number(mm[2])];
    if (value === undefined || value === DEFAULT_RULES[key]) return err({ code: 'notation.bad-field', field: 'r' });
    out[key] = value;
  }
  return ok(out as Partial<Rules>);
}

export function makeAction(a: GameAction): string {
  if (a === null || typeof a !== 'object') return '';
  switch (a.type) {
    case 'deal':
      return a.pack ? `D${a.pack.join('')}` : 'D';
    case 'knock':
      return `K${a.seat}`;
    case 'lurk':
      return `L${a.seat}`;
    case 'go-along':
      return `G${a.seat}`;
    case 'fold':
      return `F${a.seat}`;
    case 'buy':
      return `B${a.seat}${a.discard.join('')}`;
    case 'play':
      return `P${a.seat}${a.card}`;
    case 'continue':
      return 'C';
  }
}

export function parseAction(t: string): GameAction | null {
  if (typeof t !== 'string') return null;
  if (t === 'D') return { type: 'deal' };
  if (t === 'C') return { type: 'continue' };
  if (t[0] === 'D') {
    if (t.length !== 105) return null;
    const pack: Card[] = [];
    for (let i = 1; i < t.length; i += 2) {
      const c = t.slice(i, i + 2);
      if (!isPackCard(c)) return null;
      pack.push(c);
    }
    return { type: 'deal', pack };
  }
  const mm = /^([KLGFBP])([0-4])(.*)$/.exec(t);
  if (!mm) return null;
  const seat = Number(mm[2]);
  const rest = mm[3] as string;
  const kinds: Record<string, 'knock' | 'lurk' | 'go-along' | 'fold'> = { K: 'knock', L: 'lurk', G: 'go-along', F: 'fold' };
  const k = kinds[mm[1] as string];
  if (k) return rest === '' ? { type: k, seat } : null;
  if (mm[1] === 'P') return isPackCard(rest) ? { type: 'play', seat, card: rest } : null;
  if (rest.length % 2 !== 0 || rest.length > 12) return null;
  const discard: Card[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const c = rest.slice(i, i + 2);
    if (!isPackCard(c)) return null;
    discard.push(c);
  }
  return { type: 'buy', seat, discard };
}

/** The text form of a game: its parameters and every action so far. */
export function makeGame(state: unknown): Result<string, NotationError> {
  try {
    const s = state as GameState;
    if (s === null || typeof s !== 'object' || s.v !== 1 || !Array.isArray(s.actions)) return err({ code: 'notation.bad-game', error: 'not-a-game-state' });
    const parts = ['g1', `n${s.seed}`, `p${s.players}`, `d${s.firstDealer}`];
    const r = makeRulesField(s.rules);
    if (r) parts.push(`r${r}`);
    if (s.start) {
      parts.push(`z${s.start.scores.join('.')}`);
      if (s.start.dealsPlayed !== 0) parts.push(`e${s.start.dealsPlayed}`);
    }
    if (s.actions.length > 0) parts.push(`a${s.actions.map(makeAction).join('.')}`);
    return ok(parts.join('~'));
  } catch {
    return err({ code: 'notation.bad-game', error: 'malformed' });
  }
}

/** Replays a game's text form into its state. */
export function parseGame(text: unknown): Result<GameState, NotationError> {
  try {
    const f = splitFields(text, 'g1', 'npdrzea');
    if (!f.ok) return f;
    const m = f.value;
    for (const k of ['n', 'p', 'd']) if (!m.has(k)) return err({ code: 'notation.missing-field', field: k });
    const seed = parseInt10(m.get('n'), Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    if (seed === null || String(seed) !== m.get('n')) return err({ code: 'notation.bad-field', field: 'n' });
    const players = parseInt10(m.get('p'), 3, 5);
    if (players === null || String(players) !== m.get('p')) return err({ code: 'notation.bad-field', field: 'p' });
    const firstDealer = parseInt10(m.get('d'), 0, players - 1);
    if (firstDealer === null || String(firstDealer) !== m.get('d')) return err({ code: 'notation.bad-field', field: 'd' });
    let rules: Partial<Rules> = {};
    if (m.has('r')) {
      const r = parseRulesField(m.get('r') as string);
      if (!r.ok) return r;
      rules = r.value;
    }
    let start: { scores: number[]; dealsPlayed: number } | undefined;
    if (m.has('z')) {
      const parts = (m.get('z') as string).split('.');
      const vals = parts.map((v) => parseInt10(v, 1, START_SCORE));
      if (vals.some((v, i) => v === null || String(v) !== parts[i])) return err({ code: 'notation.bad-field', field: 'z' });
      start = { scores: vals as number[], dealsPlayed: 0 };
      if (m.has('e')) {
        const e = parseInt10(m.get('e'), 1, 10000);
        if (e === null || String(e) !== m.get('e')) return err({ code: 'notation.bad-field', field: 'e' });
        start.dealsPlayed = e;
      }
    } else if (m.has('e')) return err({ code: 'notation.bad-field', field: 'e' });
    const g = newGame({ seed, players, firstDealer, rules, ...(start ? { start } : {}) });
    if (!g.ok) return err({ code: 'notation.bad-game', error: g.error });
    return m.has('a') ? replayActions(g.value, (m.get('a') as string).split('.'), parseAction, apply) : ok(g.value);
  } catch {
    return err({ code: 'notation.bad-field', field: '*' });
  }
}
