import { describe, expect, it } from 'vitest';
import { fileText, readFile, replay, undo } from '../../../shared/slate/engine';
import { checkSetup, enterResult, newSlate, NK_SLATE, prepareEntry, type NkCall, type NkSlateState } from './slate';

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
const code = (r: { ok: boolean; error?: unknown }) => (r.ok ? 'ok' : (r as { error: { code: string } }).error.code);

/** Anna, Bert, Cilla, Dag; Dag deals first, so Anna is forehand. */
function slate(rules: Record<string, unknown> = {}, names = ['Anna', 'Bert', 'Cilla', 'Dag']): NkSlateState {
  return newSlate(must(checkSetup({ names, firstDealer: names.length - 1, rules })));
}
const enter = (s: NkSlateState, calls: (NkCall | null)[], tricks: (number | null)[], breaches: number[] = []) => enterResult(s, { calls, tricks, breaches });
const typed = (s: NkSlateState, calls: (NkCall | null)[], tricks: (number | null)[]) => enterResult(s, must(prepareEntry(s, { calls, tricks, breaches: [] })));

describe('setup', () => {
  it('takes 3 to 5 named players and the house rules', () => {
    const s = slate();
    expect(s.scores).toEqual([10, 10, 10, 10]);
    expect(s.sheet.pot).toBe(4);
    expect(s.next).toMatchObject({ dealNo: 1, redeal: 0, dealer: 3, forehand: 0, order: [0, 1, 2, 3], trumfmant: false, ante: false, dealerReason: 'dealer.first' });
    expect(code(checkSetup({ names: ['A', 'B'], firstDealer: 0 }))).toBe('slate.bad-setup');
    expect(code(checkSetup({ names: ['A', 'B', 'C', 'D', 'E', 'F'], firstDealer: 0 }))).toBe('slate.bad-setup');
    expect(code(checkSetup({ names: ['A', 'B', 'a'], firstDealer: 0 }))).toBe('slate.names-repeat');
    expect(checkSetup({ names: ['A', 'B', 'C'], firstDealer: 0, rules: { rotation: 'up' } })).toMatchObject({ ok: false, error: { field: 'rules' } });
  });
});

describe('deal 1', () => {
  it('everybody plays after the knock; only the trickless knocker gets a mark and pays a stake', () => {
    const s = must(enter(slate(), ['lurk', 'knock', null, null], [2, 0, 3, 0]));
    const st = s.steps[0]!;
    expect(st).toMatchObject({ knocker: 1, lurked: [0], participants: [0, 1, 2, 3], folded: [], limpas: [0, 1, 0, 0], potBefore: 4, potAfter: 5, stakes: [1, 2, 1, 1] });
    expect(s.scores).toEqual([8, 10, 7, 10]);
    expect(st.seats[1]!.reasons.map((r) => r.code)).toEqual(['score.tricks', 'score.limpa-knocker-first-deal']);
    expect(st.seats[3]!.reasons.map((r) => r.code)).toEqual(['score.tricks', 'score.no-limpa-first-deal']);
    expect(s.next).toMatchObject({ dealNo: 2, dealer: 0, forehand: 1, dealerReason: 'dealer.rotates' });
  });
  it('refuses a fold, a lurk after the knock and two knockers', () => {
    expect(enter(slate(), ['knock', 'fold', null, null], [2, 0, 3, 0])).toEqual({ ok: false, error: { code: 'nk.fold-first-deal', seat: 1 } });
    expect(enter(slate(), ['knock', 'lurk', null, null], [2, 0, 3, 0])).toEqual({ ok: false, error: { code: 'nk.lurk-after-knock', seat: 1, knocker: 0 } });
    expect(enter(slate(), ['knock', null, 'knock', null], [2, 0, 3, 0])).toEqual({ ok: false, error: { code: 'nk.two-knockers', seats: [0, 2] } });
  });
  it('refuses tricks that do not add up to five, and fills in one missing count', () => {
    expect(enter(slate(), ['knock', null, null, null], [2, 0, 2, 0])).toEqual({ ok: false, error: { code: 'nk.tricks-total', total: 4, expected: 5 } });
    expect(enter(slate(), ['knock', null, null, null], [2, null, 2, 0])).toEqual({ ok: false, error: { code: 'nk.tricks-missing', seat: 1 } });
    expect(enter(slate(), ['knock', null, null, null], [2, 6, 2, 0])).toEqual({ ok: false, error: { code: 'nk.tricks-not-a-count', seat: 1 } });
    expect(must(typed(slate(), ['knock', null, null, null], [2, null, 2, 0])).scores).toEqual([8, 9, 8, 10]);
  });
  it('everybody lurked: dealt again by the same dealer, deal 1 again, no stakes', () => {
    const s = must(enter(slate(), ['lurk', 'lurk', 'lurk', 'lurk'], [null, null, null, null]));
    expect(s.steps[0]).toMatchObject({ kind: 'all-lurked', potAfter: 4 });
    expect(s.next).toMatchObject({ dealNo: 1, redeal: 1, dealer: 3, dealerReason: 'dealer.same-after-lurk' });
    expect(enter(slate(), ['lurk', 'lurk', 'along', 'lurk'], [null, null, null, null])).toEqual({ ok: false, error: { code: 'nk.answer-without-knock', seat: 2 } });
    expect(enter(slate(), ['lurk', 'lurk', null, 'lurk'], [null, null, null, null])).toEqual({ ok: false, error: { code: 'nk.call-missing', seat: 2 } });
    expect(enter(slate(), ['lurk', 'lurk', 'lurk', 'lurk'], [1, null, null, null])).toEqual({ ok: false, error: { code: 'nk.tricks-not-playing', seat: 0 } });
  });
});

