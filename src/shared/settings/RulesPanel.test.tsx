import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import RulesPanel from './RulesPanel';
import type { RuleSpec } from '../game';

const messages = { 'vp.jokerLead.title': 'Leading a Joker', 'vp.VP01.title': 'Counting' };
const legend = (spec: RuleSpec) => /<legend>(.*?)<\/legend>/.exec(render(h(RulesPanel, { lang: 'en', messages, spec })))?.[1] ?? '';

describe('the rule panel', () => {
  it("never shows an option's key; a code only where the game names its options by one", () => {
    const plain = legend({ game: 'g', options: { jokerLead: [true, false] }, defaults: { jokerLead: true } });
    expect(plain).toContain('Leading a Joker');
    expect(plain).not.toContain('jokerLead');
    expect(plain).not.toContain('rules-panel__code');
    const coded = legend({ game: 'g', options: { VP01: [1, 2] }, defaults: { VP01: 1 }, codes: { VP01: 'VP01' } });
    expect(coded).toMatch(/<span class="rules-panel__code">VP01<\/span>.*Counting/);
  });
});
