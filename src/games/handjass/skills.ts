/** The skills the Handjass course teaches; lessons name them in their frontmatter, progress is kept per skill. */
export const SKILLS = ['basics', 'pack', 'ranking', 'follow', 'tricks', 'weis', 'weisContest', 'scoring', 'gameEnd', 'smallTables'] as const;
export type Skill = (typeof SKILLS)[number];
