/** Every "try it" link of Norrlandsknack's variants page leads where its reading matters (tests/support/variantLinks.ts). */
import { describeVariantLinks } from '../../../../tests/support/variantLinks';
import { biddingDrill } from '../machines/drills/bidding';
import { buyingDrill } from '../machines/drills/buying';
import { dealDrill } from '../machines/drills/deal';
import { decisionDrill } from '../machines/drills/decision';
import { followDrill } from '../machines/drills/follow';
import { leadDrill } from '../machines/drills/lead';
import { scoreDrill } from '../machines/drills/score';
import { trumfmantDrill } from '../machines/drills/trumfmant';
import { RULE_SPEC } from '../ruleSpec';
import { TRY_AT, VARIANTS } from '../variants';

describeVariantLinks({
  name: 'Norrlandsknack',
  // The decision trainer samples deals for every question: it comes last, so an index reading stops before it.
  drills: [biddingDrill, buyingDrill, dealDrill, followDrill, leadDrill, scoreDrill, trumfmantDrill, decisionDrill],
  variants: VARIANTS,
  tryAt: TRY_AT,
  rules: (changed) => ({ ...RULE_SPEC.defaults, ...changed }),
  seeds: 40,
});
