/** The skills the Bugami course teaches; lessons name them in their frontmatter, progress is kept per skill. */
export const SKILLS = ['deal', 'bidding', 'follow', 'tricks', 'badCount', 'scoring', 'advice', 'variants', 'gameEnd'] as const;
export type Skill = (typeof SKILLS)[number];
