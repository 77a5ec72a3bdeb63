/**
 * The Norrlandsknack slate in words: one line per figure of an entered deal (the engine's reason codes, in the same
 * sentences as the score-sheet drill), the next deal and why, and why an entry or setup was refused. Pure: the
 * slate widget and the tests use the same functions.
 */
import type { T } from '../../../i18n/client';
import { listOf } from '../../../shared/slate/parts';
import type { NkDealing, NkSlateState, NkStep } from '../engine/slate';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import { MAX_PLAYERS, MIN_PLAYERS, type Seat } from '../engine/types';
import { OPTION_LIST, OPTION_KEYS } from '../ruleSpec';
import { explainReason } from './scoreReasons';

export type NameOf = (seat: Seat) => string;

/** Why a seat's number is what it is after a deal (its score reasons, its limpa's stake). */
export function seatLines(t: T, step: NkStep, seat: Seat, name: NameOf): string[] {
  if (step.kind === 'all-lurked') return [t('slate.line.allLurked')];
  if (step.cutShort) {
    const tricks = step.tricks[seat] ?? 0;
    const out = step.participants.includes(seat) ? [t('score.why.tricks', { seat: name(seat), count: tricks, before: step.before[seat] ?? 0, after: step.after[seat] ?? 0 })] : [t('score.why.folded', { seat: name(seat), after: step.after[seat] ?? 0 })];
    if (step.end?.code === 'end.zero-reached') out.push(t('slate.line.cutShort', { name: name(step.end.seat), trick: step.end.trick }));
    return out;
  }
  const s = step.seats[seat];
  if (!s) return [];
  const lines = s.reasons.map((r) => explainReason(t, s, r, name));
  if (s.limpas > 0) lines.push(t('score.why.stake', { seat: name(seat) }));
  return lines;
}

/** What became of the pot: the ante, the limpas' stakes, and who takes it at the end. */
export function potLines(t: T, step: NkStep, name: NameOf, lang: string): string[] {
  const out: string[] = [];
  if (step.ante) out.push(t('slate.line.ante', { count: step.order.length }));
  out.push(step.potAfter > step.potBefore ? t('score.why.pot', { before: step.potBefore, after: step.potAfter }) : t('slate.line.potSame', { count: step.potBefore }));
  const end = overLine(t, step, name, lang);
  if (end) out.push(end);
  return out;
}

/** The end of the game in one sentence, or null. */
export function overLine(t: T, step: NkStep, name: NameOf, lang: string): string | null {
  const e = step.end;
  if (!e) return null;
  if (e.code === 'end.zero-reached') return t('slate.over.zero', { name: name(e.seat), count: step.potAfter });
  if (e.seats.length === 1) return t('slate.over.lowest', { name: name(e.seats[0] as Seat), score: e.score, count: step.potAfter });
  return t('slate.over.tie', { list: listOf(lang, e.seats.map(name)), score: e.score, count: step.potAfter });
}

/** Who did what in the bidding of a deal. */
export function biddingLines(t: T, step: NkStep, name: NameOf, lang: string): string[] {
  if (step.kind === 'all-lurked') return [t(step.dealerReason === 'dealer.passes-after-lurk' ? 'slate.line.allLurkedPass' : 'slate.line.allLurked')];
  const k = step.knocker as Seat;
  const out: string[] = [];
  if (step.lurked.length > 0) out.push(t('slate.line.lurked', { list: listOf(lang, step.lurked.map(name)) }));
  out.push(t(step.dealNo === 1 ? 'slate.line.knockFirst' : 'slate.line.knock', { name: name(k) }));
  if (step.dealNo > 1 && step.along.length > 0) out.push(t('slate.line.along', { list: listOf(lang, step.along.map(name)) }));
  if (step.folded.length > 0) out.push(t('slate.line.folded', { list: listOf(lang, step.folded.map(name)) }));
  if (step.unopposed) out.push(t('slate.line.unopposed', { name: name(k), count: step.tricks[k] ?? 0 }));
  return out;
}

