/**
 * Compact, URL-safe text forms, as parse/make pairs (letters, digits, '-', '.', '_', '~' only).
 * Fields are separated by '~'; each field is a one-letter key and its value; list items by '.'.
 * Cards: rank+suit ('TH'), Jokers 'JK' (one Joker) or 'JK1', 'JK2', ... (several). Seats: digits 0-6 (P0..P6).
 * Bids: S H D C, or N for Null.
 *
 * (a) Drill position: a learner's view of one moment in a deal.
 *
 *     v1~n4~s2~l0~bHSNC~hJS.AC.7H~k0-8H.1-9H~xAS.KS~t1.0.2.0~j1
 *
 *     v1          format version (first)
 *     n4          players (3-7)
 *     s2          the learner's seat
 *     l0          leader of the current trick
 *     bHSNC       bids by seat (one letter each; '-' = not known / not yet revealed) (optional)
 *     hJS.AC.7H   the learner's hand (may be empty: "h")
 *     k0-8H.1-9H  the current trick, lead first, seat-card (optional); seats follow clockwise from the leader
 *     xAS.KS      cards played in earlier tricks (optional)
 *     t1.0.2.0    tricks won so far by seat (optional)
 *     j1          Jokers in the pack (optional; default 0)
 *
 * (b) Whole game: parameters and every action, replayed through `apply` on parse.
 *
 *     g1~n42~p4~f2~rJ1.Z1~aD.B0H.B1N.B2S.B3C.0AS.1KS
 *
 *     g1      format version        n42   seed (integer, may be negative)
 *     p4      players               f2    first dealer
 *     r...    rules that differ from the defaults, '.'-separated: R ranking (H/L), W direction (C clockwise /
 *             A counterclockwise), J jokers (0-4), L Joker lead (A any time / N never), Z Zwangshochzeit (0/1),
 *             X remainder is a trick (0/1), A Null taking every trick scores 100 (0/1), O successful Null when
 *             another takes every trick scores 100 (0/1), P play-off (0/1), T target (integer), U Null shown face
 *             up at once (0/1), K a thrown-off Joker wins (0/1), Y partners' special cases per partner (0/1)
 *             (optional)
 *     a...    actions: D deal from the RNG; D-AS-KS-... deal a stacked pack; B0H seat 0 bids hearts (N = Null);
 *             1AS seat 1 plays AS; C continue
 */
import { isPackCard, type GameCard } from './cards';
import { apply, newGame, type GameAction, type GameState } from './game';
import type { TrickPlay } from './play';
import { DEFAULT_RULES, makeRules, type Rules } from './rules';
import { err, isPlayerCount, ok, type Bid, type Result, type Seat } from './types';
import { firstRepeat, parseList, replayActions, splitFields as splitNotationFields, type CommonNotationError } from '../../../shared/notation';

export type NotationError =
  | CommonNotationError<GameCard>
  | { code: 'notation.bad-trick-order'; index: number }
  | { code: 'notation.bad-input'; field: string };


const splitFields = (text: unknown, version: string): Result<Map<string, string>, NotationError> => splitNotationFields(text, version);

const parseCardList = (s: string, jokers: number, sep = '.'): GameCard[] | null =>
  parseList(s, (c): c is GameCard => isPackCard(c, jokers), sep);

const digit = (s: string, max: number): number | null => (/^[0-9]$/.test(s) && Number(s) <= max ? Number(s) : null);
const BID_LETTER: Record<Bid, string> = { S: 'S', H: 'H', D: 'D', C: 'C', NULL: 'N' };
const letterBid = (l: string): Bid | null => (l === 'S' || l === 'H' || l === 'D' || l === 'C' ? l : l === 'N' ? 'NULL' : null);

// ---------------------------------------------------------------------------------------------
// (a) Drill positions

export interface DrillPosition {
  players: number;
  /** The learner's seat. */
  seat: Seat;
  /** Leader of the current trick. */
  leader: Seat;
  /** Bids by seat; null where unknown. */
  bids: (Bid | null)[];
  hand: GameCard[];
  trick: TrickPlay[];
  played: GameCard[];
  /** Tricks won by seat (empty when not given). */
  tricks: number[];
  jokers: number;
}

