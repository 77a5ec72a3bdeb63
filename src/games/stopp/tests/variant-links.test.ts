/** Every "try it" link of Stopp's variants page leads where its reading matters (tests/support/variantLinks.ts). */
import { describeVariantLinks } from '../../../../tests/support/variantLinks';
import { makeRules } from '../engine/rules';
import type { DrillRules } from '../machines/drills/rules';
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
  rules: (changed): DrillRules => {
    const r = makeRules(changed);
    if (!r.ok) throw new Error(JSON.stringify(changed));
    return r.value;
  },
});
