/** The skills the Norrlandsknack course teaches; lessons name them in their frontmatter, progress is kept per skill. */
export const SKILLS = ['deal', 'bidding', 'buying', 'openingLead', 'follow', 'scoring', 'trumfmant', 'tactics'] as const;
export type Skill = (typeof SKILLS)[number];
