/** Weis combinations, contest reasons and the builder's judgements as sentences (shared by the builder and the comparison). */
import type { T } from '../../../i18n/client';
import { cardName } from '../../../i18n/cards';
import type { Card } from '../../../shared/cards/model';
import type { Combo, Declaration } from '../engine/weis';
import type { BuildJudgement, BuiltShape, GroupCheck, GroupReason } from '../engine/weisBuild';

export function comboText(t: T, c: Combo): string {
  if (c.kind === 'quartet') return t('weis.combo.quartet', { rank: t(`card.rankPlural.${c.top}`), value: c.value });
  return t('weis.combo.run', { length: c.length, suit: t(`suit.${c.suit}`), top: t(`card.rank.${c.top}`), value: c.value });
}

export function declarationLines(t: T, d: Declaration): string[] {
  const lines: string[] = [];
  const r = d.reason;
  if (r.code === 'weis.none') lines.push(t('weis.none'));
  else {
    lines.push(t(r.code, { total: d.total, combos: d.combos.map((c) => comboText(t, c)).join('; ') }));
    if (r.code === 'weis.highest-total' || r.code === 'weis.stronger-best-combo')
      for (const o of r.rejected) lines.push(t('weis.rejected', { total: o.total, combos: o.combos.map((c) => comboText(t, c)).join('; ') }));
  }
  for (const q of d.worthlessQuartets) lines.push(t('weis.worthless', { rank: t(`card.rankPlural.${q}`) }));
  return lines;
}

/** A group's reason from the engine (its own shape, or its place in the answer) as a sentence. */
export function groupReasonText(t: T, r: GroupReason): string {
  const name = (c: Card) => cardName(t, c);
  switch (r.code) {
    case 'build.counts':
      return t('weisBuild.why.counts', { combo: comboText(t, r.combo) });
    case 'build.run-cut':
      return t('weisBuild.why.run-cut', { combo: comboText(t, r.combo), full: comboText(t, r.full) });
    case 'build.clash':
      return t('weisBuild.why.clash', { combo: comboText(t, r.combo), with: r.with.map((c) => comboText(t, c)).join('; ') });
    case 'build.empty':
      return t('weisBuild.why.empty');
    case 'build.not-in-hand':
      return t('weisBuild.why.not-in-hand', { card: name(r.card) });
    case 'build.too-short':
      return t('weisBuild.why.too-short', { count: r.count });
    case 'build.gap':
      return t('weisBuild.why.gap', { missing: name(r.missing), below: name(r.below), above: name(r.above) });
    case 'build.trump-order':
      return t('weisBuild.why.trump-order');
    case 'build.short-quartet':
      return t('weisBuild.why.short-quartet', { count: r.count, rank: t(`card.rankPlural.${r.rank}`) });
    case 'build.worthless-quartet':
      return t('weisBuild.why.worthless-quartet', { rank: t(`card.rankPlural.${r.rank}`) });
    case 'build.mixed':
      return t('weisBuild.why.mixed');
  }
}

/** What a group of selected cards is, valued by the engine: the combination and its value, or why it is none. */
export function shapeText(t: T, s: BuiltShape): string {
  return s.ok ? comboText(t, s.combo) : groupReasonText(t, s.problem);
}

/** One built group after judging: its reason, and the card it shares with an earlier group. */
export function groupCheckLines(t: T, g: GroupCheck): string[] {
  const out = [groupReasonText(t, g.reason)];
  if (g.shared) out.push(t('weisBuild.why.shared', { card: cardName(t, g.shared.card), n: g.shared.index + 1 }));
  return out;
}

/** The whole explanation of a judged build: the verdict, every group, every combination missed, the declaration. */
export function buildLines(t: T, j: BuildJudgement): string[] {
  const lines = [t(`weisBuild.verdict.${j.code.slice('build.'.length)}`, { total: j.total, best: j.declaration.total })];
  j.groups.forEach((g, i) => lines.push(...groupCheckLines(t, g).map((l) => `${t('weisBuild.group', { n: i + 1, cards: '' }).trim()} ${l}`)));
  for (const m of j.missed) lines.push(t('weisBuild.why.missed', { combo: comboText(t, m) }));
  lines.push(...declarationLines(t, j.declaration));
  return lines;
}
