/**
 * The Stopp slate in words: one line per figure of a settled deal (the engine's reason codes, in the same sentences as
 * the capital board drill), who deals and leads next and why, and why an entry or setup was refused. Pure: the slate
 * widget and the sentence tests use the same functions.
 */
import type { T } from '../../../i18n/client';
import type { SlateAwaiting, SlateStep } from '../engine/slate';
import { CAPITAL_MAX } from '../engine/slate';
import { RULE_KEYS, type Rules } from '../engine/rules';
import { RULE_SPEC } from '../ruleSpec';
import { MAX_PLAYERS, MIN_PLAYERS, type Seat } from '../engine/types';
import { joinList } from './common';

export type NameOf = (seat: Seat) => string;

/** What one seat paid in a deal (and whether it dropped out), then a pot it took or won. */
export function seatLines(t: T, step: SlateStep, seat: Seat, name: NameOf): string[] {
  const l = step.lines[seat];
  const out: string[] = [];
  if (!l || l.reason === 'settle.not-playing') return out;
  const who = name(seat);
  out.push(t(`board.line.${l.reason.replace('settle.', '')}`, { name: who, count: l.cards, paid: l.paid, before: l.capitalBefore, after: l.capitalAfter }));
  if (l.eliminated) out.push(t('board.line.eliminated', { name: who }));
  if (step.potTaken?.seat === seat) out.push(t('slate.line.potTaken', { name: who, count: step.potTaken.amount }));
  if (step.gameWon?.seat === seat) out.push(t('board.line.game-over', { name: who, count: step.gameWon.pot }));
  return out;
}

/** What became of the pot in a deal: what was paid in, a pot taken by the deal's winner, the pot won at the end. */
export function potLines(t: T, step: SlateStep, name: NameOf): string[] {
  const out: string[] = [];
  const grew = step.potPaid - step.potBefore;
  out.push(grew > 0 ? t('board.line.pot', { before: step.potBefore, after: step.potPaid, count: grew }) : t('slate.line.potSame', { count: step.potBefore }));
  if (step.potTaken) out.push(t('slate.line.potTaken', { name: name(step.potTaken.seat), count: step.potTaken.amount }));
  if (step.gameWon) out.push(t('board.line.game-over', { name: name(step.gameWon.seat), count: step.gameWon.pot }));
  return out;
}

/** The settlement of one deal, line by line: who went out last (when it mattered), each payment, the pot. */
export function stepLines(t: T, step: SlateStep, name: NameOf, lang: string): string[] {
  const lines: string[] = [];
  const out = step.players.filter((p) => step.held[p] === 0);
  if (out.length > 1 && step.winner !== null) lines.push(t('slate.line.lastOut', { name: name(step.winner), list: joinList(lang, out.map(name)) }));
  for (const l of step.lines) {
    if (l.reason === 'settle.not-playing') continue;
    lines.push(t(`board.line.${l.reason.replace('settle.', '')}`, { name: name(l.seat), count: l.cards, paid: l.paid, before: l.capitalBefore, after: l.capitalAfter }));
    if (l.eliminated) lines.push(t('board.line.eliminated', { name: name(l.seat) }));
  }
  return [...lines, ...potLines(t, step, name)];
}

/** The next deal in one sentence, and the reasons for its dealer and leader. */
export function nextText(t: T, next: Extract<SlateAwaiting, { kind: 'deal' }>, name: NameOf): { line: string; why: string[] } {
  const line = next.dealer === next.leader ? t('slate.next.dealLeads', { deal: next.deal, dealer: name(next.dealer) }) : t('slate.next.deal', { deal: next.deal, dealer: name(next.dealer), leader: name(next.leader) });
  const why = [t(`slate.why.dealer.${next.dealerReason.replace('rotation.', '')}`, { name: name(next.dealer) }), t(`slate.why.leader.${next.leaderReason.replace('lead.', '')}`, { name: name(next.leader) })];
  return { line, why };
}

/** The house rules that differ from ours: "title: the reading played", one per rule. */
export function rulesDiffer(t: T, rules: Rules): string[] {
  return RULE_KEYS.filter((k) => rules[k] !== RULE_SPEC.defaults[k]).map((k) => `${t(`vp.${k}.title`)}: ${t(`vp.${k}.opt.${String(rules[k])}`)}`);
}

/**
 * Why the engine refused an entry, a setup or a file, in words: Stopp's own reasons here; those every slate shares
 * (files, limits) from `shared`, the platform's words.
 */
export function refusalText(t: T, e: { code: string; [k: string]: unknown }, name: NameOf, lang: string, shared: (e: { code: string; [k: string]: unknown }) => string | null = () => null): string {
  const seat = typeof e.seat === 'number' ? (e.seat as Seat) : null;
  const who = seat === null ? '' : name(seat);
  switch (e.code) {
    case 'slate.bad-setup':
      return t(`slate.refused.setup.${String(e.field)}`, { max: e.field === 'names' ? MAX_PLAYERS : CAPITAL_MAX, min: MIN_PLAYERS });
    case 'slate.names-repeat':
      return t('slate.refused.names-repeat', { name: String(e.name) });
    case 'slate.held-missing':
    case 'slate.held-not-a-count':
    case 'slate.eliminated-entered':
    case 'slate.last-out-holds':
      return t(`slate.refused.${e.code.slice(6)}`, { name: who });
    case 'slate.held-too-many':
      return t('slate.refused.held-too-many', { name: who, count: e.held as number, dealt: e.dealt as number });
    case 'slate.leader-held-all':
      return t('slate.refused.leader-held-all', { name: who, dealt: e.dealt as number });
    case 'slate.nobody-out':
      return t('slate.refused.nobody-out');
    case 'slate.last-out-needed':
      return t('slate.refused.last-out-needed', { list: joinList(lang, (e.candidates as Seat[]).map(name)) });
    default:
      return shared(e) ?? t('slate.refused.other');
  }
}
