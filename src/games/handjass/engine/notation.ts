/**
 * Compact, URL-safe text forms as parse/make pairs (letters, digits, '-', '.', '_', '~' only). Fields are
 * separated by '~', each a one-letter key and its value; list items by '.'; cards are rank+suit ("JH", "TS").
 *
 * (a) Drill position (a learner's view of one moment of play):
 *
 *     p1~tH~n4~s2~l0~hJH.AS.7C~k0-7H.1-8H~xAS.KS~uQD
 *
 *     p1      format version (first)
 *     tH      trump suit
 *     n4      number of active players in the deal (2-4); positions are 0..n-1 in play order
 *     s2      the learner's position
 *     l0      leader of the current trick
 *     hJH.AS  the learner's hand ("h" alone: empty)
 *     k0-7H   the current trick, lead first, position-card (optional)
 *     xAS.KS  cards played in earlier tricks (optional)
 *     uQD     the turned card (optional)
 *
 * (b) Whole game (seed, table, rules and every action, replayed through `apply` on parse):
 *
 *     g1~n42~p4~f0~rthreshold_21.bessern_1~aD.C0p.C1s.C2p.C3p.0AS.1KS...
 *
 *     g1 version; n seed; p players; f first dealer (omitted when it was drawn from the seed); r rule options that
 *     differ from the defaults as name_value (booleans 1/0); a actions, '.'-separated:
 *       D            deal from the game's RNG          D<72 chars>   deal a stacked pack (36 cards, top first)
 *       B0 / B0AS7H6C  seat 0 keeps / exchanges three cards (Bessern)
 *       C0p C0s C0b  seat 0 plays / passes / takes the blind
 *       K0y K0n      seat 0 agrees / refuses the mutual claim
 *       X0y X0n      seat 0 swaps / keeps the trump 6
 *       0AS          seat 0 plays AS; suffixes: w50 announces Weis 50, s says Stöck, q keeps quiet about Stöck
 *       N            continue after a scored deal
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { err, ok, type Result } from '../../../shared/result';
import { isHjCard, isHjSuit } from './cards';
import { apply, newGame, type GameAction, type GameState } from './game';
import { DEFAULT_RULES, RULE_OPTIONS, type Rules } from './rules';
import { URL_SAFE, firstRepeat, parseList, replayActions, splitFields as splitNotationFields, type CommonNotationError } from '../../../shared/notation';

export type NotationError = CommonNotationError<Card> | { code: 'notation.bad-position'; problem: string };

const splitFields = (text: unknown, version: string, keys: string): Result<Map<string, string>, NotationError> =>
  splitNotationFields(text, version, { allowed: keys, maxLength: 500_000 });

const parseCardList = (s: string): Card[] | null => parseList(s, isHjCard);

// ---------------------------------------------------------------------------------------------
// (a) Drill positions

export interface DrillPosition {
  trump: Suit;
  /** Active players in the deal (2-4); positions 0..players-1 in play order. */
  players: number;
  /** The learner's position. */
  seat: number;
  /** Leader of the current trick. */
  leader: number;
  hand: Card[];
  /** The current trick, lead first. */
  trick: { seat: number; card: Card }[];
  /** Cards played in earlier tricks. */
  played: Card[];
  turned?: Card;
}

function validPosition(p: DrillPosition): NotationError | null {
  if (!isHjSuit(p.trump)) return { code: 'notation.bad-field', field: 't' };
  if (![2, 3, 4].includes(p.players)) return { code: 'notation.bad-field', field: 'n' };
  const inRange = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < p.players;
  if (!inRange(p.seat)) return { code: 'notation.bad-field', field: 's' };
  if (!inRange(p.leader)) return { code: 'notation.bad-field', field: 'l' };
  if (!Array.isArray(p.hand) || !p.hand.every(isHjCard) || p.hand.length > 12) return { code: 'notation.bad-field', field: 'h' };
  if (!Array.isArray(p.trick) || p.trick.length >= p.players) return { code: 'notation.bad-field', field: 'k' };
  for (let i = 0; i < p.trick.length; i++) {
    const t = p.trick[i];
    if (!t || !isHjCard(t.card) || t.seat !== (p.leader + i) % p.players) return { code: 'notation.bad-position', problem: 'trick-order' };
  }
  if (p.trick.some((t) => t.seat === p.seat)) return { code: 'notation.bad-position', problem: 'learner-already-played' };
  if (!Array.isArray(p.played) || !p.played.every(isHjCard)) return { code: 'notation.bad-field', field: 'x' };
  if (p.turned !== undefined && !isHjCard(p.turned)) return { code: 'notation.bad-field', field: 'u' };
  const twice = firstRepeat([...p.hand, ...p.trick.map((t) => t.card), ...p.played]);
  return twice === undefined ? null : { code: 'notation.duplicate-card', card: twice };
}

