/** Every drill of the game by widget id (the widget registry lists the same ids). */
import type { Drill } from '../../../../shared/quiz/quizMachine';
import { rankingDrill } from './ranking';
import { translateDrill } from './translate';
import { trickDrill } from './trick';
import { legalDrill } from './legal';
import { weisBuildDrill, weisCompareDrill } from './weis';
import { strokeDrill } from './scoring';
import { rotationDrill } from './rotation';

export const DRILLS: Record<string, Drill<never, never, never, never>> = Object.fromEntries(
  [translateDrill, rankingDrill, trickDrill, legalDrill, weisBuildDrill, weisCompareDrill, strokeDrill, rotationDrill].map((d) => [d.id, d as unknown as Drill<never, never, never, never>]),
);