describe('deal 2 on', () => {
  const after1 = () => must(enter(slate(), ['knock', null, null, null], [2, 1, 1, 1])); // 8 9 9 9, Anna deals, Bert forehand
  it('a trickless player who went along gets +5, capped at 10, a mark and a stake; a folded player keeps his score', () => {
    const s = must(enter(after1(), ['fold', 'knock', 'along', 'along'], [null, 3, 2, 0]));
    expect(s.scores).toEqual([8, 6, 7, 10]);
    const st = s.steps[1]!;
    expect(st).toMatchObject({ knocker: 1, along: [2, 3], folded: [0], limpas: [0, 0, 0, 1], potAfter: 5 });
    expect(st.seats[3]!.reasons).toEqual([{ code: 'score.tricks', tricks: 0 }, { code: 'score.limpa-no-trick', added: 1, capped: true }]);
    expect(st.seats[0]!.reasons).toEqual([{ code: 'score.folded' }]);
  });
  it('refuses tricks for a folded player and a missing answer', () => {
    expect(enter(after1(), ['fold', 'knock', 'along', 'along'], [1, 2, 2, 0])).toEqual({ ok: false, error: { code: 'nk.tricks-not-playing', seat: 0 } });
    expect(enter(after1(), [null, 'knock', 'along', 'along'], [null, 3, 2, 0])).toEqual({ ok: false, error: { code: 'nk.answer-missing', seat: 0 } });
  });
  it('everybody folds: the knocker is credited the house\'s tricks (5, or 0 under OP6 0 with a limpa)', () => {
    const s = must(typed(after1(), ['fold', 'knock', 'fold', 'fold'], [null, null, null, null]));
    expect(s.steps[1]).toMatchObject({ unopposed: true, tricks: [0, 5, 0, 0] });
    expect(s.scores).toEqual([8, 4, 9, 9]);
    expect(enter(after1(), ['fold', 'knock', 'fold', 'fold'], [null, 3, null, null])).toEqual({ ok: false, error: { code: 'nk.unopposed-tricks', seat: 1, tricks: 3, expected: 5 } });
  });
  it('everybody lurks under pass-deal: the deal passes on', () => {
    const s = must(enter(after1(), ['lurk', 'lurk', 'lurk', 'lurk'], [null, null, null, null]));
    expect(s.next).toMatchObject({ dealNo: 2, redeal: 1, dealer: 0, dealerReason: 'dealer.same-after-lurk' });
    const p = must(enter(must(enter(slate({ all_lurk_later: 'pass-deal' }), ['knock', null, null, null], [2, 1, 1, 1])), ['lurk', 'lurk', 'lurk', 'lurk'], [null, null, null, null]));
    expect(p.next).toMatchObject({ dealNo: 2, redeal: 1, dealer: 1, dealerReason: 'dealer.passes-after-lurk' });
  });
  it('the ante rule: everybody stakes again at each new deal, not at a redeal', () => {
    let s = must(enter(slate({ ante_each_deal: true }), ['knock', null, null, null], [2, 1, 1, 1]));
    expect(s.sheet.pot).toBe(4);
    s = must(enter(s, ['lurk', 'lurk', 'lurk', 'lurk'], [null, null, null, null]));
    expect(s.sheet.pot).toBe(8);
    s = must(enter(s, ['knock', 'along', 'along', 'along'], [2, 1, 1, 1]));
    expect(s.sheet.pot).toBe(8);
    expect(s.sheet.stakes).toEqual([2, 2, 2, 2]);
  });
});

