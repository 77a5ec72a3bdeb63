/**
 * Every variant point of the specification (VP01 to VP24, spec section 14) for the variants page. The points the
 * engine has a switch for take their readings, sources and default from `VARIANTS` (games/hindersche/variants.ts,
 * derived from the engine's rule set), so the page lists exactly what the drills can play. The others change no
 * outcome the trainer computes; their readings are listed here with the source of each.
 */
import { VARIANTS, type Source, type VariantKey } from '../variants';

export interface Reading {
  /** i18n key of the reading's text (VP22's come with a count). */
  labelKey: string;
  count?: number;
  source: Source;
  isDefault: boolean;
  /** The value for a `?rules=VPnn-<value>` drills link, for a reading the drills can switch to. */
  drillValue: string | null;
}

export interface SpecVariant {
  /** "VP01" … "VP24". */
  vp: string;
  titleKey: string;
  readings: Reading[];
  /** Whether the drills' rule panel has a switch for this point. */
  switchable: boolean;
}

type Static = { titleKey: string; readings: Omit<Reading, 'drillValue'>[] };

/** The points without an engine switch, and VP22, whose sources differ only in wording ("normally" / "always" four). */
const STATIC: Record<string, Static> = {
  VP03: {
    titleKey: 'variants.VP03.title',
    readings: [
      { labelKey: 'variants.VP03.opt.A', source: 'en', isDefault: true },
      { labelKey: 'variants.VP03.opt.B', source: 'sv', isDefault: false },
    ],
  },
  VP04: {
    titleKey: 'variants.VP04.title',
    readings: [
      { labelKey: 'variants.VP04.opt.both', source: 'both', isDefault: false },
      { labelKey: 'variants.VP04.opt.ours', source: 'neither', isDefault: true },
    ],
  },
  VP15: {
    titleKey: 'variants.VP15.title',
    readings: [
      { labelKey: 'variants.VP15.opt.A', source: 'en', isDefault: false },
      { labelKey: 'variants.VP15.opt.B', source: 'sv', isDefault: false },
    ],
  },
  VP19: {
    titleKey: 'variants.VP19.title',
    readings: [{ labelKey: 'variants.VP19.opt.ours', source: 'neither', isDefault: true }],
  },
  VP22: {
    titleKey: 'vp.VP22.title',
    readings: [
      { labelKey: 'variants.VP22.opt.A', source: 'en', isDefault: false },
      { labelKey: 'variants.VP22.opt.B', source: 'sv', isDefault: false },
    ],
  },
  VP24: {
    titleKey: 'variants.VP24.title',
    readings: [{ labelKey: 'variants.VP24.opt.ours', source: 'neither', isDefault: true }],
  },
};

export const SPEC_VP_COUNT = 24;

export function specVariants(): SpecVariant[] {
  const out: SpecVariant[] = [];
  for (let n = 1; n <= SPEC_VP_COUNT; n++) {
    const vp = `VP${String(n).padStart(2, '0')}`;
    const fixed = STATIC[vp];
    const engine = VARIANTS.find((v) => v.key === (vp as VariantKey));
    if (fixed) {
      out.push({
        vp,
        titleKey: fixed.titleKey,
        readings: fixed.readings.map((r) => ({ ...r, drillValue: null })),
        switchable: engine !== undefined,
      });
    } else if (engine) {
      out.push({
        vp,
        titleKey: `vp.${vp}.title`,
        switchable: true,
        readings: engine.options.map((o) => ({
          labelKey: `vp.${vp}.opt.${o.value}`,
          source: o.source,
          isDefault: o.isDefault,
          drillValue: o.isDefault ? null : String(o.value),
        })),
      });
    } else {
      throw new Error(`variants page: ${vp} has neither an engine switch nor an entry of its own`);
    }
  }
  return out;
}
