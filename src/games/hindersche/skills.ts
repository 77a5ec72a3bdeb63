/** The skills the Hindersche course teaches; lessons name them in their frontmatter, progress is kept per skill. */
export const SKILLS = [
  'pack',
  'table',
  'ranking',
  'points',
  'dealing',
  'follow',
  'tricks',
  'schleipfen',
  'phase1',
  'phase2',
  'playoff',
  'gameEnd',
  'settlement',
  'tactics',
] as const;
export type Skill = (typeof SKILLS)[number];
