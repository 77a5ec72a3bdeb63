/**
 * The rendered corpus (scripts/corpus.ts, `npm run corpus`): the committed files `tests/corpus/<lang>.txt` are what
 * the strings render to now, and no sentence of the platform or of a game shows a slip a machine can see (a
 * lower-case sentence start, "You has", "an Du", "till Du", a decimal point in German or Swedish, a key or markup
 * left over, "1 Karten", "en ess", an avoided term of the game's list). Findings are reported per game, each with
 * its language, key, rule and sentence.
 */
import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCorpus, checkSentence, checkTerms, corpusPath, findingsByGame, LANGS, loadTerms, PLATFORM, type CorpusLang, type GameFinding } from '../../scripts/corpus';

const corpus = await buildCorpus();
const terms = await loadTerms();

const rules = (lang: CorpusLang, text: string) => checkSentence(lang, text).map((f) => f.rule);

describe('the corpus files', () => {
  for (const lang of LANGS) {
    it(`tests/corpus/${lang}.txt is up to date (else run \`npm run corpus\`)`, () => {
      const path = corpusPath(lang);
      const committed = existsSync(path) ? readFileSync(path, 'utf8') : '';
      // Not toBe: a diff of two 500 KB texts helps nobody; the first changed line does.
      if (committed !== corpus[lang].text) {
        const a = committed.split('\n');
        const b = corpus[lang].text.split('\n');
        const at = b.findIndex((line, i) => line !== a[i]);
        expect.fail(`tests/corpus/${lang}.txt is stale: run \`npm run corpus\`. First difference at line ${at + 1}:\n  committed: ${a[at] ?? '(end)'}\n  now:       ${b[at] ?? '(end)'}`);
      }
    });
  }

  it('every game and the platform are in every language, each key beside its sentence', () => {
    for (const lang of LANGS) {
      const games = new Set(corpus[lang].sentences.map((s) => s.game));
      expect([...games]).toContain(PLATFORM);
      expect(games.size).toBeGreaterThan(1);
      expect(corpus[lang].text).toMatch(/^card\.name \| /m);
    }
  });
});

