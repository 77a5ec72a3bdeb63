/** Every "try it" link of President's variants page leads where its reading matters (tests/support/variantLinks.ts). */
import { describeVariantLinks } from '../../../../tests/support/variantLinks';
import { beatDrill } from '../machines/drills/beat';
import { comboDrill } from '../machines/drills/combo';
import { exchangeDrillDef } from '../machines/drills/exchange';
import { finishingDrill } from '../machines/drills/finishing';
import { roundDrill } from '../machines/drills/round';
import { RULE_SPEC } from '../ruleSpec';
import { TRY_AT, VARIANTS } from '../variants';

describeVariantLinks({
  name: 'President',
  drills: [beatDrill, comboDrill, exchangeDrillDef, finishingDrill, roundDrill],
  variants: VARIANTS,
  tryAt: TRY_AT,
  rules: (changed) => ({ ...RULE_SPEC.defaults, ...changed }),
  seeds: 40,
  // Passing is an answer of beat-or-pass that 'must play when able' judges differently.
  probes: (drill) => (drill.id === 'beat-or-pass' ? ['PASS'] : []),
});
