/** Every "try it" link of Handjass's variants page leads where its reading matters (tests/support/variantLinks.ts). */
import { describeVariantLinks } from '../../../../tests/support/variantLinks';
import { legalDrill } from '../machines/drills/legal';
import { rankingDrill } from '../machines/drills/ranking';
import { rotationDrill } from '../machines/drills/rotation';
import { strokeDrill } from '../machines/drills/scoring';
import { translateDrill } from '../machines/drills/translate';
import { trickDrill } from '../machines/drills/trick';
import { weisBuildDrill, weisCompareDrill } from '../machines/drills/weis';
import { RULE_SPEC } from '../ruleSpec';
import { TRY_AT, VARIANTS } from '../variants';

describeVariantLinks({
  name: 'Handjass',
  drills: [legalDrill, rankingDrill, rotationDrill, strokeDrill, translateDrill, trickDrill, weisBuildDrill, weisCompareDrill],
  variants: VARIANTS,
  tryAt: TRY_AT,
  rules: (changed) => ({ ...RULE_SPEC.defaults, ...changed }) as never,
  seeds: 30,
});
