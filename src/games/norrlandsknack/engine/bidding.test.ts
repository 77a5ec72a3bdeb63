import { describe, expect, it } from 'vitest';
import { bidChoices, biddingOutcomeOf, responseOrder } from './bidding';
import { makeRules } from './rules';

const m = (o: Record<number, string>) => new Map(Object.entries(o).map(([k, v]) => [Number(k), v]));

describe('bidding (spec 4)', () => {
  it('everyone lurks: redeal by the same dealer, no new stakes', () => {
    const r = biddingOutcomeOf({ dealNo: 1, order: [0, 1, 2, 3], bids: m({ 0: 'lurk', 1: 'lurk', 2: 'lurk', 3: 'lurk' }) });
    expect(r.ok && r.value).toMatchObject({ result: 'redeal', same_dealer: true, new_stakes: false });
  });
  it('deal 1: the first knock ends the bidding and everyone plays', () => {
    const r = biddingOutcomeOf({ dealNo: 1, order: [0, 1, 2, 3], bids: m({ 0: 'lurk', 1: 'knock' }) });
    expect(r.ok && r.value).toMatchObject({ result: 'play', knocker: 1, participants: [0, 1, 2, 3] });
    expect(r.ok && r.value.reasons.map((x) => x.code)).toEqual(['bid.lurked', 'bid.knocked', 'bid.not-asked', 'bid.not-asked', 'bid.plays-first-deal', 'bid.plays-first-deal', 'bid.plays-first-deal']);
  });
  it('later deals: go along or fold, clockwise after the knocker', () => {
    expect(responseOrder([0, 1, 2, 3], 1)).toEqual([2, 3, 0]);
    expect(responseOrder([0, 1, 2, 3], 1, 'from-forehand')).toEqual([0, 2, 3]);
    const r = biddingOutcomeOf({ dealNo: 2, order: [0, 1, 2, 3], bids: m({ 0: 'lurk', 1: 'knock' }), responses: m({ 2: 'go_along', 3: 'fold', 0: 'go_along' }) });
    expect(r.ok && r.value).toMatchObject({ result: 'play', knocker: 1, participants: [0, 1, 2], folded: [3], unopposed: false });
  });
  it('everyone folds: the knocker plays alone (OP6)', () => {
    const r = biddingOutcomeOf({ dealNo: 3, order: [0, 1, 2], bids: m({ 0: 'knock' }), responses: m({ 1: 'fold', 2: 'fold' }) });
    expect(r.ok && r.value).toMatchObject({ participants: [0], unopposed: true, knocker_tricks: 5 });
    const r2 = biddingOutcomeOf({ dealNo: 3, order: [0, 1, 2], bids: m({ 0: 'knock' }), responses: m({ 1: 'fold', 2: 'fold' }), rules: (makeRules({ unopposed_knock_tricks: 1 }) as unknown as { value: never }).value });
    expect(r2.ok && r2.value).toMatchObject({ knocker_tricks: 1 });
  });
  it('missing bids or responses are coded errors', () => {
    expect(biddingOutcomeOf({ dealNo: 1, order: [0, 1, 2], bids: m({ 0: 'lurk' }) })).toMatchObject({ ok: false, error: { code: 'bidding.missing-bid', seat: 1 } });
    expect(biddingOutcomeOf({ dealNo: 2, order: [0, 1, 2], bids: m({ 0: 'knock' }), responses: m({ 1: 'fold' }) })).toMatchObject({ ok: false, error: { code: 'bidding.missing-response', seat: 2 } });
  });
  it('the decision trainer: deal 1 and later deals differ', () => {
    const a = bidChoices({ dealNo: 1 });
    expect(a.ok && a.value.choices.map((c) => c.consequence.code)).toEqual(['choice.knock-first-deal', 'choice.lurk-first-deal']);
    const b = bidChoices({ dealNo: 2, score: 7, knocker: 1 });
    expect(b.ok && b.value.choices.map((c) => c.consequence)).toEqual([
      { code: 'choice.go-along', limpaStakes: 1, limpaPoints: 3 },
      { code: 'choice.fold', scoreStays: 7 },
    ]);
    expect(bidChoices({ dealNo: 0 }).ok).toBe(false);
  });
});