export function parsePosition(text: unknown): Result<DrillPosition, NotationError> {
  const f = splitFields(text, 'v1');
  if (!f.ok) return f;
  const fields = f.value;
  for (const k of fields.keys()) if (!'nslbhkxtj'.includes(k)) return err({ code: 'notation.unknown-field', field: k });
  const need = (k: string): Result<string, NotationError> => {
    const v = fields.get(k);
    return v === undefined ? err({ code: 'notation.missing-field', field: k }) : ok(v);
  };
  const nf = need('n');
  if (!nf.ok) return nf;
  const players = digit(nf.value, 7);
  if (players === null || !isPlayerCount(players)) return err({ code: 'notation.bad-field', field: 'n' });
  const jf = fields.get('j') ?? '0';
  const jokers = digit(jf, 4);
  if (jokers === null) return err({ code: 'notation.bad-field', field: 'j' });
  const sf = need('s');
  if (!sf.ok) return sf;
  const seat = digit(sf.value, players - 1);
  if (seat === null) return err({ code: 'notation.bad-field', field: 's' });
  const lf = need('l');
  if (!lf.ok) return lf;
  const leader = digit(lf.value, players - 1);
  if (leader === null) return err({ code: 'notation.bad-field', field: 'l' });
  const bids: (Bid | null)[] = new Array<Bid | null>(players).fill(null);
  const bf = fields.get('b');
  if (bf !== undefined) {
    if (bf.length !== players) return err({ code: 'notation.bad-field', field: 'b' });
    for (let i = 0; i < players; i++) {
      const ch = bf[i] as string;
      if (ch === '-') continue;
      const b = letterBid(ch);
      if (!b) return err({ code: 'notation.bad-field', field: 'b' });
      bids[i] = b;
    }
  }
  const hf = need('h');
  if (!hf.ok) return hf;
  const hand = parseCardList(hf.value, jokers);
  if (!hand || hand.length > 18) return err({ code: 'notation.bad-field', field: 'h' });
  const trick: TrickPlay[] = [];
  const kf = fields.get('k');
  if (kf !== undefined) {
    if (kf === '') return err({ code: 'notation.bad-field', field: 'k' });
    const items = kf.split('.');
    if (items.length >= players) return err({ code: 'notation.bad-field', field: 'k' });
    for (let i = 0; i < items.length; i++) {
      const m = /^([0-6])-([A-Z0-9]{2,3})$/.exec(items[i] as string);
      if (!m) return err({ code: 'notation.bad-field', field: 'k' });
      const s = Number(m[1]);
      const card = m[2] as string;
      if (!isPackCard(card, jokers)) return err({ code: 'notation.bad-field', field: 'k' });
      if (s !== (leader + i) % players) return err({ code: 'notation.bad-trick-order', index: i });
      trick.push({ seat: s, card });
    }
    if (trick.some((p) => p.seat === seat)) return err({ code: 'notation.bad-trick-order', index: trick.findIndex((p) => p.seat === seat) });
  }
  const xf = fields.get('x');
  let played: GameCard[] = [];
  if (xf !== undefined) {
    const p = xf === '' ? null : parseCardList(xf, jokers);
    if (!p) return err({ code: 'notation.bad-field', field: 'x' });
    played = p;
  }
  let tricks: number[] = [];
  const tf = fields.get('t');
  if (tf !== undefined) {
    const parts = tf.split('.');
    if (parts.length !== players || !parts.every((x) => /^(0|[1-9][0-9]?)$/.test(x))) return err({ code: 'notation.bad-field', field: 't' });
    tricks = parts.map(Number);
  }
  const twice = firstRepeat([...hand, ...trick.map((p) => p.card), ...played]);
  if (twice !== undefined) return err({ code: 'notation.duplicate-card', card: twice });
  return ok({ players, seat, leader, bids, hand, trick, played, tricks, jokers });
}