export function makePosition(p: DrillPosition): Result<string, NotationError> {
  if (p === null || typeof p !== 'object') return err({ code: 'notation.bad-position', problem: 'not-an-object' });
  const e = validPosition(p);
  if (e) return err(e);
  const parts = ['p1', `t${p.trump}`, `n${p.players}`, `s${p.seat}`, `l${p.leader}`, `h${p.hand.join('.')}`];
  if (p.trick.length) parts.push(`k${p.trick.map((t) => `${t.seat}-${t.card}`).join('.')}`);
  if (p.played.length) parts.push(`x${p.played.join('.')}`);
  if (p.turned) parts.push(`u${p.turned}`);
  return ok(parts.join('~'));
}

export function parsePosition(text: unknown): Result<DrillPosition, NotationError> {
  const f = splitFields(text, 'p1', 'tnslhkxu');
  if (!f.ok) return f;
  const m = f.value;
  for (const k of 'tnslh') if (!m.has(k)) return err({ code: 'notation.missing-field', field: k });
  const num = (k: string): number => (/^[0-9]$/.test(m.get(k) as string) ? Number(m.get(k)) : -1);
  const hand = parseCardList(m.get('h') as string);
  if (!hand) return err({ code: 'notation.bad-field', field: 'h' });
  const trick: { seat: number; card: Card }[] = [];
  const k = m.get('k');
  if (k !== undefined) {
    for (const item of k.split('.')) {
      const mm = /^([0-3])-(.+)$/.exec(item);
      if (!mm || !isHjCard(mm[2])) return err({ code: 'notation.bad-field', field: 'k' });
      trick.push({ seat: Number(mm[1]), card: mm[2] });
    }
  }
  const played = m.has('x') ? parseCardList(m.get('x') as string) : [];
  if (!played) return err({ code: 'notation.bad-field', field: 'x' });
  const pos: DrillPosition = { trump: m.get('t') as Suit, players: num('n'), seat: num('s'), leader: num('l'), hand, trick, played };
  const u = m.get('u');
  if (u !== undefined) {
    if (!isHjCard(u)) return err({ code: 'notation.bad-field', field: 'u' });
    pos.turned = u;
  }
  const e = validPosition(pos);
  return e ? err(e) : ok(pos);
}

// ---------------------------------------------------------------------------------------------
// (b) Whole games

function actionText(a: GameAction): string {
  switch (a.type) {
    case 'deal':
      return a.pack ? `D${a.pack.join('')}` : 'D';
    case 'bessern':
      return `B${a.seat}${a.discard.join('')}`;
    case 'choose':
      return `C${a.seat}${a.choice === 'play' ? 'p' : a.choice === 'pass' ? 's' : 'b'}`;
    case 'claim':
      return `K${a.seat}${a.agree ? 'y' : 'n'}`;
    case 'six':
      return `X${a.seat}${a.swap ? 'y' : 'n'}`;
    case 'play':
      return `${a.seat}${a.card}${a.announce !== undefined ? `w${a.announce}` : ''}${a.stoeck === true ? 's' : a.stoeck === false ? 'q' : ''}`;
    case 'continue':
      return 'N';
  }
}

function cardsIn(s: string): Card[] | null {
  if (s.length % 2 !== 0) return null;
  const out: Card[] = [];
  for (let i = 0; i < s.length; i += 2) {
    const c = s.slice(i, i + 2);
    if (!isHjCard(c)) return null;
    out.push(c);
  }
  return out;
}

