/**
 * Hindersche's card names for the sentence formatter (src/i18n/phrase.ts): each card as a noun with its grammatical
 * gender. Every sentence of the widgets and the table's narration that names a card takes the card from here, so
 * articles and pronouns agree with it ("mit der Pik-Dame", "das Karo-Ass", "det", "the queen of spades").
 */
import type { Card } from '../../../shared/cards/model';
import { cardNoun, type Noun, type Phrase } from '../../../i18n/phrase';

export type { Phrase };

/** A card as a noun of running text in the formatter's language ("queen of spades", "Pik-Dame", "spader dam"). */
export const cardWord = (t: Phrase, card: Card): Noun => cardNoun(t, t.lang, card);
