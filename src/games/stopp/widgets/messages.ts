/** Message key prefixes every Stopp widget needs (its island receives them besides its own). */
export const COMMON_MESSAGES = ['card.', 'cards.', 'quiz.', 'notice.', 'suit.', 'seat.', 'common.'] as const;
