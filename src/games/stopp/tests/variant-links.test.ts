/** Every "try it" link of Stopp's variants page leads where its reading matters (tests/support/variantLinks.ts). */
import { describeVariantLinks } from '../../../../tests/support/variantLinks';
import { DEFAULT_RULES, makeRules } from '../engine/rules';
import { beatDrill } from '../machines/drills/beat';
import { boardDrill } from '../machines/drills/board';
import { outDrill } from '../machines/drills/out';
import { pileDrill } from '../machines/drills/pile';
import { TRY_AT, VARIANTS } from '../variants';

describeVariantLinks({
  name: 'Stopp',
  drills: [beatDrill, boardDrill, outDrill, pileDrill],
  variants: VARIANTS,
  tryAt: TRY_AT,
  defaults: DEFAULT_RULES,
  withOption: (key, value) => {
    const r = makeRules({ [key]: value });
    if (!r.ok) throw new Error(`${key}-${String(value)}`);
    return r.value;
  },
});
