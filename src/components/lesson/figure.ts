/** A game engine's answer to a number a lesson states: the value (with its terms, for a sum), or a coded error. */
export type FigureAnswer = { ok: true; value: number; terms?: readonly number[] } | { ok: false; error: { code: string; detail: string } };
