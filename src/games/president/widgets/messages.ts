/** Message key prefixes every President widget needs (its island receives them besides its own). */
export const COMMON_MESSAGES = ['card.', 'joker.', 'quiz.', 'notice.', 'pseat.', 'combo.', 'role.', 'pcommon.'] as const;
