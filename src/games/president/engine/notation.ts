/**
 * Compact, URL-safe text forms as parse/make pairs (only letters, digits, '-', '.', '_', '~'). Fields are separated
 * by '~', each a one-letter key and its value; list items by '.'; cards are 'AS', 'TD', 'JK', 'JKR', 'JKB'; seats
 * are digits 0-5 (P0..P5).
 *
 * Rules code (field r, both forms): the options that differ from the defaults of the preset, '.'-separated, each
 * a letter and a value: the index of the value in RULE_OPTIONS, or the number itself for the target (T):
 *   V variant, O rankOrder, J jokers, H highJoker, E exchangeCards, P presidentReturns, S sequences,
 *   M runMinLength, A runWrap, G runMaxLength, Q runSetAnswers, N runOrder, W jokersInRuns, F passWhenAble, C scoring, T target, B tieBreak, L titles.
 *   e.g. "V1" is Trouduc, "V1.O1.J2" Trouduc with the 2-high order and two Jokers, "S1" sequences.
 *
 * (a) Drill position: one moment of a deal as a learner sees it.
 *
 *     v1~n4~s2~q0123~hAS.KS.7H~c5.6.3.7~l1-9S.9H~p3~x4S.4H~rS1
 *
 *     v1          version (first)
 *     n4          players
 *     s2          the learner's seat
 *     q0123       clockwise seating (seat digits)
 *     hAS.KS.7H   the learner's hand (may be empty)
 *     c5.6.3.7    cards held by each seat 0..n-1 (the learner's must equal his hand)
 *     l1-9S.9H    the play to beat: seat, '-', its cards, and '-R' with the rank a wild Joker names (optional)
 *     p3          seats that passed since that play (optional)
 *     x4S.4H      cards of closed rounds and earlier plays of this round (optional)
 *     r...        rules code (optional)
 *
 * (b) Whole game: parameters and every action, replayed through `apply` on parse.
 *
 *     g1~n42~p4~f2~rV1~aD.G3-AS.G0-4H.P0-4S.X1
 *
 *     g1 version; n seed; p players; f first dealer; r rules code (optional); a actions, '.'-separated:
 *       D            deal from the game's RNG          D-AS-KS-...   deal a stacked pack (top first)
 *       G3-AS-KD     seat 3 gives AS and KD            P0-4S-4H      seat 0 plays 4S 4H
 *       P0-9S-JK_9   ... with a Joker standing for 9  X1            seat 1 passes
 */
import { err, ok, type Result } from '../../../shared/result';
import { isPCard, isRankName, type PCard, type Rank } from './cards';
import { apply, newGame, type GameAction, type GameState } from './game';
import { makeRules, RULE_OPTIONS, rulesDiff, type Rules } from './rules';
import { badInput, guard } from './safe';
import { firstRepeat, parseList, replayActions, splitFields as splitNotationFields, type CommonNotationError } from '../../../shared/notation';

export type NotationError = CommonNotationError<PCard> | { code: 'notation.bad-rules'; error: unknown };


const splitFields = (text: unknown, version: string): Result<Map<string, string>, NotationError> => splitNotationFields(text, version);

const parseCards = (s: string, sep: string): PCard[] | null => parseList(s, isPCard, sep);

function digits(s: string, max: number): number[] | null {
  const out: number[] = [];
  for (const ch of s) {
    const d = ch.charCodeAt(0) - 48;
    if (d < 0 || d >= max) return null;
    out.push(d);
  }
  return out;
}

const unsignedInt = (s: string): number | null => (/^(0|[1-9][0-9]{0,8})$/.test(s) ? Number(s) : null);

// ---------------------------------------------------------------------------------------------
// Rules code

const RULE_LETTERS: { readonly [K in keyof Rules]: string } = {
  variant: 'V',
  rankOrder: 'O',
  jokers: 'J',
  highJoker: 'H',
  exchangeCards: 'E',
  presidentReturns: 'P',
  sequences: 'S',
  runMinLength: 'M',
  runWrap: 'A',
  runMaxLength: 'G',
  runSetAnswers: 'Q',
  runOrder: 'N',
  jokersInRuns: 'W',
  passWhenAble: 'F',
  scoring: 'C',
  target: 'T',
  tieBreak: 'B',
  titles: 'L',
};

function makeRulesCode_(rules: Rules): string {
  const diff = rulesDiff(rules);
  const keys = Object.keys(RULE_LETTERS) as (keyof Rules)[];
  return keys
    .filter((k) => k in diff)
    .map((k) => `${RULE_LETTERS[k]}${k === 'target' ? rules.target : (RULE_OPTIONS[k] as readonly unknown[]).indexOf(rules[k])}`)
    .join('.');
}

