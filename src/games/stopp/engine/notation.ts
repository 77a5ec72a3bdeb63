/**
 * Compact, URL-safe text forms, as parse/make pairs (only unreserved URL characters: letters, digits, '-', '.',
 * '_', '~'). Fields are separated by '~', each a one-letter key and its value; list items by '.'; cards are
 * rank+suit ("QH"); seats are digits (P0 = 0).
 *
 * (a) Drill position: one moment of a deal, as a drill shows it.
 *
 *     s1~n4~m0~hAH.3H.2C-6-5-4~t1~p0-5H~w~xKD.QD~rf1
 *
 *     s1            format version (must come first)
 *     n4            players in the deal (2-6), seats 0..n-1 clockwise from forehand
 *     m0            the learner's seat (optional)
 *     h...          hands by seat, '-'-separated: a '.'-list of cards, or a number of hidden cards
 *     t1            the seat to act (lead when the pile is empty, else beat or say Stopp)
 *     p0-5H.1-8H    the pile so far, first card first, each seat-card (optional)
 *     w23           seats that said Stopp since the top card, in order (optional)
 *     xKD.QD        cards already turned away in this deal (optional)
 *     r...          rule options that differ from the defaults (optional, see below)
 *
 * (b) Whole game: the parameters and every action, replayed through `apply` on parse.
 *
 *     g1~n42~p4~f3~rf1~aD.0AS.C
 *
 *     g1            format version (must come first)
 *     n42           seed (decimal integer, may be negative)
 *     p4            seats at the table (3-6)
 *     f3            first dealer (optional; omitted = drawn from the seed)
 *     r...          rule options (optional)
 *     a...          actions, '.'-separated: D deal from the game's RNG; D<104 chars> deal a stacked pack (top
 *                   first); 1AS seat 1 plays AS; S2 seat 2 announces Stopp (OP9); C continue after a deal
 *
 * Rule options: items '.'-separated, each the option's letter (a = ranking, b = dealer_rotation, c = deal_method,
 * d = beat_choice, e = short_payment, f = solo_continue, g = next_leader, h = pot_payout, i = stopp_call, in
 * RULE_KEYS order) and the index of its value in RULE_OPTIONS (0 = default), e.g. "rf1.a1".
 */
import { beats, isCard } from './cards';
import { apply, newGame, type GameAction, type GameState } from './game';
import { DEFAULT_RULES, RULE_KEYS, RULE_OPTIONS, makeRules, type Rules } from './rules';
import { err, isObj, ok, type Card, type Result, type Seat } from './types';
import { parseList, replayActions, splitFields as splitNotationFields, type CommonNotationError } from '../../../shared/notation';

export type NotationError = CommonNotationError<Card> | { code: 'notation.bad-pile'; index: number } | { code: 'notation.bad-input'; field: string };

const RULE_LETTERS = 'abcdefghi';

const splitFields = (text: unknown, version: string, allowed: string): Result<Map<string, string>, NotationError> =>
  splitNotationFields(text, version, { allowed: allowed });

const parseCardList = (s: string): Card[] | null => parseList(s, isCard);

function parseInt10(s: string, lo: number, hi: number): number | null {
  if (!/^-?(0|[1-9][0-9]{0,15})$/.test(s)) return null;
  const v = Number(s);
  return Number.isSafeInteger(v) && v >= lo && v <= hi ? v : null;
}

function digitSeat(s: string, n: number): Seat | null {
  if (s.length !== 1) return null;
  const v = s.charCodeAt(0) - 48;
  return v >= 0 && v < n ? v : null;
}

/** Rule options as text ('' when all are defaults). */
export function makeRulesText(rules: Partial<Rules>): string {
  const items: string[] = [];
  if (!rules || typeof rules !== 'object') return '';
  RULE_KEYS.forEach((k, i) => {
    const v = (rules as Record<string, unknown>)[k];
    if (v === undefined || v === DEFAULT_RULES[k]) return;
    const idx = (RULE_OPTIONS[k] as readonly unknown[]).indexOf(v);
    if (idx > 0) items.push(`${RULE_LETTERS[i]}${idx}`);
  });
  return items.join('.');
}

