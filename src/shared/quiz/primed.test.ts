import { afterEach, describe, expect, it } from 'vitest';
import { PRIMED_ATTR, prepare, primeKey, questionFor, readPrimed, scriptJson } from './primed';

const made: number[] = [];
const drill = { id: 'toy', generate: (seed: number, level: number) => (made.push(seed), { seed, level, made: 'here' }) };
const rules = { a: 'x' };

function page(scripts: { key: string; text: string }[]) {
  (globalThis as { document?: unknown }).document = {
    querySelectorAll: () => scripts.map((s) => ({ getAttribute: (n: string) => (n === PRIMED_ATTR ? s.key : null), textContent: s.text })),
  };
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
  made.length = 0;
});

describe('questions that come with the page', () => {
  it('takes the server’s question instead of making it again, only for the same drill, seed, level and rules', () => {
    page([{ key: primeKey('toy', 5, 2, rules), text: scriptJson({ seed: 5, level: 2, made: 'server', note: '</script>' }) }]);
    readPrimed(primeKey('toy', 5, 2, rules));
    expect(questionFor(drill, 5, 2, rules)).toEqual({ seed: 5, level: 2, made: 'server', note: '</script>' });
    expect(made).toEqual([]);
    expect(questionFor(drill, 5, 2, { a: 'y' })).toEqual({ seed: 5, level: 2, made: 'here' });
    expect(questionFor(drill, 6, 2, rules)).toEqual({ seed: 6, level: 2, made: 'here' });
    expect(made).toEqual([5, 6]);
  });

  it('ignores a question it cannot read, and one for another key', () => {
    page([{ key: primeKey('toy', 7, 1, rules), text: '{not json' }, { key: primeKey('toy', 8, 1, rules), text: '{}' }]);
    readPrimed(primeKey('toy', 7, 1, rules));
    expect(questionFor(drill, 7, 1, rules)).toEqual({ seed: 7, level: 1, made: 'here' });
    expect(made).toEqual([7]);
  });

  it('writes JSON that cannot end the script element it stands in', () => {
    expect(scriptJson({ x: '</script><!--' })).not.toMatch(/</);
    expect(JSON.parse(scriptJson({ x: '</script><!--' }))).toEqual({ x: '</script><!--' });
  });
});

describe('the next question, made ahead', () => {
  it('is kept and then taken instead of being made again', () => {
    prepare(drill, 9, 1, rules);
    expect(made).toEqual([9]);
    expect(questionFor(drill, 9, 1, rules)).toEqual({ seed: 9, level: 1, made: 'here' });
    prepare(drill, 9, 1, rules);
    expect(made).toEqual([9]);
  });
});
