/**
 * Sentences with a seat in them, built right when the seat is the learner (issue 17): the learner's name at the
 * table is "You" / "Du", and a sentence that makes it the subject of a third-person verb ("Du gibt") or puts it after
 * a preposition ("bei Du", "av Du") is wrong. The review's next-deal line and the play to beat are rendered for the
 * learner's seat and for other seats in every language.
 */
import { describe, expect, it } from 'vitest';
import { gameResources } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { LEARNER } from '../machines/table';
import { lastPlayText, nextDealText } from '../table/narrate';

const tOf = (lang: 'en' | 'de' | 'sv') => createTranslator(lang, gameResources.president![lang]!);
const OTHER = 1;
const PAIR = { type: 'set', count: 2, rank: 'T', low: null, jokers: 0 } as const;
const THIRD = 2;

/** Per language: what the learner's sentences must say, what they must never say, and another player's verb. */
const EXPECT = {
  en: { deal: ['you deal', 'then you give', 'your 3 highest'], lead: ['starting with you', 'gives you the 3 highest', 'your 3 lowest'], never: /\bYou\b|you deals|you gives/, dealsVerb: 'deals', own: 'your own play' },
  de: { deal: ['Du gibst', 'dann gibst du', 'deine 3 höchsten', 'bekommst'], lead: ['beginnend bei dir', 'dir die 3 höchsten', 'deine 3 niedrigsten'], never: /Du gibt|du gibt|bei Du|gibt Du|Du bekommt|von Du/, dealsVerb: 'gibt', own: 'von dir gelegt' },
  sv: { deal: ['du ger', 'sedan ger du', 'dina 3 högsta'], lead: ['med början hos dig', 'dig sina 3 högsta', 'dina 3 lägsta'], never: /\bDu\b|på Du|av Du|ger Du/, dealsVerb: 'ger', own: 'som du själv lade' },
} as const;

describe('President: sentences about the learner', () => {
  for (const lang of ['en', 'de', 'sv'] as const) {
    const t = tOf(lang);
    const e = EXPECT[lang];
    const name = (s: number) => t(`pseat.${s}`);

    it(`${lang}: the next deal when the learner deals (is the Bottom)`, () => {
      const text = nextDealText(t, LEARNER, OTHER, 3);
      for (const part of e.deal) expect(text).toContain(part);
      expect(text).toContain(name(OTHER));
      expect(text).not.toMatch(e.never);
      expect(nextDealText(t, LEARNER, OTHER, 1)).not.toMatch(e.never);
    });

    it(`${lang}: the next deal when the learner is dealt to first (is the President)`, () => {
      const text = nextDealText(t, OTHER, LEARNER, 3);
      for (const part of e.lead) expect(text).toContain(part);
      expect(text).toContain(`${name(OTHER)} ${e.dealsVerb}`);
      expect(text).not.toMatch(e.never);
      expect(nextDealText(t, OTHER, LEARNER, 1)).not.toMatch(e.never);
    });

    it(`${lang}: the next deal between two other players names them in the third person`, () => {
      const text = nextDealText(t, THIRD, OTHER, 3);
      expect(text).toContain(`${name(THIRD)} ${e.dealsVerb}`);
      expect(text).toContain(name(OTHER));
      expect(text).not.toContain(t('table.you'));
    });

    it(`${lang}: the play to beat, the learner's own and another player's`, () => {
      const own = lastPlayText(t, lang, LEARNER, PAIR);
      expect(own).toContain(e.own);
      expect(own).not.toContain(t('table.you'));
      const theirs = lastPlayText(t, lang, OTHER, PAIR);
      expect(theirs).toContain(name(OTHER));
    });
  }
});

describe('President: the play to beat in Swedish agrees with the combination', () => {
  const t = tOf('sv');
  const combo = (count: number, rank: string, type: 'set' | 'run' = 'set') => ({ type, count, rank, low: type === 'run' ? '3' : null, jokers: 0 }) as Parameters<typeof lastPlayText>[3];
  it('says "lagd av" after an en-word and "lagt av" after an ett-word', () => {
    expect(lastPlayText(t, 'sv', OTHER, combo(1, '8'))).toBe('Att slå: en ensam åtta, lagd av Björn.');
    expect(lastPlayText(t, 'sv', THIRD, combo(3, '9'))).toBe('Att slå: triss i nior, lagd av Cecilia.');
    expect(lastPlayText(t, 'sv', OTHER, combo(2, 'T'))).toBe('Att slå: ett par tior, lagt av Björn.');
    expect(lastPlayText(t, 'sv', OTHER, combo(1, 'A'))).toBe('Att slå: ett ensamt ess, lagt av Björn.');
    expect(lastPlayText(t, 'sv', OTHER, combo(4, 'K'))).toContain('fyrtal i kungar, lagt av');
    expect(lastPlayText(t, 'sv', OTHER, combo(3, '5', 'run'))).toContain(', lagd av Björn.');
  });
});