/** Parses rule options text into the options that differ from the defaults. */
export function parseRulesText(s: unknown): Result<Partial<Rules>, NotationError> {
  if (typeof s !== 'string') return err({ code: 'notation.not-a-string' });
  const out: Record<string, unknown> = {};
  if (s === '') return ok({});
  for (const item of s.split('.')) {
    const i = RULE_LETTERS.indexOf(item[0] ?? '?');
    const key = RULE_KEYS[i];
    if (i < 0 || !key || item.length !== 2) return err({ code: 'notation.bad-field', field: 'r' });
    const vals = RULE_OPTIONS[key] as readonly unknown[];
    const idx = item.charCodeAt(1) - 48;
    if (idx < 1 || idx >= vals.length || key in out) return err({ code: 'notation.bad-field', field: 'r' });
    out[key] = vals[idx];
  }
  return ok(out as Partial<Rules>);
}

// ---------------------------------------------------------------------------------------------
// (a) Drill positions

export interface DrillPosition {
  /** Players in the deal, seats 0..players-1 clockwise from forehand. */
  players: number;
  /** The learner's seat, or null. */
  seat: Seat | null;
  /** Hands by seat: the cards, or how many hidden cards. */
  hands: (Card[] | number)[];
  /** The seat to act. */
  turn: Seat;
  /** The pile, first card first. */
  pile: { seat: Seat; card: Card }[];
  stoppedSince: Seat[];
  turned: Card[];
  /** Rule options that differ from the defaults. */
  rules: Partial<Rules>;
}

/** Checks a drill position (what `makePosition` accepts and `parsePosition` returns). */
export function validatePosition(x: unknown): Result<DrillPosition, NotationError> {
  if (!isObj(x)) return err({ code: 'notation.bad-input', field: '*' });
  const n = x.players;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 2 || n > 6) return err({ code: 'notation.bad-input', field: 'players' });
  const seat = x.seat === undefined ? null : x.seat;
  if (seat !== null && (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= n)) return err({ code: 'notation.bad-input', field: 'seat' });
  if (!Array.isArray(x.hands) || x.hands.length !== n) return err({ code: 'notation.bad-input', field: 'hands' });
  const seen = new Set<string>();
  const use = (c: Card): NotationError | null => {
    if (seen.has(c)) return { code: 'notation.duplicate-card', card: c };
    seen.add(c);
    return null;
  };
  let total = 0;
  const hands: (Card[] | number)[] = [];
  for (const h of x.hands) {
    if (typeof h === 'number') {
      if (!Number.isInteger(h) || h < 1 || h > 52) return err({ code: 'notation.bad-input', field: 'hands' });
      total += h;
      hands.push(h);
    } else if (Array.isArray(h) && h.length <= 52 && h.every(isCard)) {
      for (const c of h) {
        const e = use(c);
        if (e) return err(e);
      }
      total += h.length;
      hands.push([...h]);
    } else return err({ code: 'notation.bad-input', field: 'hands' });
  }
  const turn = x.turn;
  if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 0 || turn >= n) return err({ code: 'notation.bad-input', field: 'turn' });
  const r = makeRules(x.rules ?? {});
  if (!r.ok) return err({ code: 'notation.bad-input', field: 'rules' });
  if (!Array.isArray(x.pile) || x.pile.length > 52) return err({ code: 'notation.bad-input', field: 'pile' });
  const pile: { seat: Seat; card: Card }[] = [];
  for (let i = 0; i < x.pile.length; i++) {
    const p = x.pile[i] as unknown;
    if (!isObj(p) || typeof p.seat !== 'number' || !Number.isInteger(p.seat) || p.seat < 0 || p.seat >= n || !isCard(p.card)) return err({ code: 'notation.bad-pile', index: i });
    const prev = pile[i - 1];
    if (prev && !beats(p.card, prev.card, r.value.ranking)) return err({ code: 'notation.bad-pile', index: i });
    const e = use(p.card);
    if (e) return err(e);
    pile.push({ seat: p.seat, card: p.card });
  }
  if (!Array.isArray(x.stoppedSince) || x.stoppedSince.length >= n || !x.stoppedSince.every((s) => typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < n)) return err({ code: 'notation.bad-input', field: 'stoppedSince' });
  if (new Set(x.stoppedSince).size !== x.stoppedSince.length || (x.stoppedSince.length > 0 && pile.length === 0)) return err({ code: 'notation.bad-input', field: 'stoppedSince' });
  if (!Array.isArray(x.turned) || x.turned.length > 52 || !x.turned.every(isCard)) return err({ code: 'notation.bad-input', field: 'turned' });
  for (const c of x.turned) {
    const e = use(c);
    if (e) return err(e);
  }
  if (total + seen.size - hands.filter(Array.isArray).reduce((a, h) => a + (h as Card[]).length, 0) > 52) return err({ code: 'notation.bad-input', field: 'hands' });
  const rulesDiff: Record<string, unknown> = {};
  for (const k of RULE_KEYS) if (r.value[k] !== DEFAULT_RULES[k]) rulesDiff[k] = r.value[k];
  return ok({ players: n, seat, hands, turn, pile, stoppedSince: [...(x.stoppedSince as Seat[])], turned: [...(x.turned as Card[])], rules: rulesDiff as Partial<Rules> });
}