export function makePosition(p: unknown): Result<string, NotationError> {
  try {
    const q = p as DrillPosition;
    const parts = ['v1', `n${q.players}`, `s${q.seat}`, `l${q.leader}`];
    if (q.bids.some((b) => b !== null)) parts.push(`b${q.bids.map((b) => (b ? BID_LETTER[b] : '-')).join('')}`);
    parts.push(`h${q.hand.join('.')}`);
    if (q.trick.length > 0) parts.push(`k${q.trick.map((t) => `${t.seat}-${t.card}`).join('.')}`);
    if (q.played.length > 0) parts.push(`x${q.played.join('.')}`);
    if (q.tricks.length > 0) parts.push(`t${q.tricks.join('.')}`);
    if (q.jokers > 0) parts.push(`j${q.jokers}`);
    const text = parts.join('~');
    // Only text that parses back to the same position is made.
    const back = parsePosition(text);
    if (!back.ok) return back;
    if (JSON.stringify(back.value) !== JSON.stringify({ players: q.players, seat: q.seat, leader: q.leader, bids: q.bids, hand: q.hand, trick: q.trick.map((t) => ({ seat: t.seat, card: t.card })), played: q.played, tricks: q.tricks, jokers: q.jokers })) {
      return err({ code: 'notation.bad-input', field: 'position' });
    }
    return ok(text);
  } catch {
    return err({ code: 'notation.bad-input', field: '*' });
  }
}

// ---------------------------------------------------------------------------------------------
// (b) Whole games

type RuleCode = { key: keyof Rules; to: (v: Rules[keyof Rules]) => string; from: (s: string) => unknown };
const flag01 = (k: keyof Rules): RuleCode => ({ key: k, to: (v) => (v ? '1' : '0'), from: (s) => (s === '1' ? true : s === '0' ? false : undefined) });
const flag100 = (k: keyof Rules): RuleCode => ({ key: k, to: (v) => (v === 100 ? '1' : '0'), from: (s) => (s === '1' ? 100 : s === '0' ? 0 : undefined) });
const RULE_CODES: Record<string, RuleCode> = {
  R: { key: 'ranking', to: (v) => (v === 'ace-low' ? 'L' : 'H'), from: (s) => (s === 'L' ? 'ace-low' : s === 'H' ? 'ace-high' : undefined) },
  W: { key: 'direction', to: (v) => (v === 'counterclockwise' ? 'A' : 'C'), from: (s) => (s === 'A' ? 'counterclockwise' : s === 'C' ? 'clockwise' : undefined) },
  J: { key: 'jokers', to: (v) => String(v), from: (s) => (/^[0-4]$/.test(s) ? Number(s) : undefined) },
  L: { key: 'jokerLead', to: (v) => (v === 'never' ? 'N' : 'A'), from: (s) => (s === 'N' ? 'never' : s === 'A' ? 'any-time' : undefined) },
  Z: flag01('zwangshochzeit'),
  X: flag01('remainderIsTrick'),
  A: flag100('nullAllTricks'),
  O: flag100('nullWhenOtherTakesAll'),
  P: flag01('playOff'),
  T: { key: 'target', to: (v) => String(v), from: (s) => (/^[1-9][0-9]{1,4}$/.test(s) ? Number(s) : undefined) },
  U: { key: 'nullReveal', to: (v) => (v === 'face-up' ? '1' : '0'), from: (s) => (s === '1' ? 'face-up' : s === '0' ? 'simultaneous' : undefined) },
  K: { key: 'jokerDiscard', to: (v) => (v === 'wins' ? '1' : '0'), from: (s) => (s === '1' ? 'wins' : s === '0' ? 'never-wins' : undefined) },
  Y: { key: 'partnershipSpecials', to: (v) => (v === 'per-partner' ? '1' : '0'), from: (s) => (s === '1' ? 'per-partner' : s === '0' ? 'pooled' : undefined) },
};

