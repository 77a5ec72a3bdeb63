/** The lesson figures come from the engine and refuse questions it cannot answer. */
import { describe, expect, it } from 'vitest';
import { lessonFigure } from '../lesson/figures';

describe('lesson figures', () => {
  it('answer from the engine', () => {
    expect(lessonFigure({ of: 'talon', players: 4 })).toEqual({ ok: true, value: 31 });
    expect(lessonFigure({ of: 'talon', players: 5 })).toEqual({ ok: true, value: 26 });
    expect(lessonFigure({ of: 'dealt', players: 3 })).toEqual({ ok: true, value: 16 });
    expect(lessonFigure({ of: 'dealer-receives', discard: 3 })).toEqual({ ok: true, value: 2 });
    expect(lessonFigure({ of: 'after-limpa', score: 7 })).toEqual({ ok: true, value: 10 });
    expect(lessonFigure({ of: 'after-limpa', score: 1 })).toEqual({ ok: true, value: 6 });
  });
  it('refuse what the engine cannot answer', () => {
    expect(lessonFigure({ of: 'talon', players: 7 }).ok).toBe(false);
    expect(lessonFigure({ of: 'dealer-receives', discard: 0 }).ok).toBe(false);
    expect(lessonFigure({ of: 'after-limpa' }).ok).toBe(false);
  });
});
