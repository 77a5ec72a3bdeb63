/** Message key prefixes every Handjass widget needs (its island receives them besides its own). */
export const COMMON_MESSAGES = ['card.', 'quiz.', 'notice.', 'suit.', 'seat.', 'hj.'] as const;
