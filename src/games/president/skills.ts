/** The skills the President course teaches; lessons name them in their frontmatter, progress is kept per skill. */
export const SKILLS = ['combinations', 'beating', 'rounds', 'finishing', 'gameEnd', 'exchange', 'variants'] as const;
export type Skill = (typeof SKILLS)[number];
