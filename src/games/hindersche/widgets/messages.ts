/** Message key prefixes every Hindersche widget needs (its island receives them besides its own). */
export const COMMON_MESSAGES = ['card.', 'quiz.', 'notice.', 'suit.', 'group.', 'seat.'] as const;
