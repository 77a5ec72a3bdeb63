/** The skills the Stopp course teaches; lessons name them in their frontmatter, progress is kept per skill. */
export const SKILLS = ['deal', 'beat', 'pile', 'going-out', 'settlement', 'tactics'] as const;
export type Skill = (typeof SKILLS)[number];
