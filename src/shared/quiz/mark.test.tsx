/**
 * The answer marks every game's drills share (mark.tsx) and the quiz's heading levels (heading.ts, QuizFrame): which
 * choice gets which mark, what a screen reader hears in each language, the title an h2 on a drill page and an h3 in
 * a lesson with the headings inside one level below; and no game's widget draws right/wrong with classes of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/client';
import { LANGUAGES, resources } from '../../i18n';
import { MarkText, answerMark, markAttrs, markWhen, markedLabel } from './mark';
import { QuizFrame } from './QuizFrame';
import { useQuizSubheading } from './heading';
import type { QuizContext } from './quizMachine';

const en = createTranslator('en', resources.en);

describe('answer marks', () => {
  it('a chosen right answer is right, a chosen wrong one wrong, an unchosen right one missed, the rest unmarked', () => {
    expect(answerMark(true, true)).toBe('right');
    expect(answerMark(false, true)).toBe('wrong');
    expect(answerMark(true, false)).toBe('missed');
    expect(answerMark(false, false)).toBeNull();
  });

  it('after "Show me" the learner chose nothing: the right answers are shown as missed, nothing as wrong', () => {
    expect(answerMark(true, true, true)).toBe('missed');
    expect(answerMark(false, true, true)).toBeNull();
  });

  it('nothing is marked while the question is open', () => {
    expect(markWhen(true, false)(true, true)).toBeNull();
    expect(markWhen(true, false)(false, true)).toBeNull();
    expect(markWhen(false, false)(false, true)).toBe('wrong');
  });

  it('the attribute tests and the stylesheet read, only on a marked choice', () => {
    expect(markAttrs('wrong')).toEqual({ 'data-mark': 'wrong' });
    expect(markAttrs(null)).toEqual({});
  });

  it('a screen reader hears the mark, in every language, from the platform strings', () => {
    for (const lang of LANGUAGES) {
      const t = createTranslator(lang, resources[lang]);
      for (const mark of ['right', 'wrong', 'missed'] as const) {
        const text = t(`quiz.mark.${mark}`);
        expect(text, `${lang} ${mark}`).not.toBe(`quiz.mark.${mark}`);
        expect(render(<MarkText t={t} mark={mark} />)).toContain(text);
      }
      expect(new Set(['right', 'wrong', 'missed'].map((m) => t(`quiz.mark.${m}`))).size, lang).toBe(3);
    }
    expect(markedLabel(en, 'Ace of hearts', 'wrong')).toBe('Ace of hearts (your answer, wrong)');
    expect(markedLabel(en, 'Ace of hearts', null)).toBe('Ace of hearts');
    expect(render(<MarkText t={en} mark={null} />)).toBe('');
  });
});

describe('quiz heading levels', () => {
  const context = {
    drill: { id: 'y', levels: 1, ruleSpec: { game: 'x', options: {}, defaults: {} } },
    streak: 0,
    bestStreak: 0,
    verdict: null,
    revealed: false,
    hinted: false,
    explainOpen: false,
    answered: 0,
    seed: 1,
    level: 1,
  } as unknown as QuizContext;
  function Inner() {
    const H = useQuizSubheading();
    return <H>inner</H>;
  }
  const frame = (onDrillPage: boolean) =>
    render(
      <QuizFrame t={en} id="q" title="Title" quiz={{ snapshot: { context, hasTag: () => true }, send: () => {}, notice: null, dismissNotice: () => {}, lang: 'en', readUrl: onDrillPage }}>
        <Inner />
      </QuizFrame>,
    );

  it('on a drill page the title is an h2 (under the page h1) and a heading inside it an h3', () => {
    const html = frame(true);
    expect(html).toMatch(/<h2 class="quiz__title"[^>]*>Title<\/h2>/);
    expect(html).toContain('<h3>inner</h3>');
  });

  it('in a lesson the title is an h3 (under the widget h2) and a heading inside it an h4', () => {
    const html = frame(false);
    expect(html).toMatch(/<h3 class="quiz__title"[^>]*>Title<\/h3>/);
    expect(html).toContain('<h4>inner</h4>');
  });
});

describe('every game uses the shared marks and heading levels', () => {
  const games = readdirSync('src/games', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  const widgets = games.flatMap((g) =>
    readdirSync(join('src/games', g, 'widgets'), { recursive: true })
      .map(String)
      .filter((f) => /\.(tsx|css)$/.test(f) && !f.includes('.test.'))
      .map((f) => join('src/games', g, 'widgets', f)),
  );

  it('no widget draws a right or wrong answer choice with a class of its own', () => {
    // Still their own: marks on the parts of a worked answer, not on choices (a line of a score, a built weis group,
    // a stroke total).
    const parts = /\b(scoring__part|hj-build__group|hj-result)--(right|wrong)\b/g;
    const own = widgets.filter((f) => /--(right|wrong|missed)\b|\bbg-(right|wrong)\b/.test(readFileSync(f, 'utf8').replace(parts, '')));
    expect(own).toEqual([]);
  });

  it('every drill tells its quiz whether the page is its own (the frame takes its heading level from that)', () => {
    const frames = widgets.filter((f) => f.endsWith('.tsx') && readFileSync(f, 'utf8').includes('<QuizFrame'));
    expect(frames.length).toBeGreaterThan(30);
    expect(frames.filter((f) => !/useQuiz\(\w+, \{[^}]*\breadUrl\b/.test(readFileSync(f, 'utf8')))).toEqual([]);
    expect(frames.filter((f) => !/<QuizFrame[^>]*\bquiz=\{quiz\}/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });
});
