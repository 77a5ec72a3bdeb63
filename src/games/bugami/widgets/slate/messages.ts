import { PANEL_KEYS } from '../../ruleSpec';

/** The message prefixes the slate island uses (its own, the bids, the score reasons, the end of the game, the rules' names). */
export const SLATE_MESSAGES: readonly string[] = ['bid.', 'why.score.', 'why.n.', 'score.pooled', 'table.review.remainder', 'table.over.', 'table.ev.playOff', 'card.suit.', ...PANEL_KEYS.map((k) => `vp.${k}.title`)];
