/**
 * Compact, URL-safe text forms, as parse/make pairs. Only unreserved URL characters are used (letters, digits,
 * '-', '.', '_', '~'), so a form can sit in a path or query string without escaping.
 *
 * Common conventions: fields are separated by '~'; each field is a one-letter key followed by its value; list items
 * are separated by '.'; cards are rank+suit ("JS", "TD"); seats are the digits 0-3 (P0..P3).
 *
 * (a) Drill position: a learner's view of one moment in a deal.
 *
 *     v1~tS~s2~a0123~l0~hJS.AC.7H~k0-8H.1-9H~xAS.KS.QS.TS~uQD
 *
 *     v1          format version (must come first)
 *     tS          trump suit
 *     s2          the learner's seat
 *     a0123       active seats, ascending
 *     l0          leader of the current trick
 *     hJS.AC.7H   the learner's hand (may be empty: "h")
 *     k0-8H.1-9H  the current trick so far, lead first, each play seat-card (optional; omitted when empty)
 *     xAS.KS      cards already played in earlier tricks (optional)
 *     uQD         the turned card, when the drill shows it (optional)
 *
 *     The trick must follow turn order from the leader among the active seats; no card may appear twice
 *     (the turned card excepted: it may also be in the hand, the trick or the played cards).
 *
 * (b) Whole game: the game's parameters and every action taken, replayed through `apply` on parse (like a chess
 *     game score: the state is exactly what the same seed and actions give on any machine).
 *
 *     g1~n42~f0~r01B.13B~s1~p5~aD.1AS.2KS.3QS.0TS
 *
 *     g1          format version (must come first)
 *     n42         seed (decimal integer, may be negative)
 *     f0          first dealer
 *     r01B.13B    rule switches that differ from the defaults: VP number + value ('A'/'B'; the first letter, upper
 *                 case, of a longer value such as F for 'follows-printed-suit'; digits for VP22) (optional)
 *     s1          schleipfen enabled (optional; default off)
 *     p5          settlement tariff (optional; default 1)
 *     a...        actions, '.'-separated:
 *                   D        deal from the game's RNG      D<72 chars>  deal a stacked pack (36 cards, top first)
 *                   1AS      P1 plays AS                   H2  P2 asks for hübscher
 *                   Y0 / N0  P0 agrees / refuses hübscher  S3  P3 hauls the last trick (schleipfe)
 *                   O1       P1 objects to the haul        E   score the deal (closes the last objection window)
 *                   C        continue after a scored deal
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { isPackCard } from './cards';
import { applyAll, newGame, type GameAction, type GameError, type GameState } from './game';
import type { TrickPlay } from './play';
import { DEFAULT_RULES, RULE_OPTIONS, type Rules } from './rules';
import { isSeat } from './seats';
import { err, ok, type Result, type Seat } from './types';
import { firstRepeat, parseList, splitFields as splitNotationFields, type CommonNotationError } from '../../../shared/notation';

export type NotationError = CommonNotationError<Card> | { code: 'notation.bad-trick-order'; index: number };


const splitFields = (text: unknown, version: string): Result<Map<string, string>, NotationError> => splitNotationFields(text, version);

const parseCards = (s: string): Card[] | null => parseList(s, isPackCard);

function parseSeatDigit(s: string): Seat | null {
  if (s.length !== 1) return null;
  const n = s.charCodeAt(0) - 48;
  return isSeat(n) ? n : null;
}

const isSuitLetter = (x: string): x is Suit => x === 'S' || x === 'H' || x === 'D' || x === 'C';

// ---------------------------------------------------------------------------------------------
// (a) Drill positions

export interface DrillPosition {
  trump: Suit;
  /** The learner's seat. */
  seat: Seat;
  /** Active seats, ascending. */
  active: Seat[];
  /** Leader of the current trick. */
  leader: Seat;
  hand: Card[];
  /** The current trick so far, lead first. */
  trick: TrickPlay[];
  /** Cards played in earlier tricks. */
  played: Card[];
  upcard?: Card;
}

/** The text form of a drill position; '' (which `parseDrill` refuses) for something that is not one. */
export function makeDrill(p: DrillPosition): string {
  try {
    return makeDrillUnsafe(p);
  } catch {
    return '';
  }
}

function makeDrillUnsafe(p: DrillPosition): string {
  const f = [`v1`, `t${p.trump}`, `s${p.seat}`, `a${p.active.join('')}`, `l${p.leader}`, `h${p.hand.join('.')}`];
  if (p.trick.length > 0) f.push(`k${p.trick.map((x) => `${x.seat}-${x.card}`).join('.')}`);
  if (p.played.length > 0) f.push(`x${p.played.join('.')}`);
  if (p.upcard !== undefined) f.push(`u${p.upcard}`);
  return f.join('~');
}