function parseRulesCode_(text: unknown): Result<Rules, NotationError> {
  if (typeof text !== 'string') return err({ code: 'notation.not-a-string' });
  const partial: Record<string, unknown> = {};
  if (text !== '') {
    for (const item of text.split('.')) {
      const key = (Object.keys(RULE_LETTERS) as (keyof Rules)[]).find((k) => RULE_LETTERS[k] === item[0]);
      const n = unsignedInt(item.slice(1));
      if (!key || n === null || key in partial) return err({ code: 'notation.bad-rules', error: { item } });
      if (key === 'target') partial.target = n;
      else {
        const opts = RULE_OPTIONS[key] as readonly unknown[];
        if (n >= opts.length) return err({ code: 'notation.bad-rules', error: { item } });
        partial[key] = opts[n];
      }
    }
  }
  const r = makeRules(partial);
  return r.ok ? ok(r.value) : err({ code: 'notation.bad-rules', error: r.error });
}

// ---------------------------------------------------------------------------------------------
// (a) Drill positions

export interface DrillPosition {
  players: number;
  seat: number;
  /** Clockwise seating. */
  seating: number[];
  hand: PCard[];
  /** Cards held by each seat. */
  counts: number[];
  /** The play to beat (null: the learner's seat or someone leads). */
  last: { seat: number; cards: PCard[]; declared: Rank | null } | null;
  passed: number[];
  /** Cards already out of the hands (closed rounds and earlier plays of this round). */
  played: PCard[];
  rules: Rules;
}

function makeDrill_(p: DrillPosition): string {
  const f = [`v1`, `n${p.players}`, `s${p.seat}`, `q${p.seating.join('')}`, `h${p.hand.join('.')}`, `c${p.counts.join('.')}`];
  if (p.last) f.push(`l${p.last.seat}-${p.last.cards.join('.')}${p.last.declared ? `-${p.last.declared}` : ''}`);
  if (p.passed.length) f.push(`p${p.passed.join('')}`);
  if (p.played.length) f.push(`x${p.played.join('.')}`);
  const rc = makeRulesCode(p.rules);
  if (rc) f.push(`r${rc}`);
  return f.join('~');
}

function parseDrill_(text: unknown): Result<DrillPosition, NotationError> {
  const fs = splitFields(text, 'v1');
  if (!fs.ok) return fs;
  const f = fs.value;
  for (const k of f.keys()) if (!'nsqhclpxr'.includes(k)) return err({ code: 'notation.unknown-field', field: k });
  for (const k of ['n', 's', 'q', 'h', 'c']) if (!f.has(k)) return err({ code: 'notation.missing-field', field: k });
  const players = unsignedInt(f.get('n') as string);
  if (players === null || players < 3 || players > 6) return err({ code: 'notation.bad-field', field: 'n' });
  const seat = unsignedInt(f.get('s') as string);
  if (seat === null || seat >= players) return err({ code: 'notation.bad-field', field: 's' });
  const seating = digits(f.get('q') as string, players);
  if (!seating || seating.length !== players || new Set(seating).size !== players) return err({ code: 'notation.bad-field', field: 'q' });
  const hand = parseCards(f.get('h') as string, '.');
  if (!hand) return err({ code: 'notation.bad-field', field: 'h' });
  const counts = (f.get('c') as string).split('.').map(unsignedInt);
  if (counts.length !== players || counts.some((c) => c === null || c > 54) || counts[seat] !== hand.length) return err({ code: 'notation.bad-field', field: 'c' });
  let last: DrillPosition['last'] = null;
  if (f.has('l')) {
    const parts = (f.get('l') as string).split('-');
    const ls = parts[0] !== undefined ? unsignedInt(parts[0]) : null;
    const lc = parts[1] !== undefined ? parseCards(parts[1], '.') : null;
    const decl = parts[2];
    if (ls === null || ls >= players || !lc || lc.length === 0 || parts.length > 3 || (decl !== undefined && !isRankName(decl))) return err({ code: 'notation.bad-field', field: 'l' });
    last = { seat: ls, cards: lc, declared: decl === undefined ? null : (decl as Rank) };
  }
  const passed = f.has('p') ? digits(f.get('p') as string, players) : [];
  if (!passed || new Set(passed).size !== passed.length || (passed.length > 0 && !last)) return err({ code: 'notation.bad-field', field: 'p' });
  const played = f.has('x') ? parseCards(f.get('x') as string, '.') : [];
  if (!played || (f.has('x') && played.length === 0)) return err({ code: 'notation.bad-field', field: 'x' });
  const rules = parseRulesCode(f.get('r') ?? '');
  if (!rules.ok) return rules;
  const twice = firstRepeat([...hand, ...(last?.cards ?? []), ...played]);
  if (twice !== undefined) return err({ code: 'notation.duplicate-card', card: twice });
  return ok({ players, seat, seating, hand, counts: counts as number[], last, passed, played, rules: rules.value });
}