/** The lines of one entered deal: the bidding, every player's number, the pot. */
export function stepLines(t: T, step: NkStep, name: NameOf, lang: string): string[] {
  if (step.kind === 'all-lurked') return [...biddingLines(t, step, name, lang), ...(step.ante ? [t('slate.line.ante', { count: step.order.length })] : [])];
  const lines = biddingLines(t, step, name, lang);
  for (const seat of step.order) lines.push(...seatLines(t, step, seat, name).filter((l) => !lines.includes(l)));
  return [...lines, ...potLines(t, step, name, lang)];
}

/** The next deal in one sentence, and why that dealer, that forehand, Trumfmant and the ante. */
export function nextText(t: T, next: NkDealing, name: NameOf, lang: string): { line: string; why: string[] } {
  const line = t(next.redeal > 0 ? 'slate.next.redeal' : 'slate.next.deal', { deal: next.dealNo, dealer: name(next.dealer), forehand: name(next.forehand) });
  const why = [t(`slate.why.${next.dealerReason}`, { name: name(next.dealer) }), t('slate.why.forehand', { name: name(next.forehand) })];
  if (next.trumfmant) why.push(t('slate.why.trumfmant', { list: listOf(lang, next.onOne.map(name)), count: next.onOne.length }));
  if (next.ante) why.push(t('slate.why.ante'));
  return { line, why };
}

/** The house rules that differ from ours: "title: the reading played", one per rule. */
export function rulesDiffer(t: T, rules: Rules): string[] {
  return OPTION_LIST.filter((k) => rules[OPTION_KEYS[k]] !== DEFAULT_RULES[OPTION_KEYS[k]]).map((k) => `${t(`vp.${k}.title`)}: ${t(`vp.${k}.opt.${String(rules[OPTION_KEYS[k]])}`)}`);
}

/** Limpa marks a player has in the protokoll so far. */
export function marksOf(s: NkSlateState, seat: Seat): number {
  return (s.sheet.columns[seat] ?? []).reduce((a, e) => a + e.limpas, 0);
}

/** Why the engine refused an entry or a setup, in words; those every slate shares from the platform. */
export function refusalText(t: T, e: { code: string; [k: string]: unknown }, name: NameOf, lang: string, shared: (e: { code: string; [k: string]: unknown }) => string | null = () => null): string {
  const who = typeof e.seat === 'number' ? name(e.seat) : '';
  switch (e.code) {
    case 'slate.bad-setup':
      return t(`slate.refused.setup.${String(e.field)}`, { max: MAX_PLAYERS, min: MIN_PLAYERS });
    case 'slate.names-repeat':
      return t('slate.refused.names-repeat', { name: String(e.name) });
    case 'nk.two-knockers':
      return t('slate.refused.two-knockers', { list: listOf(lang, (e.seats as Seat[]).map(name)) });
    case 'nk.two-at-zero':
      return t('slate.refused.two-at-zero', { list: listOf(lang, (e.seats as Seat[]).map(name)) });
    case 'nk.lurk-after-knock':
      return t('slate.refused.lurk-after-knock', { name: who, knocker: name(e.knocker as Seat) });
    case 'nk.tricks-total':
      return t('slate.refused.tricks-total', { count: e.total as number, expected: e.expected as number });
    case 'nk.tricks-past-zero':
      return t('slate.refused.tricks-past-zero', { name: who, count: e.score as number });
    case 'nk.unopposed-tricks':
      return t('slate.refused.unopposed-tricks', { name: who, count: e.expected as number });
    case 'nk.bad-entry':
    case 'nk.answer-without-knock':
    case 'nk.call-missing':
    case 'nk.answer-missing':
    case 'nk.fold-first-deal':
    case 'nk.tricks-missing':
    case 'nk.tricks-not-a-count':
    case 'nk.tricks-not-playing':
    case 'nk.breach-not-scored':
    case 'nk.breach-not-playing':
      return t(`slate.refused.${e.code.slice(3)}`, { name: who });
    default:
      return shared(e) ?? t('slate.refused.other');
  }
}