export function parseDrill(text: unknown): Result<DrillPosition, NotationError> {
  const fr = splitFields(text, 'v1');
  if (!fr.ok) return fr;
  const f = fr.value;
  for (const k of f.keys()) if (!'tsalhkxu'.includes(k)) return err({ code: 'notation.unknown-field', field: k });
  for (const k of 'tsalh') if (!f.has(k)) return err({ code: 'notation.missing-field', field: k });
  const bad = (field: string) => err({ code: 'notation.bad-field', field } as NotationError);

  const t = f.get('t') as string;
  if (!isSuitLetter(t)) return bad('t');
  const seat = parseSeatDigit(f.get('s') as string);
  if (seat === null) return bad('s');
  const aText = f.get('a') as string;
  if (!/^[0-3]{2,4}$/.test(aText)) return bad('a');
  const active = [...aText].map((c) => Number(c) as Seat);
  for (let i = 1; i < active.length; i++) if ((active[i] as number) <= (active[i - 1] as number)) return bad('a');
  if (!active.includes(seat)) return bad('s');
  const leader = parseSeatDigit(f.get('l') as string);
  if (leader === null || !active.includes(leader)) return bad('l');
  const hand = parseCards(f.get('h') as string);
  if (!hand || hand.length > 9) return bad('h');

  const trick: TrickPlay[] = [];
  const kText = f.get('k');
  if (kText !== undefined) {
    if (kText === '') return bad('k');
    const rot: Seat[] = [];
    for (let i = 0; i < 4; i++) {
      const st = ((leader + i) % 4) as Seat;
      if (active.includes(st)) rot.push(st);
    }
    const items = kText.split('.');
    if (items.length > active.length) return bad('k');
    for (let i = 0; i < items.length; i++) {
      const m = /^([0-3])-(.{2})$/.exec(items[i] as string);
      if (!m || !isPackCard(m[2])) return bad('k');
      const s = Number(m[1]) as Seat;
      if (s !== rot[i]) return err({ code: 'notation.bad-trick-order', index: i });
      trick.push({ seat: s, card: m[2] });
    }
  }
  let played: Card[] = [];
  const xText = f.get('x');
  if (xText !== undefined) {
    const x = parseCards(xText);
    if (!x || x.length === 0) return bad('x');
    played = x;
  }
  let upcard: Card | undefined;
  const uText = f.get('u');
  if (uText !== undefined) {
    if (!isPackCard(uText)) return bad('u');
    upcard = uText;
  }
  const twice = firstRepeat([...hand, ...trick.map((p) => p.card), ...played]);
  if (twice !== undefined) return err({ code: 'notation.duplicate-card', card: twice });
  const pos: DrillPosition = { trump: t, seat, active, leader, hand, trick, played };
  if (upcard !== undefined) pos.upcard = upcard;
  return ok(pos);
}

// ---------------------------------------------------------------------------------------------
// (b) Whole games

function valueCode(v: unknown): string {
  if (typeof v === 'number') return String(v);
  const s = typeof v === 'string' ? v : '?';
  return s === 'A' || s === 'B' ? s : s.charAt(0).toUpperCase();
}

/** Rule switches that differ from the defaults, e.g. "01B.13B.225". */
export function makeRulesCode(rules: Rules): string {
  if (rules === null || typeof rules !== 'object') return '';
  const parts: string[] = [];
  for (const key of Object.keys(RULE_OPTIONS) as (keyof Rules)[]) {
    if (rules[key] !== DEFAULT_RULES[key]) parts.push(key.slice(2) + valueCode(rules[key]));
  }
  return parts.join('.');
}

export function parseRulesCode(text: string): Partial<Rules> | null {
  if (typeof text !== 'string') return null;
  const out: Record<string, unknown> = {};
  if (text === '') return out as Partial<Rules>;
  for (const part of text.split('.')) {
    const key = `VP${part.slice(0, 2)}`;
    const code = part.slice(2);
    if (!(key in RULE_OPTIONS) || key in out || code === '') return null;
    const options = RULE_OPTIONS[key as keyof Rules] as readonly unknown[];
    if (key === 'VP22') {
      if (!/^[1-9][0-9]?$/.test(code)) return null;
      out[key] = Number(code);
    } else {
      const v = options.find((o) => valueCode(o) === code);
      if (v === undefined) return null;
      out[key] = v;
    }
  }
  return out as Partial<Rules>;
}