describe('the checker', () => {
  it('leaves clean sentences alone', () => {
    const clean: [CorpusLang, string][] = [
      ['en', 'You have the ace of spades. The queen of spades wins the trick.'],
      ['en', 'Anna and Ben have 5 points each; you lead, and Anna deals.'],
      ['en', 'Ben deals and Anna leads.'],
      ['en', 'The hand scores 1 point, e.g. with an ace or a king.'],
      ['en', 'queen of spades'], // a label, not a sentence
      ['en', 'Trick 1 of 8'],
      ['de', 'Du hast das Pik-Ass. Anna spielt den Pik-Buben, und du gewinnst den Stich.'],
      ['de', 'Die Karte geht an dich; Anna und Ben haben je 1 Strich, z. B. nach dem 2. Stich.'],
      ['de', 'Ein Pik-Ass zählt 11 Augen, der Pott hat 2,5 Einsätze, das Blatt 1.000 Punkte.'],
      ['de', 'Wenn du nicht bedienen kannst, darfst du stechen.'],
      ['sv', 'Du har spader ess. Anna spelar ut, och sticket går till dig.'],
      ['sv', 'Ett ensamt ess och en ensam kung, en kort stund; ett par ess är 2,5 poäng, t.ex. 1 poäng.'],
      ['sv', 'Annas tur: din hand har ett högt kort.'],
    ];
    for (const [lang, text] of clean) expect(checkSentence(lang, text), `${lang}: ${text}`).toEqual([]);
  });

  it('finds a lower-case sentence start at the start and after . ! ?', () => {
    expect(rules('en', 'queen of spades wins the trick.')).toEqual(['lower-case sentence start']);
    expect(rules('en', 'Done. queen of spades wins.')).toEqual(['lower-case sentence start']);
    expect(rules('sv', 'Bra! spader är trumf.')).toEqual(['lower-case sentence start']);
    expect(rules('de', 'Das ist z. B. gut. So geht es.')).toEqual([]);
  });

  it('finds the learner with a third-person verb, after a preposition, or as a Swedish genitive', () => {
    expect(rules('en', 'You has 3 points.')).toEqual(['you + third-person verb']);
    expect(rules('en', 'Anna passes, and you wins.')).toEqual(['you + third-person verb']);
    expect(rules('en', "It is you's turn.")).toEqual(['you + third-person verb']);
    expect(rules('de', 'Du hat 3 Punkte.')).toEqual(['du + third-person verb']);
    expect(rules('de', 'Jetzt spielt du aus.')).toEqual(['du + third-person verb']);
    expect(rules('de', 'Der Stich geht an Du.')).toEqual(['preposition + du']);
    expect(rules('de', 'Die Farbe von du.')).toEqual(['preposition + du']);
    expect(rules('sv', 'Sticket går till Du.')).toEqual(['preposition + du', 'capitalised Du mid-sentence']);
    expect(rules('sv', 'Det är Anna (du)s tur.')).toEqual(['du as a genitive']);
    expect(rules('sv', 'Det är dus tur.')).toEqual(['du as a genitive']);
    expect(rules('sv', 'Nu spelar Du ut.')).toEqual(['capitalised Du mid-sentence']);
    expect(rules('en', 'Trick 5 goes to You.')).toEqual(['capitalised You mid-sentence']);
    expect(rules('en', 'Done. You lead: You win.')).toEqual([]);
  });

  it('finds a list of names with a singular verb', () => {
    expect(rules('en', 'Anna and Ben wins the deal.')).toEqual(['names list + singular verb']);
    expect(rules('de', 'Anna und Ben hat gewonnen.')).toEqual(['names list + singular verb']);
    expect(rules('de', 'Anna gibt und Ben spielt aus.')).toEqual([]);
  });

  it('finds numbers written with a decimal point in German and Swedish, not in English', () => {
    expect(rules('de', 'Im Schnitt 2.5 Stiche.')).toEqual(['decimal point']);
    expect(rules('sv', 'I snitt 0.75 stick.')).toEqual(['decimal point']);
    expect(rules('en', 'On average 2.5 tricks.')).toEqual([]);
    expect(rules('de', 'Regel VP22.1 gilt, 1.000 Punkte.')).toEqual([]);
  });

  it('finds keys and markup left over', () => {
    expect(rules('en', 'table.ev.played')).toContain('key-like text');
    expect(rules('de', 'Anna spielt [den {{card}}].')).toContain('leftover markup');
    expect(rules('de', 'Anna spielt [den Pik-Buben].')).toEqual([]);
    expect(rules('sv', 'Det är [den:card].')).toEqual(['leftover markup']);
    expect(checkSentence('en', 'walk.intro', 'walk.intro').map((f) => f.rule)).toContain('untranslated key');
  });

  it('finds a plural after 1, a German weak noun left undeclined, and Swedish gender slips', () => {
    expect(rules('de', 'Anna hat 1 Karten.')).toEqual(['plural after 1']);
    expect(rules('de', 'Auf der Tafel stehen 1 Striche.')).toEqual(['plural after 1']);
    expect(rules('de', 'Noch 1 böse Karten.')).toEqual(['plural after 1']);
    expect(rules('de', 'Noch 11 Karten, 21 Augen.')).toEqual([]);
    expect(rules('en', 'Anna has 1 tricks.')).toEqual(['plural after 1']);
    expect(rules('sv', 'Cirka 1 minuter.')).toEqual(['plural after 1']);
    expect(rules('de', 'Anna sticht den Pik-Bube mit dem Herz-Bube.')).toEqual(['weak noun not declined', 'weak noun not declined']);
    expect(rules('sv', 'Anna har en ess.')).toEqual(['gender: en + neuter noun']);
    expect(rules('sv', 'Anna har en spader ess.')).toEqual(['gender: en + neuter noun']);
    expect(rules('sv', 'Anna har ett kung.')).toEqual(['gender: ett + common noun']);
    expect(rules('sv', 'Anna har ett ensam ess.')).toEqual(['gender: ett + adjective without -t']);
    expect(rules('en', 'Anna plays a ace, then an king.')).toEqual(['a/an before a card', 'a/an before a card']);
  });

  it("finds a game's avoided terms", () => {
    const list = [{ concept: 'void', lang: 'de' as const, prefer: 'frei', avoid: ['blank'] }];
    expect(checkTerms('de', 'Anna ist in Pik blank.', list).map((f) => f.found)).toEqual(['blank']);
    expect(checkTerms('de', 'Anna ist in Pik frei.', list)).toEqual([]);
  });
});

const findings = Object.fromEntries(LANGS.map((lang) => [lang, findingsByGame(lang, corpus[lang].sentences, terms)])) as Record<CorpusLang, Record<string, GameFinding[]>>;

/** Findings of every language for one game, as lines a writer can act on. */
function report(game: string): string[] {
  return LANGS.flatMap((lang) => (findings[lang][game] ?? []).map((f) => `${lang} ${f.key}: ${f.rule}: "${f.found}" in "${f.text}"`));
}

describe('what the checks find, per game', () => {
  const games = [...new Set(corpus.en.sentences.map((s) => s.game))];
  for (const game of games) {
    it(`${game}: no sentence shows a slip a machine can see`, () => {
      const lines = report(game);
      const count = LANGS.map((l) => `${l} ${(findings[l][game] ?? []).length}`).join(', ');
      if (lines.length > 0) expect.fail(`${game}: ${lines.length} findings (${count}); fix the strings, then run \`npm run corpus\`:\n${lines.join('\n')}`);
    });
  }
});
