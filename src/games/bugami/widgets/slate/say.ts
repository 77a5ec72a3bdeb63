/**
 * The Bugami slate in words: the reason for every figure of a scored deal (the engine's reason codes, told by the
 * same sentences as the game table's review), the end of the game, and why an entry was refused.
 */
import type { T, Values } from '../../../../i18n/client';
import type { SlateStep } from '../../engine/slate';
import type { Seat } from '../../engine/types';
import { scoreReason } from '../common';

/** "A, B and C" in the page language. */
export function listOf(lang: string, items: readonly string[]): string {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

type Name = (s: Seat) => string;

/** Why one player scored what he scored in a deal: the engine's reason, then how partners and the set-aside cards came in. */
export function figureLines(t: T, step: SlateStep, seat: Seat, name: Name, lang: string): string[] {
  const f = step.figures[seat];
  if (!f) return [];
  const lines: string[] = [];
  const unit = [seat, ...f.partners].sort((a, b) => a - b);
  const own = f.reason.code === 'score.no-trick' && f.partners.length > 0;
  lines.push(scoreReason(t, f.reason, own ? name(seat) : listOf(lang, unit.map(name)), f.score, lang));
  if (f.partners.length > 0 && !own) {
    lines.push(t('score.pooled', { seats: listOf(lang, unit.map(name)), tricks: t('why.n.tricks', { count: f.tricks }), bad: t('why.n.bad', { count: f.bad }) }));
  }
  const taker = step.remainderTo;
  if (taker !== null && step.remainder > 0 && (taker === seat || f.partners.includes(taker))) {
    lines.push(t('table.review.remainder', { count: step.remainder, name: name(taker) }));
    if (step.extraTrick) lines.push(t('slate.lines.extraTrick', { name: name(taker) }));
  }
  return lines;
}

/** Every line of a scored deal: one per scoring unit (partners together), the set-aside cards, and the game's state. */
export function stepLines(t: T, step: SlateStep, name: Name, lang: string): string[] {
  const lines: string[] = [];
  const told = new Set<number>();
  for (const f of step.figures) {
    const own = f.reason.code === 'score.no-trick' && f.partners.length > 0;
    const unitKey = own ? 100 + f.seat : Math.min(f.seat, ...f.partners);
    if (told.has(unitKey)) continue;
    told.add(unitKey);
    const unit = [f.seat, ...f.partners].sort((a, b) => a - b);
    lines.push(scoreReason(t, f.reason, own ? name(f.seat) : listOf(lang, unit.map(name)), f.score, lang));
    if (f.partners.length > 0 && !own) {
      lines.push(t('score.pooled', { seats: listOf(lang, unit.map(name)), tricks: t('why.n.tricks', { count: f.tricks }), bad: t('why.n.bad', { count: f.bad }) }));
    }
  }
  if (step.remainderTo !== null && step.remainder > 0) {
    lines.push(t('table.review.remainder', { count: step.remainder, name: name(step.remainderTo) }));
    if (step.extraTrick) lines.push(t('slate.lines.extraTrick', { name: name(step.remainderTo) }));
  }
  lines.push(endLine(t, step, name, lang));
  return lines;
}

/** The game after a deal: nobody at the target yet, a play-off, or the winner(s). */
export function endLine(t: T, step: SlateStep, name: Name, lang: string): string {
  const e = step.end;
  if (e.code === 'end.below-target') return t('slate.lines.end.below', { highest: e.highest, target: e.target });
  if (e.code === 'end.play-off') return t('table.ev.playOff', { names: listOf(lang, e.tied.map(name)) });
  const winners = step.winners ?? [];
  if (winners.length > 1) return t('table.over.shared', { names: listOf(lang, winners.map(name)), score: e.highest });
  return t('table.over.other', { name: name(winners[0] as Seat), score: e.highest });
}

/** Why the engine (or the platform) refused a setup, a deal or a file, in words. */
export function refusalText(t: T, e: { code: string; [k: string]: unknown }, name: Name, lang: string): string {
  const v = (extra: Values = {}): Values => {
    const out: Values = {};
    for (const [k, x] of Object.entries(e)) if (typeof x === 'number' || typeof x === 'string') out[k] = x;
    if (typeof e.seat === 'number') out.name = name(e.seat as Seat);
    if (Array.isArray(e.seats)) out.names = listOf(lang, (e.seats as Seat[]).map(name));
    if (typeof e.suit === 'string') out.suit = t(`card.suit.${e.suit}`);
    return { ...out, ...extra };
  };
  switch (e.code) {
    case 'slate.bad-setup':
      return t(`slate.refused.setup.${e.field === 'firstDealer' || e.field === 'rules' ? e.field : 'names'}`);
    case 'slate.bad-entry':
      return typeof e.seat === 'number' && (e.field === 'tricks' || e.field === 'bad') ? t(`slate.refused.bad-entry.${e.field}`, v()) : t('slate.refused.bad-entry.other');
    case 'slate.tricks-over':
    case 'slate.tricks-under':
      return t(`slate.refused.${e.code.slice(6)}`, v({ count: e.played as number }));
    case 'slate.null-kept-with-tricks':
      return t('slate.refused.null-kept-with-tricks', v({ count: e.tricks as number }));
    case 'slate.bad-over-pile':
      return t('slate.refused.bad-over-pile', v({ count: e.cards as number }));
    case 'slate.suit-over':
    case 'slate.suit-under':
      return t(`slate.refused.${e.code.slice(6)}`, v({ count: Array.isArray(e.seats) ? e.seats.length : 1 }));
    case 'slate.jokers':
      return t('slate.refused.jokers', v({ count: e.jokers as number }));
    case 'slate.last-needed':
      return t('slate.refused.last-needed', v({ count: e.remainder as number }));
    case 'slate.bid-missing':
    case 'slate.tricks-blanks':
    case 'slate.null-broken-without-tricks':
    case 'slate.null-bad':
    case 'slate.bad-without-trick':
    case 'slate.bad-over-suit':
    case 'slate.last-without-trick':
      return t(`slate.refused.${e.code.slice(6)}`, v());
    case 'slate.over':
    case 'slate.too-many-entries':
    case 'slate.nothing-to-undo':
    case 'slate.bad-state':
      return t(`slate.refused.${e.code}`);
    case 'slate-file.not-json':
    case 'slate-file.too-big':
    case 'slate-file.not-a-slate':
    case 'slate-file.newer':
      return t(`slate.refused.${e.code}`, v({ mb: 2 }));
    case 'slate-file.invalid': {
      const d = e.detail as { code: string; index?: number } | undefined;
      return typeof d?.index === 'number' && d.index >= 0 ? t('slate.refused.file.entry', { n: d.index + 1 }) : t('slate.refused.file.setup');
    }
    default:
      return t('slate.refused.other');
  }
}
