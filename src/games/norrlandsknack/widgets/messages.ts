/** Message key prefixes every Norrlandsknack widget needs (its island receives them besides its own). */
export const COMMON_MESSAGES = ['card.', 'quiz.', 'notice.', 'suit.', 'suitText.', 'seat.', 'nk.'] as const;