describe('the end at 0, Trumfmant', () => {
  function near(rules: Record<string, unknown> = {}) {
    // Deal 1: Anna 5 tricks -> 5. Deal 2: Anna 4 -> 1 (Trumfmant next).
    let s = must(enter(slate(rules), ['knock', null, null, null], [5, 0, 0, 0]));
    s = must(enter(s, ['along', 'knock', 'along', 'along'], [4, 1, 0, 0]));
    return s;
  }
  it('a player on 1 puts Trumfmant on; his first trick ends the game at once, with no limpas', () => {
    const s = near();
    expect(s.scores).toEqual([1, 9, 10, 10]);
    expect(s.next).toMatchObject({ trumfmant: true, onOne: [0] });
    const end = must(enter(s, ['along', 'along', 'knock', 'along'], [1, 0, 2, 0]));
    expect(end.winners).toEqual([0]);
    expect(end.steps[2]).toMatchObject({ cutShort: true, end: { code: 'end.zero-reached', seat: 0, trick: 3 } });
    expect(end.scores).toEqual([0, 9, 8, 10]);
    expect(end.next).toBeNull();
    expect(code(enter(end, ['knock', null, null, null], [5, 0, 0, 0]))).toBe('slate.over');
  });
  it('refuses tricks past 0 and two players at 0', () => {
    const s = near();
    expect(enter(s, ['along', 'along', 'knock', 'along'], [2, 0, 3, 0])).toEqual({ ok: false, error: { code: 'nk.tricks-past-zero', seat: 0, score: 1, tricks: 2 } });
  });
  it('the after-deal rule: the deal is scored, lowest at 0 wins', () => {
    const s = near({ game_end: 'after-deal' });
    const end = must(enter(s, ['along', 'along', 'knock', 'along'], [2, 0, 3, 0]));
    expect(end.winners).toEqual([0]);
    expect(end.steps[2]!.end).toEqual({ code: 'end.lowest-at-zero', seats: [0], score: -1 });
  });
  it('a Trumfmant breach under the penalty rule: a limpa; refused when not scored', () => {
    const s = near({ trumfmant_breach: 'penalty' });
    const r = must(enter(s, ['fold', 'along', 'knock', 'along'], [null, 2, 2, 1], [1]));
    expect(r.steps[2]!.seats[1]!.reasons.map((x) => x.code)).toEqual(['score.tricks', 'score.limpa-trumfmant-breach']);
    expect(enter(near(), ['fold', 'along', 'knock', 'along'], [null, 2, 2, 1], [1])).toEqual({ ok: false, error: { code: 'nk.breach-not-scored' } });
    expect(enter(s, ['fold', 'along', 'knock', 'along'], [null, 2, 2, 1], [0])).toEqual({ ok: false, error: { code: 'nk.breach-not-playing', seat: 0 } });
  });
  it('two at zero in one deal is refused', () => {
    let s = must(enter(slate({}, ['A', 'B', 'C']), ['knock', null, null], [3, 2, 0])); // 7 8 10
    s = must(enter(s, ['knock', 'along', 'along'], [3, 2, 0])); // 4 6 10... B forehand
    expect(s.scores).toEqual([4, 6, 10]);
    s = must(enter(s, ['along', 'along', 'knock'], [2, 3, 0]));
    expect(s.scores).toEqual([2, 3, 10]);
    expect(enter(s, ['knock', 'along', 'along'], [2, 3, 0])).toEqual({ ok: false, error: { code: 'nk.two-at-zero', seats: [0, 1] } });
  });
});

describe('the platform: undo, files, garbage', () => {
  it('undo replays without the last entry; a file reads back to the same slate', () => {
    const s = must(enter(slate(), ['knock', null, null, null], [2, 1, 1, 1]));
    const s2 = must(enter(s, ['fold', 'knock', 'along', 'along'], [null, 3, 2, 0]));
    expect(must(undo(NK_SLATE, s2)).scores).toEqual(s.scores);
    const back = must(readFile(NK_SLATE, fileText(NK_SLATE, s2)));
    expect(back.steps).toEqual(s2.steps);
    expect(must(replay(NK_SLATE, s2.setup, s2.entries)).sheet).toEqual(s2.sheet);
  });
  it('never throws on garbage', () => {
    for (const bad of [null, 1, 'x', [], {}, { calls: 'x', tricks: [] }, { calls: [1, 2, 3, 4], tricks: [0, 0, 0, 0] }, { calls: ['knock', null, null, null], tricks: [5, 0, 0, 0], breaches: [9] }]) {
      expect(enterResult(slate(), bad).ok).toBe(false);
    }
    expect(enterResult(null as unknown as NkSlateState, {}).ok).toBe(false);
  });
});
