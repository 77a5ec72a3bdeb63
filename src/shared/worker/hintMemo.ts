/**
 * Hints asked ahead: every game's table starts the coach's search for the learner's decision while the learner is
 * still looking (`prefetch`), and the hint button then gets that same answer (`ask`) instead of starting a search of
 * its own. Answers are kept per game state object (a new state, a new question) and seat; a failed request is
 * forgotten, so asking again retries.
 *
 *   const hints = hintMemo((state, seat) => bots.run((c) => c.hint(lean(state), seat, { budgetMs })));
 *   hints.prefetch(game, LEARNER);   // when the learner's turn begins
 *   await hints.ask(game, LEARNER);  // when the hint is asked for: no new search
 */
export interface HintMemo<S extends object, Seat, H> {
  ask(state: S, seat: Seat): Promise<H>;
  prefetch(state: S, seat: Seat): void;
}

export function hintMemo<S extends object, Seat, H>(request: (state: S, seat: Seat) => Promise<H>): HintMemo<S, Seat, H> {
  const answers = new WeakMap<S, Map<Seat, Promise<H>>>();
  const ask = (state: S, seat: Seat): Promise<H> => {
    let bySeat = answers.get(state);
    if (!bySeat) answers.set(state, (bySeat = new Map()));
    const known = bySeat.get(seat);
    if (known) return known;
    const asked = request(state, seat);
    bySeat.set(seat, asked);
    const forget = bySeat;
    asked.catch(() => {
      if (forget.get(seat) === asked) forget.delete(seat);
    });
    return asked;
  };
  return {
    ask,
    prefetch: (state, seat) => {
      ask(state, seat).catch(() => undefined);
    },
  };
}
