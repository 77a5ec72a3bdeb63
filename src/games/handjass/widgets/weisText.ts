/** Weis combinations and contest reasons as sentences (shared by the builder and the comparison). */
import type { T } from '../../../i18n/client';
import type { Combo, Declaration } from '../engine/weis';

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
