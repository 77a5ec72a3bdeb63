/** Every "try it" link of Bugami's variants page leads where its reading matters (tests/support/variantLinks.ts). */
import { describeVariantLinks } from '../../../../tests/support/variantLinks';
import { badCountDrill } from '../machines/drills/badCount';
import { advisorDrill, revealDrill } from '../machines/drills/bids';
import { followDrill } from '../machines/drills/follow';
import { marriageDrill } from '../machines/drills/marriage';
import { scoringDrill } from '../machines/drills/scoring';
import { trickDrill } from '../machines/drills/trick';
import { RULE_SPEC } from '../ruleSpec';
import { TRY_AT, VARIANTS } from '../variants';

describeVariantLinks({
  name: 'Bugami',
  // The bid advisor samples deals for every question: it comes last, so an index reading stops before it.
  drills: [badCountDrill, revealDrill, followDrill, marriageDrill, scoringDrill, trickDrill, advisorDrill],
  variants: VARIANTS,
  tryAt: TRY_AT,
  rules: (changed) => ({ ...RULE_SPEC.defaults, ...changed }),
  seeds: 20,
  tableSeeds: 8,
});