function actionCode(a: GameAction): string {
  switch (a.type) {
    case 'deal':
      return a.pack ? `D${a.pack.join('')}` : 'D';
    case 'play':
      return `${a.seat}${a.card}`;
    case 'huebscher':
      return `H${a.seat}`;
    case 'huebscher-answer':
      return `${a.agree ? 'Y' : 'N'}${a.seat}`;
    case 'haul':
      return `S${a.seat}`;
    case 'object':
      return `O${a.seat}`;
    case 'score':
      return 'E';
    case 'continue':
      return 'C';
  }
}

function parseAction(code: string): GameAction | null {
  if (code === 'D') return { type: 'deal' };
  if (code === 'E') return { type: 'score' };
  if (code === 'C') return { type: 'continue' };
  if (code.length === 73 && code[0] === 'D') {
    const pack: Card[] = [];
    for (let i = 1; i < 73; i += 2) {
      const c = code.slice(i, i + 2);
      if (!isPackCard(c)) return null;
      pack.push(c);
    }
    return { type: 'deal', pack };
  }
  if (code.length === 2) {
    const seat = parseSeatDigit(code[1] as string);
    if (seat === null) return null;
    switch (code[0]) {
      case 'H':
        return { type: 'huebscher', seat };
      case 'Y':
        return { type: 'huebscher-answer', seat, agree: true };
      case 'N':
        return { type: 'huebscher-answer', seat, agree: false };
      case 'S':
        return { type: 'haul', seat };
      case 'O':
        return { type: 'object', seat };
    }
    return null;
  }
  if (code.length === 3) {
    const seat = parseSeatDigit(code[0] as string);
    const card = code.slice(1);
    if (seat === null || !isPackCard(card)) return null;
    return { type: 'play', seat, card };
  }
  return null;
}

function numberCode(n: number): string {
  // '+' (in exponent forms such as 1e+21) is not an unreserved character; Number() reads the form without it.
  return String(n).replace('+', '');
}

/** The text form of a game; '' (which `parseGame` refuses) for something that is not a game state. */
export function makeGame(state: GameState): string {
  try {
    return makeGameUnsafe(state);
  } catch {
    return '';
  }
}

function makeGameUnsafe(state: GameState): string {
  const f = ['g1', `n${numberCode(state.seed)}`, `f${state.firstDealer}`];
  const r = makeRulesCode(state.rules);
  if (r !== '') f.push(`r${r}`);
  if (state.options.schleipfen) f.push('s1');
  if (state.options.tariff !== 1) f.push(`p${numberCode(state.options.tariff)}`);
  if (state.actions.length > 0) f.push(`a${state.actions.map(actionCode).join('.')}`);
  return f.join('~');
}

export function parseGame(text: unknown): Result<GameState, NotationError> {
  const fr = splitFields(text, 'g1');
  if (!fr.ok) return fr;
  const f = fr.value;
  for (const k of f.keys()) if (!'nfrspa'.includes(k)) return err({ code: 'notation.unknown-field', field: k });
  for (const k of 'nf') if (!f.has(k)) return err({ code: 'notation.missing-field', field: k });
  const bad = (field: string) => err({ code: 'notation.bad-field', field } as NotationError);
  const nText = f.get('n') as string;
  if (!/^(0|-?[1-9][0-9]{0,15})$/.test(nText)) return bad('n');
  const seed = Number(nText);
  const firstDealer = parseSeatDigit(f.get('f') as string);
  if (firstDealer === null) return bad('f');
  const rText = f.get('r');
  const rules = rText === undefined ? {} : rText === '' ? null : parseRulesCode(rText);
  if (!rules) return bad('r');
  const sText = f.get('s');
  if (sText !== undefined && sText !== '1') return bad('s');
  const pText = f.get('p');
  let tariff = 1;
  if (pText !== undefined) {
    if (!/^[0-9]+(\.[0-9]+)?(e-?[0-9]+)?$/.test(pText)) return bad('p');
    tariff = Number(pText);
    // Only the canonical spelling is accepted, so that one game has one text.
    if (numberCode(tariff) !== pText || tariff === 1) return bad('p');
  }
  const g = newGame({ seed, firstDealer, rules, schleipfen: sText === '1', tariff });
  if (!g.ok) return err({ code: 'notation.bad-game', error: g.error });
  let state = g.value;
  const aText = f.get('a');
  if (aText !== undefined) {
    if (aText === '') return bad('a');
    const codes = aText.split('.');
    const actions: GameAction[] = [];
    for (let i = 0; i < codes.length; i++) {
      const a = parseAction(codes[i] as string);
      if (!a) return err({ code: 'notation.bad-action', index: i });
      actions.push(a);
    }
    // One linear replay (applyAll appends to its own copy of the action list and log).
    const r = applyAll(state, actions);
    if (!r.ok) {
      const { index, ...error } = r.error;
      return err({ code: 'notation.illegal-action', index: index ?? 0, error: error as GameError });
    }
    state = r.value;
  }
  return ok(state);
}