export function makeGameRecord(state: unknown): Result<string, NotationError> {
  try {
    const s = state as GameState;
    if (s === null || typeof s !== 'object' || s.v !== 1) return err({ code: 'notation.bad-input', field: 'state' });
    const parts = ['g1', `n${s.seed}`, `p${s.players}`, `f${s.firstDealer}`];
    const rs: string[] = [];
    for (const [code, rc] of Object.entries(RULE_CODES)) if (s.rules[rc.key] !== DEFAULT_RULES[rc.key]) rs.push(code + rc.to(s.rules[rc.key]));
    if (rs.length > 0) parts.push(`r${rs.join('.')}`);
    const acts = s.actions.map(actionText);
    if (acts.length > 0) parts.push(`a${acts.join('.')}`);
    return ok(parts.join('~'));
  } catch {
    return err({ code: 'notation.bad-input', field: '*' });
  }
}

function actionText(a: GameAction): string {
  switch (a.type) {
    case 'deal':
      return a.pack ? `D-${a.pack.join('-')}` : 'D';
    case 'bid':
      return `B${a.seat}${BID_LETTER[a.bid]}`;
    case 'play':
      return `${a.seat}${a.card}`;
    case 'continue':
      return 'C';
  }
}

function parseAction(t: string, jokers: number): GameAction | null {
  if (t === 'D') return { type: 'deal' };
  if (t === 'C') return { type: 'continue' };
  if (t.startsWith('D-')) {
    const pack = parseCardList(t.slice(2), jokers, '-');
    return pack ? { type: 'deal', pack } : null;
  }
  let m = /^B([0-6])([SHDCN])$/.exec(t);
  if (m) return { type: 'bid', seat: Number(m[1]), bid: letterBid(m[2] as string) as Bid };
  m = /^([0-6])([A-Z0-9]{2,3})$/.exec(t);
  if (m && isPackCard(m[2], jokers)) return { type: 'play', seat: Number(m[1]), card: m[2] as GameCard };
  return null;
}

/** Parses a game record and replays it; the result is exactly the state the same seed and actions give. */
export function parseGameRecord(text: unknown): Result<GameState, NotationError> {
  const f = splitFields(text, 'g1');
  if (!f.ok) return f;
  const fields = f.value;
  for (const k of fields.keys()) if (!'npfra'.includes(k)) return err({ code: 'notation.unknown-field', field: k });
  const nf = fields.get('n');
  if (nf === undefined) return err({ code: 'notation.missing-field', field: 'n' });
  if (!/^-?(0|[1-9][0-9]{0,15})$/.test(nf) || !Number.isSafeInteger(Number(nf)) || nf === '-0') return err({ code: 'notation.bad-field', field: 'n' });
  const pf = fields.get('p');
  if (pf === undefined) return err({ code: 'notation.missing-field', field: 'p' });
  const players = digit(pf, 7);
  if (players === null || !isPlayerCount(players)) return err({ code: 'notation.bad-field', field: 'p' });
  const ff = fields.get('f');
  if (ff === undefined) return err({ code: 'notation.missing-field', field: 'f' });
  const firstDealer = digit(ff, players - 1);
  if (firstDealer === null) return err({ code: 'notation.bad-field', field: 'f' });
  const partial: Record<string, unknown> = {};
  const rf = fields.get('r');
  if (rf !== undefined) {
    for (const item of rf.split('.')) {
      const rc = RULE_CODES[item[0] ?? ''];
      const v = rc ? rc.from(item.slice(1)) : undefined;
      if (!rc || v === undefined || rc.key in partial || v === DEFAULT_RULES[rc.key]) return err({ code: 'notation.bad-field', field: 'r' });
      partial[rc.key] = v;
    }
  }
  const rules = makeRules(partial);
  if (!rules.ok) return err({ code: 'notation.bad-field', field: 'r' });
  const g = newGame({ seed: Number(nf), players, firstDealer, rules: partial });
  if (!g.ok) return err({ code: 'notation.bad-game', error: g.error });
  const af = fields.get('a');
  if (af === undefined) return ok(g.value);
  return replayActions(g.value, af.split('.'), (t) => parseAction(t, rules.value.jokers), apply);
}
