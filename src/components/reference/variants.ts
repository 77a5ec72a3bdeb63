/** The shape a game's variants page hands to the platform's VariantsPage.astro, and its making from rule options. */
import type { RuleValue } from '../../shared/game';
import { makeRulesParam } from '../../shared/settings/rulesSetting';
import type { T as Translate } from '../../i18n/client';

export interface VariantReading {
  label: string;
  isDefault: boolean;
  /** Which source gives this reading (data-source), with its text, e.g. "the 1890 text; our default". */
  source?: { key: string; text: string; defaultText?: string };
  /** The drills (or the game table) under this reading; none for the default or a reading nothing can switch to. */
  tryHref?: string;
  /** The link's text when it is not the page's usual "practise with this reading" (a link to the game table). */
  tryLabel?: string;
  /** Where the link leads: 'drills' (default) or 'play' (the game table). */
  tryPage?: 'drills' | 'play';
  /** Said after "try it" to screen readers, to tell the links apart. */
  tryName?: string;
}

export interface VariantPoint {
  /** The point's name in the data (data-vp) and its anchor (lower case). */
  key: string;
  /** A code shown before the title (VP13, OP8, "Open point 3:"), if the game shows one. */
  code?: string;
  title: string;
  /** What the source says or leaves open. */
  says?: { label: string; text: string };
  readings: readonly VariantReading[];
  why: { label: string; text: string };
  /** Further short paragraphs (a detail, "the table cannot switch this"). */
  notes?: readonly { text: string; muted?: boolean }[];
}



/**
 * Where a reading's "try it" link leads, when not simply the drills: `drill` names one drill, `level` a level of it,
 * `page: 'play'` the game table (link text `variants.tryPlay`), and `with` adds choices the reading needs to show
 * (Jokers in the pack for a Joker rule, say). `null`: no link.
 */
export type TryAt = { page?: 'drills' | 'play'; drill?: string; level?: number; with?: Readonly<Record<string, RuleValue>> } | null;

/** A game's rule option as its `variants.ts` lists it. */
export interface RuleVariant {
  key: string;
  options: readonly { value: RuleValue; source: string; isDefault: boolean }[];
}

/**
 * The points of a variants page from a game's rule options, with the message keys every game uses: `vp.<key>.title`,
 * `vp.<key>.opt.<value>` (or `vp.<key>.opt` with a count for a number), `differ.source.<source>`, `differ.default`,
 * `variants.why` and `variants.<key>.why`, and, when `says` is given, `variants.<key>.<says.key>`. Every reading but
 * the default links to the drills (or where `tryAt` says) under that reading.
 */
export function variantPoints<V extends RuleVariant>(
  variants: readonly V[],
  t: Translate,
  o: {
    base: string;
    code?: (v: V) => string | undefined;
    says?: { label: string; key: string };
    /** Per reading, where its link leads; undefined = the drills page as usual. */
    tryAt?: (v: V, value: RuleValue) => TryAt | undefined;
    tryName?: (v: V, label: string) => string;
  },
): VariantPoint[] {
  const tryLink = (v: V, value: RuleValue): Pick<VariantReading, 'tryHref' | 'tryLabel' | 'tryPage'> => {
    const at = o.tryAt?.(v, value);
    if (at === null) return {};
    const rules = makeRulesParam({ ...(at?.with ?? {}), [v.key]: value });
    if (at?.page === 'play') return { tryHref: `${o.base}/play/?rules=${rules}`, tryLabel: t('variants.tryPlay'), tryPage: 'play' };
    const name = at?.drill;
    return { tryHref: `${o.base}/drills/${name ? `${name}/` : ''}?${at?.level ? `level=${at.level}&` : ''}rules=${rules}`, tryPage: 'drills' };
  };
  const label = (key: string, value: RuleValue) => (typeof value === 'number' ? t(`vp.${key}.opt`, { count: value }) : t(`vp.${key}.opt.${String(value)}`));
  return variants.map((v) => {
    const title = t(`vp.${v.key}.title`);
    const code = o.code?.(v);
    return {
      key: v.key,
      ...(code ? { code } : {}),
      title,
      ...(o.says ? { says: { label: o.says.label, text: t(`variants.${v.key}.${o.says.key}`) } } : {}),
      readings: v.options.map((opt) => {
        const text = label(v.key, opt.value);
        return {
          label: text,
          isDefault: opt.isDefault,
          source: { key: opt.source, text: t(`differ.source.${opt.source}`), ...(opt.isDefault ? { defaultText: t('differ.default') } : {}) },
          ...(opt.isDefault ? {} : { ...tryLink(v, opt.value), tryName: o.tryName ? o.tryName(v, text) : title }),
        };
      }),
      why: { label: t('variants.why'), text: t(`variants.${v.key}.why`) },
    };
  });
}

/** An open point the engine settles one way: there is no other reading to choose or practise. */
export interface DecidedPoint {
  key: string;
  code?: string;
  /** Which source gives the reading (its `differ.source.<source>` text). */
  source: string;
}

/**
 * The points of a variants page for decided open points, with the keys `vp.<key>.title`, `vp.<key>.reading`,
 * `differ.source.<source>`, `differ.default`, `variants.why`, `variants.<key>.why`, `variants.decided` (the note
 * that there is nothing to switch) and, when `says` is given, `variants.<key>.<says.key>`. They have one reading and
 * no link, drawn like every other point.
 */
export function decidedPoints(points: readonly DecidedPoint[], t: Translate, o: { says?: { label: string; key: string } } = {}): VariantPoint[] {
  return points.map((p) => ({
    key: p.key,
    ...(p.code ? { code: p.code } : {}),
    title: t(`vp.${p.key}.title`),
    ...(o.says ? { says: { label: o.says.label, text: t(`variants.${p.key}.${o.says.key}`) } } : {}),
    readings: [{ label: t(`vp.${p.key}.reading`), isDefault: true, source: { key: p.source, text: t(`differ.source.${p.source}`), defaultText: t('differ.default') } }],
    why: { label: t('variants.why'), text: t(`variants.${p.key}.why`) },
    notes: [{ text: t('variants.decided'), muted: true }],
  }));
}