function parseAction(t: string): GameAction | null {
  let m: RegExpExecArray | null;
  if (t === 'D') return { type: 'deal' };
  if (t === 'N') return { type: 'continue' };
  if (t[0] === 'D') {
    const pack = cardsIn(t.slice(1));
    return pack && pack.length === 36 ? { type: 'deal', pack } : null;
  }
  if ((m = /^B([0-3])((?:[AKQJT9876][SHDC]){0,3})$/.exec(t))) {
    const discard = cardsIn(m[2] as string);
    return discard ? { type: 'bessern', seat: Number(m[1]), discard } : null;
  }
  if ((m = /^C([0-3])([psb])$/.exec(t))) return { type: 'choose', seat: Number(m[1]), choice: m[2] === 'p' ? 'play' : m[2] === 's' ? 'pass' : 'blind' };
  if ((m = /^K([0-3])([yn])$/.exec(t))) return { type: 'claim', seat: Number(m[1]), agree: m[2] === 'y' };
  if ((m = /^X([0-3])([yn])$/.exec(t))) return { type: 'six', seat: Number(m[1]), swap: m[2] === 'y' };
  if ((m = /^([0-3])([AKQJT9876][SHDC])(?:w(20|50|100|200))?([sq]?)$/.exec(t))) {
    const a: GameAction = { type: 'play', seat: Number(m[1]), card: m[2] as Card };
    if (m[3]) a.announce = Number(m[3]);
    if (m[4]) a.stoeck = m[4] === 's';
    return a;
  }
  return null;
}

function ruleText(rules: Rules): string {
  const parts: string[] = [];
  for (const k of Object.keys(DEFAULT_RULES) as (keyof Rules)[]) {
    const v = rules[k];
    if (v === DEFAULT_RULES[k]) continue;
    parts.push(`${k}_${typeof v === 'boolean' ? (v ? 1 : 0) : v}`);
  }
  return parts.join('.');
}

function parseRules(s: string): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  if (s === '') return out;
  for (const item of s.split('.')) {
    const i = item.indexOf('_');
    if (i <= 0) return null;
    const k = item.slice(0, i);
    const raw = item.slice(i + 1);
    if (!Object.prototype.hasOwnProperty.call(RULE_OPTIONS, k)) return null;
    const allowed = RULE_OPTIONS[k as keyof Rules] as readonly unknown[];
    const v = allowed.find((x) => (typeof x === 'boolean' ? (x ? '1' : '0') : String(x)) === raw);
    if (v === undefined) return null;
    out[k] = v;
  }
  return out;
}

/** The whole-game text of a state. */
export function makeGameNotation(state: GameState): Result<string, NotationError> {
  if (state === null || typeof state !== 'object' || !Array.isArray(state.actions) || typeof state.seed !== 'number') return err({ code: 'notation.bad-game', error: 'not-a-state' });
  try {
    const parts = ['g1', `n${state.seed}`, `p${state.players}`];
    if (!state.dealerDrawn) parts.push(`f${state.firstDealer}`);
    const r = ruleText(state.rules);
    if (r) parts.push(`r${r}`);
    if (state.actions.length) parts.push(`a${state.actions.map(actionText).join('.')}`);
    const text = parts.join('~');
    return URL_SAFE.test(text) ? ok(text) : err({ code: 'notation.bad-game', error: 'not-a-state' });
  } catch {
    return err({ code: 'notation.bad-game', error: 'not-a-state' });
  }
}

/** Replays a whole-game text into its state. */
export function parseGameNotation(text: unknown): Result<GameState, NotationError> {
  const f = splitFields(text, 'g1', 'npfra');
  if (!f.ok) return f;
  const m = f.value;
  for (const k of 'np') if (!m.has(k)) return err({ code: 'notation.missing-field', field: k });
  if (!/^-?[0-9]{1,16}$/.test(m.get('n') as string)) return err({ code: 'notation.bad-field', field: 'n' });
  if (!/^[234]$/.test(m.get('p') as string)) return err({ code: 'notation.bad-field', field: 'p' });
  const fd = m.get('f');
  if (fd !== undefined && !/^[0-3]$/.test(fd)) return err({ code: 'notation.bad-field', field: 'f' });
  const rules = parseRules(m.get('r') ?? '');
  if (!rules) return err({ code: 'notation.bad-field', field: 'r' });
  const g = newGame({ seed: Number(m.get('n')), players: Number(m.get('p')), rules, ...(fd !== undefined ? { firstDealer: Number(fd) } : {}) });
  if (!g.ok) return err({ code: 'notation.bad-game', error: g.error });
  const a = m.get('a');
  return replayActions(g.value, a === undefined || a === '' ? [] : a.split('.'), parseAction, apply);
}
