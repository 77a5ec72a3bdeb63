/** Message key prefixes every Bugami widget needs (its island receives them besides its own). */
export const COMMON_MESSAGES = ['card.', 'quiz.', 'notice.', 'suit.', 'seat.', 'bid.', 'why.'] as const;
