/** This game's drills, bound to its rule options (src/shared/quiz/drill.ts). */
import { drillsOf } from '../../../../shared/quiz/drill';
import { RULE_SPEC } from '../../ruleSpec';

export const drill = drillsOf(RULE_SPEC);
