/** The suit-and-rank translator drill: name a card in the other pack (Swiss-German or French). */
import type { Card } from '../../../../shared/cards/model';
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { SUIT_MAPPINGS, SWISS_RANK_NAMES, type HjRank } from '../../engine/cards';
import type { DrillRules } from './rules';
import type { Rules } from '../../engine/rules';
import { translateScene, type TranslateScene } from '../../positions/translate';
import { drill } from './drill';

/** A card's Swiss-German names under a suit pairing: rank key (as, koenig, ober, under, banner, 9..6) and suit key. */
export function swissOf(card: Card, mapping: Rules['suitNames']): { rank: string; suit: string } {
  const suits = SUIT_MAPPINGS[mapping] as Record<string, string>;
  return { rank: SWISS_RANK_NAMES[card[0] as HjRank], suit: suits[card[1] as string] as string };
}

/** The choices of a question: the card and three others, in a fixed order for the seed. */
export function choices(q: TranslateScene): Card[] {
  return [q.card, ...q.others].sort();
}

export interface TranslateVerdict extends Verdict {
  expected: Card;
  swiss: { rank: string; suit: string };
  mapping: Rules['suitNames'];
}

export const translateDrill = drill<TranslateScene, Card, TranslateVerdict, DrillRules>({
  id: 'suit-translator',
  skill: 'pack',
  generate: (seed, level) => translateScene(seed, level),
  judge: (q, answer, rules) => {
    const part = (c: Card) => (q.ask === 'rank' ? c[0] : q.ask === 'suit' ? c[1] : c);
    return { expected: q.card, swiss: swissOf(q.card, rules.suitNames), mapping: rules.suitNames, correct: typeof answer === 'string' && part(answer) === part(q.card) };
  },
  solve: (q) => q.card,
});
