import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { SetupForm } from './TableShell';

describe('the setup form', () => {
  it('comes from the server with start disabled, so that a tap before the script runs cannot reload the page', () => {
    const html = render(
      h(SetupForm, { t: ((k: string) => k) as never, id: 'gt', title: 'A new game', startLabel: 'Start', resumeLabel: 'Continue', canResume: false, onStart: () => {}, onResume: () => {} }),
    );
    expect(html).toMatch(/<button type="submit"[^>]*data-start[^>]*disabled/);
  });
});