export function makePosition(pos: DrillPosition): Result<string, NotationError> {
  const v = validatePosition(pos);
  if (!v.ok) return v;
  const p = v.value;
  const parts = ['s1', `n${p.players}`];
  if (p.seat !== null) parts.push(`m${p.seat}`);
  parts.push(`h${p.hands.map((h) => (typeof h === 'number' ? String(h) : h.join('.'))).join('-')}`);
  parts.push(`t${p.turn}`);
  if (p.pile.length > 0) parts.push(`p${p.pile.map((x) => `${x.seat}-${x.card}`).join('.')}`);
  if (p.stoppedSince.length > 0) parts.push(`w${p.stoppedSince.join('')}`);
  if (p.turned.length > 0) parts.push(`x${p.turned.join('.')}`);
  const r = makeRulesText(p.rules);
  if (r) parts.push(`r${r}`);
  return ok(parts.join('~'));
}

export function parsePosition(text: unknown): Result<DrillPosition, NotationError> {
  const f = splitFields(text, 's1', 'nmhtpwxr');
  if (!f.ok) return f;
  const fields = f.value;
  for (const k of ['n', 'h', 't']) if (!fields.has(k)) return err({ code: 'notation.missing-field', field: k });
  const n = parseInt10(fields.get('n') as string, 2, 6);
  if (n === null) return err({ code: 'notation.bad-field', field: 'n' });
  let seat: Seat | null = null;
  if (fields.has('m')) {
    seat = digitSeat(fields.get('m') as string, n);
    if (seat === null) return err({ code: 'notation.bad-field', field: 'm' });
  }
  const hs = (fields.get('h') as string).split('-');
  if (hs.length !== n) return err({ code: 'notation.bad-field', field: 'h' });
  const hands: (Card[] | number)[] = [];
  for (const h of hs) {
    if (/^[0-9]+$/.test(h)) {
      const c = parseInt10(h, 1, 52);
      if (c === null) return err({ code: 'notation.bad-field', field: 'h' });
      hands.push(c);
    } else {
      const l = parseCardList(h);
      if (!l) return err({ code: 'notation.bad-field', field: 'h' });
      hands.push(l);
    }
  }
  const turn = digitSeat(fields.get('t') as string, n);
  if (turn === null) return err({ code: 'notation.bad-field', field: 't' });
  const pile: { seat: Seat; card: Card }[] = [];
  const ps = fields.get('p');
  if (ps !== undefined) {
    for (const item of ps.split('.')) {
      const [a, b, ...rest] = item.split('-');
      const s = digitSeat(a ?? '', n);
      if (s === null || !isCard(b) || rest.length > 0) return err({ code: 'notation.bad-field', field: 'p' });
      pile.push({ seat: s, card: b });
    }
  }
  const stoppedSince: Seat[] = [];
  for (const ch of fields.get('w') ?? '') {
    const s = digitSeat(ch, n);
    if (s === null) return err({ code: 'notation.bad-field', field: 'w' });
    stoppedSince.push(s);
  }
  const turned = parseCardList(fields.get('x') ?? '');
  if (!turned || (fields.has('x') && turned.length === 0)) return err({ code: 'notation.bad-field', field: 'x' });
  const rules = parseRulesText(fields.get('r') ?? '');
  if (!rules.ok) return rules;
  return validatePosition({ players: n, seat, hands, turn, pile, stoppedSince, turned, rules: rules.value });
}