// ---------------------------------------------------------------------------------------------
// (b) Whole games

function actionCode(a: GameAction): string {
  switch (a.type) {
    case 'deal':
      return a.pack ? `D-${a.pack.join('-')}` : 'D';
    case 'give':
      return `G${a.seat}-${a.cards.join('-')}`;
    case 'play':
      return `P${a.seat}-${a.cards.join('-')}${a.rank ? `_${a.rank}` : ''}`;
    case 'pass':
      return `X${a.seat}`;
  }
}

function parseAction(s: string): GameAction | null {
  const kind = s[0];
  if (kind === 'D') {
    if (s === 'D') return { type: 'deal' };
    const pack = s.startsWith('D-') ? parseCards(s.slice(2), '-') : null;
    return pack ? { type: 'deal', pack } : null;
  }
  const seat = s.length > 1 ? s.charCodeAt(1) - 48 : -1;
  if (seat < 0 || seat > 5) return null;
  if (kind === 'X') return s.length === 2 ? { type: 'pass', seat } : null;
  if (kind !== 'G' && kind !== 'P') return null;
  if (s[2] !== '-') return null;
  let body = s.slice(3);
  let rank: Rank | undefined;
  const u = body.indexOf('_');
  if (u >= 0) {
    if (kind !== 'P') return null;
    const r = body.slice(u + 1);
    if (!isRankName(r)) return null;
    rank = r;
    body = body.slice(0, u);
  }
  const cards = parseCards(body, '-');
  if (!cards || (kind === 'P' && cards.length === 0)) return null;
  if (kind === 'G') return { type: 'give', seat, cards };
  return rank ? { type: 'play', seat, cards, rank } : { type: 'play', seat, cards };
}

function makeGame_(state: GameState): string {
  const first = state.log[0];
  const dealer = first && first.type === 'game-started' ? first.dealer : 0;
  const f = ['g1', `n${state.seed}`, `p${state.players}`, `f${dealer}`];
  const rc = makeRulesCode(state.rules);
  if (rc) f.push(`r${rc}`);
  f.push(`a${state.actions.map(actionCode).join('.')}`);
  return f.join('~');
}

function parseGame_(text: unknown): Result<GameState, NotationError> {
  const fs = splitFields(text, 'g1');
  if (!fs.ok) return fs;
  const f = fs.value;
  for (const k of f.keys()) if (!'npfra'.includes(k)) return err({ code: 'notation.unknown-field', field: k });
  for (const k of ['n', 'p', 'f', 'a']) if (!f.has(k)) return err({ code: 'notation.missing-field', field: k });
  const ns = f.get('n') as string;
  if (!/^-?(0|[1-9][0-9]{0,15})$/.test(ns) || !Number.isSafeInteger(Number(ns))) return err({ code: 'notation.bad-field', field: 'n' });
  const players = unsignedInt(f.get('p') as string);
  const dealer = unsignedInt(f.get('f') as string);
  if (players === null) return err({ code: 'notation.bad-field', field: 'p' });
  if (dealer === null) return err({ code: 'notation.bad-field', field: 'f' });
  const rules = parseRulesCode(f.get('r') ?? '');
  if (!rules.ok) return rules;
  const g = newGame({ seed: Number(ns), players, firstDealer: dealer, rules: rules.value });
  if (!g.ok) return err({ code: 'notation.bad-game', error: g.error });
  const a = f.get('a') as string;
  return replayActions(g.value, a === '' ? [] : a.split('.'), parseAction, apply);
}

export const makeRulesCode = guard(makeRulesCode_, () => '');
export const makeDrill = guard(makeDrill_, () => '');
export const makeGame = guard(makeGame_, () => '');
export const parseRulesCode = guard(parseRulesCode_, badInput);
export const parseDrill = guard(parseDrill_, badInput);
export const parseGame = guard(parseGame_, badInput);
