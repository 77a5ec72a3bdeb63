/**
 * The shared slate parts rendered on the server (as Astro renders them before hydration), in the three languages,
 * with the platform's strings: every `slate.` key they use exists, and the parts say what they should.
 */
import { readFileSync } from 'node:fs';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/client';
import { LANGUAGES, resources } from '../../i18n';
import { History, PlayersForm, SlateActions, SlateBoard, SlateNotices, Why, sharedRefusal } from './parts';
import { FILE_MAX } from './engine';

const t = createTranslator('en', resources.en);
const noop = () => {};

describe('the shared slate parts', () => {
  it('use only keys the platform has in every language', () => {
    const parts = readFileSync(new URL('./parts.tsx', import.meta.url), 'utf8');
    const machine = readFileSync(new URL('./machine.ts', import.meta.url), 'utf8');
    const keys = new Set([...parts.matchAll(/\bt\('(slate\.[a-zA-Z.-]+)'/g), ...machine.matchAll(/'(slate\.(?:saved\.[a-z]+|imported))'/g)].map((m) => m[1] as string));
    // Keys built from an error code: the codes the shared refusals name.
    for (const code of ['slate-file.not-json', 'slate-file.not-a-slate', 'slate-file.newer', 'slate-file.too-big', 'slate.over', 'slate.too-many-entries', 'slate.nothing-to-undo', 'slate.bad-state', 'slate.bad-record']) keys.add(`slate.refused.${code}`);
    expect(keys.size).toBeGreaterThan(25);
    for (const lang of LANGUAGES) {
      const has = (k: string) => k in resources[lang] || `${k}_other` in resources[lang];
      expect([...keys].filter((k) => !has(k)), lang).toEqual([]);
    }
  });

  it('the players form: a count from 2 to 7, one name field per player, the first dealer by name', () => {
    const html = render(<PlayersForm t={t} min={2} max={7} names={['Anna', 'Bert', '', 'Dora']} count={3} dealer={1} onNames={noop} onCount={noop} onDealer={noop} />);
    expect(html.match(/name="slate-players"/g)).toHaveLength(6);
    expect(html).toContain('3 players');
    expect(html.match(/name="name-\d"/g)).toEqual(['name="name-0"', 'name="name-1"', 'name="name-2"']);
    expect(html).toContain('Player 3');
    expect(html.match(/name="slate-dealer"/g)).toHaveLength(3);
    // One count only (a four-player game): no count field.
    expect(render(<PlayersForm t={t} min={4} max={4} names={[]} count={4} dealer={0} onNames={noop} onCount={noop} onDealer={noop} />)).not.toContain('slate-players');
  });

  it('the board: each figure with its reason one tap away, who deals and leads, who is out', () => {
    const html = render(
      <SlateBoard
        t={t}
        names={['Anna', 'Bert', 'Cilli']}
        caption="Standing"
        dealer={0}
        leader={1}
        out={[false, false, true]}
        columns={[{ label: 'Total', cell: (s) => ({ value: s * 10, why: s === 1 ? ['Bert took 10 points.'] : [] }) }]}
      />,
    );
    expect(html).toContain('<details class="tslate__why"><summary>10 <span class="tslate__why-label">Why?</span></summary>');
    expect(html).toContain('Bert took 10 points.');
    expect(html.match(/<details/g)).toHaveLength(1);
    expect(html).toContain('>deals<');
    expect(html).toContain('>leads<');
    expect(html).toContain('(out)');
    expect(html).toContain('data-value="20"');
  });

  it('the history, the actions and the notices', () => {
    expect(render(<History t={t} items={[{ head: 'Deal 1', lines: ['a'] }]} />)).toBe('');
    const history = render(<History t={t} items={[{ head: 'Deal 1', lines: ['a'] }, { head: 'Deal 2', lines: ['b', 'c'] }]} />);
    expect(history).toContain('History (2 entries)');
    // Two entries, three reasons.
    expect(history.match(/<li>/g)).toHaveLength(5);
    const actions = render(<SlateActions t={t} entries={0} canUndo onUndo={noop} onExport={noop} importButton={null} onNew={noop} />);
    expect(actions).toContain('Back to the players');
    expect(actions).toContain('data-action="new"');
    expect(render(<SlateNotices t={t} notice="slate.saved.elsewhere" refusal="No." />)).toContain('changed in another tab');
    expect(render(<Why t={t} figure={5} reasons={[]} />)).toBe('5');
  });

  it('says why a file or a setup was refused, in every language', () => {
    for (const lang of LANGUAGES) {
      const tl = createTranslator(lang, resources[lang]);
      expect(sharedRefusal(tl, { code: 'slate-file.not-a-slate' }, 'Stopp')).toContain('Stopp');
      expect(sharedRefusal(tl, { code: 'slate-file.too-big', max: FILE_MAX }, 'Stopp')).toContain('2 MB');
      expect(sharedRefusal(tl, { code: 'slate-file.invalid', detail: { code: 'x', index: 4 } }, 'Stopp')).toContain('5');
      expect(sharedRefusal(tl, { code: 'slate.bad-setup', field: 'names', min: 3, max: 6 }, 'Stopp')).toMatch(/3.*6/);
      expect(sharedRefusal(tl, { code: 'stopp.something' }, 'Stopp')).toBeNull();
    }
  });
});
