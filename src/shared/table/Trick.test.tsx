/**
 * The shared trick row (Trick.tsx): cards in the order played under their players' names, the centre hook, the taker
 * of a finished trick marked (ring and bold name, so not by colour alone), nothing marked while the trick is played,
 * a pile's top card ringed, and the empty line when no card lies on the felt. Bugami, Handjass, Norrlandsknack and
 * Stopp (its pile) draw their centre with it, and none of them keeps a row of its own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { TrickRow } from './Trick';

const plays = [
  { key: 'AH', seat: 2, name: 'Carla', card: <span class="card">AH</span> },
  { key: 'KH', seat: 3, name: 'David', card: <span class="card">KH</span> },
  { key: '7H', seat: 0, name: 'You', card: <span class="card">7H</span> },
];

describe('TrickRow', () => {
  it('lays the cards out in the order played, each under its player, in the centre hook named by its label', () => {
    const html = render(<TrickRow label="Trick 2" plays={plays} empty="No card yet" />);
    expect(html).toMatch(/<div class="gt-centre gt-trickrow" data-centre[ =>]/);
    expect(html).toContain('aria-label="Trick 2"');
    const names = [...html.matchAll(/class="gt-play__name">([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(['Carla', 'David', 'You']);
    expect(html.indexOf('AH')).toBeLessThan(html.indexOf('KH'));
    expect(html).not.toContain('No card yet');
  });

  it('marks no card while the trick is being played', () => {
    const html = render(<TrickRow label="Trick 2" plays={plays} empty="" />);
    expect(html).not.toContain('gt-play--winner');
    expect(html).not.toContain('gt-trickrow__cards--complete');
  });

  it('marks the card that took a finished trick, and only that one', () => {
    const html = render(<TrickRow label="Trick 2" plays={plays} winner={3} empty="">
      <p class="gt-trick__note">Trick 2 goes to David.</p>
    </TrickRow>);
    expect(html.match(/gt-play--winner/g)).toHaveLength(1);
    expect(html).toMatch(/<li class="gt-play gt-play--winner"><span class="gt-play__name">David</);
    expect(html).toContain('gt-trickrow__cards--complete');
    expect(html).toContain('Trick 2 goes to David.');
  });

  it('does not mark a winner who played no card of the trick on show', () => {
    const html = render(<TrickRow label="Trick 2" plays={plays} winner={1} empty="" />);
    expect(html).not.toContain('gt-play--winner');
  });

  it("rings a pile's top card, the one to beat, by its card and not by its player (who may have played twice)", () => {
    const pile = [...plays, { key: '9H', seat: 2, name: 'Carla', card: <span class="card">9H</span> }];
    const html = render(<TrickRow label="The pile: 4 cards" plays={pile} top="9H" empty="" />);
    expect(html.match(/gt-play--top/g)).toHaveLength(1);
    expect(html).toMatch(/<li class="gt-play gt-play--top"><span class="gt-play__name">Carla<\/span><span class="card">9H</);
    expect(html).not.toContain('gt-play--winner');
  });

  it('says the empty line when no card lies on the felt', () => {
    const html = render(<TrickRow label="The trick" plays={[]} empty="No card played yet" />);
    expect(html).toContain('No card played yet');
    expect(html).not.toContain('<ol');
  });

  it('the taker is marked by more than colour: a ring on the card and the name in bold, underlined', () => {
    const css = readFileSync(join(__dirname, 'table.css'), 'utf8');
    expect(css).toMatch(/\.gt-play--winner \.card \{[^}]*outline: 3px solid/);
    expect(css).toMatch(/\.gt-play--winner \.gt-play__name \{[^}]*font-weight: 700;[^}]*text-decoration: underline/);
  });

  it('the games with a trick row use this one rather than their own', () => {
    for (const game of ['bugami', 'handjass', 'norrlandsknack', 'stopp']) {
      const src = readFileSync(join(__dirname, `../../games/${game}/widgets/GameTable.tsx`), 'utf8');
      expect(src, game).toContain('<TrickRow');
    }
  });
});
