import { describe, expect, it } from 'vitest';
import { budgetFor, pageScripts, staticImports } from '../../scripts/budgets.mjs';

const rules = [
  { pages: '/', bytes: 600, islands: false },
  { pages: '/*/hindersche/', bytes: 10240, islands: true },
  { pages: '/*/hindersche/*/', bytes: 46080, islands: true },
];

describe('JavaScript budget check', () => {
  it('finds inline scripts, script files, islands and module preloads', () => {
    const html = `<script>var a=1</script><script type="application/ld+json">{}</script><script type="module" src="/_astro/a.js"></script>
      <link rel="modulepreload" href="/_astro/b.js"><astro-island component-url="/_astro/c.js" renderer-url="/_astro/r.js"></astro-island>`;
    const s = pageScripts(html);
    expect(s.inline).toEqual(['var a=1']);
    expect(s.urls.sort()).toEqual(['/_astro/a.js', '/_astro/b.js', '/_astro/c.js', '/_astro/r.js']);
    expect(s.islands).toBe(1);
  });

  it('keeps the code of islands that load on view apart from the first load', () => {
    const html = `<astro-island client="visible" component-url="/_astro/w.js" renderer-url="/_astro/r.js"></astro-island>
      <astro-island client="idle" component-url="/_astro/p.js" renderer-url="/_astro/r.js"></astro-island>`;
    const s = pageScripts(html);
    expect(s.urls.sort()).toEqual(['/_astro/p.js', '/_astro/r.js']);
    // The renderer is loaded at first by the idle island, so only the widget's own module waits for the view.
    expect(s.onViewUrls).toEqual(['/_astro/w.js']);
    expect(s.islands).toBe(2);
  });

  it('follows static imports but not dynamic ones', () => {
    const code = `import{a as b}from"./x.js";import "./y.js";export{c}from'./z.js';const w=()=>import("./lazy.js");`;
    expect(staticImports(code)).toEqual(['./x.js', './y.js', './z.js']);
  });

  it('gives pages without islands a zero budget and island pages their rule', () => {
    expect(budgetFor('/en/hindersche/the-game/', 0, rules).bytes).toBe(0);
    expect(budgetFor('/en/hindersche/the-game/', 2, rules).bytes).toBe(46080);
    expect(budgetFor('/de/hindersche/', 1, rules).bytes).toBe(10240);
    expect(budgetFor('/', 0, rules).bytes).toBe(600);
    expect(budgetFor('/en/unknown/page/', 1, rules).bytes).toBe(0);
  });
});