// ---------------------------------------------------------------------------------------------
// (b) Whole games

function actionText(a: GameAction): string {
  switch (a.type) {
    case 'deal':
      return a.pack ? `D${a.pack.join('')}` : 'D';
    case 'play':
      return `${a.seat}${a.card}`;
    case 'stopp':
      return `S${a.seat}`;
    case 'continue':
      return 'C';
  }
}

function parseAction(t: string, n: number): GameAction | null {
  if (t === 'D') return { type: 'deal' };
  if (t === 'C') return { type: 'continue' };
  if (t[0] === 'D' && t.length === 105) {
    const pack: Card[] = [];
    for (let i = 1; i < t.length; i += 2) {
      const c = t.slice(i, i + 2);
      if (!isCard(c)) return null;
      pack.push(c);
    }
    return { type: 'deal', pack };
  }
  if (t[0] === 'S' && t.length === 2) {
    const s = digitSeat(t[1] as string, n);
    return s === null ? null : { type: 'stopp', seat: s };
  }
  if (t.length === 3) {
    const s = digitSeat(t[0] as string, n);
    const c = t.slice(1);
    return s !== null && isCard(c) ? { type: 'play', seat: s, card: c } : null;
  }
  return null;
}

export function makeGame(state: GameState): Result<string, NotationError> {
  try {
    if (!isObj(state) || !Array.isArray(state.actions) || typeof state.seed !== 'number' || typeof state.players !== 'number') return err({ code: 'notation.bad-input', field: 'state' });
    const parts = ['g1', `n${state.seed}`, `p${state.players}`];
    if (state.firstDealer !== null && state.firstDealer !== undefined) parts.push(`f${state.firstDealer}`);
    const r = makeRulesText(state.rules ?? {});
    if (r) parts.push(`r${r}`);
    if (state.actions.length > 0) parts.push(`a${state.actions.map(actionText).join('.')}`);
    return ok(parts.join('~'));
  } catch {
    return err({ code: 'notation.bad-input', field: 'state' });
  }
}

export function parseGame(text: unknown): Result<GameState, NotationError> {
  const f = splitFields(text, 'g1', 'npfra');
  if (!f.ok) return f;
  const fields = f.value;
  for (const k of ['n', 'p']) if (!fields.has(k)) return err({ code: 'notation.missing-field', field: k });
  const seed = parseInt10(fields.get('n') as string, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (seed === null) return err({ code: 'notation.bad-field', field: 'n' });
  const players = parseInt10(fields.get('p') as string, 3, 6);
  if (players === null) return err({ code: 'notation.bad-field', field: 'p' });
  let firstDealer: Seat | undefined;
  if (fields.has('f')) {
    const d = digitSeat(fields.get('f') as string, players);
    if (d === null) return err({ code: 'notation.bad-field', field: 'f' });
    firstDealer = d;
  }
  const rules = parseRulesText(fields.get('r') ?? '');
  if (!rules.ok) return rules;
  const g = newGame({ seed, players, rules: rules.value, ...(firstDealer === undefined ? {} : { firstDealer }) });
  if (!g.ok) return err({ code: 'notation.bad-game', error: g.error });
  const as = fields.get('a');
  return as === undefined ? ok(g.value) : replayActions(g.value, as.split('.'), (t) => parseAction(t, players), apply);
}
