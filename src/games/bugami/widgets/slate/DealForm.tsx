/**
 * One deal as the table counted it: each player's bid, tricks and bad cards (for a Null bidder: kept or broken), and
 * who took the last trick when cards were set aside. What was typed stays in the form when the engine refuses it;
 * a new deal to enter clears it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { T } from '../../../../i18n/client';
import type { SlateAwaiting, TypedDeal } from '../../engine/slate';
import { BIDS, type Bid, type Seat } from '../../engine/types';

type Next = Extract<SlateAwaiting, { kind: 'deal' }>;

const SYMBOL: Record<Bid, string> = { S: '♠', H: '♥', D: '♦', C: '♣', NULL: '0' };

/** '' -> null (blank), digits -> the number, anything else -> -1 (which the engine refuses as not a count). */
const count = (s: string): number | null => (s.trim() === '' ? null : /^\d{1,3}$/.test(s.trim()) ? Number(s.trim()) : -1);

export function DealForm({ t, next, names, refusal, onEnter }: { t: T; next: Next; names: readonly string[]; refusal: string; onEnter: (typed: TypedDeal) => void }) {
  const n = names.length;
  const blank = () => new Array<string>(n).fill('');
  const [bids, setBids] = useState<string[]>(blank);
  const [tricks, setTricks] = useState<string[]>(blank);
  const [bad, setBad] = useState<string[]>(blank);
  const [kept, setKept] = useState<string[]>(blank);
  const [last, setLast] = useState<string>('');
  const key = `${next.deal}/${n}`;
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    setBids(blank());
    setTricks(blank());
    setBad(blank());
    setKept(blank());
    setLast('');
  }, [key]);
  const seats = Array.from({ length: n }, (_, i) => i as Seat);
  const at = (list: string[], setter: (x: string[]) => void, s: Seat) => (ev: Event) => setter(list.map((x, i) => (i === s ? (ev.currentTarget as HTMLInputElement | HTMLSelectElement).value : x)));
  const submit = (ev: Event) => {
    ev.preventDefault();
    onEnter({
      bids: seats.map((s) => (BIDS.includes(bids[s] as Bid) ? (bids[s] as Bid) : null)),
      tricks: seats.map((s) => count(tricks[s] ?? '')),
      bad: seats.map((s) => (bids[s] === 'NULL' ? 0 : count(bad[s] ?? ''))),
      last: last === '' ? null : (Number(last) as Seat),
      nullKept: seats.map((s) => (bids[s] === 'NULL' && kept[s] !== '' ? kept[s] === 'kept' : null)),
    });
  };
  return (
    <form class="tslate__entry bslate__entry" onSubmit={submit} aria-labelledby="bslate-entry-title" data-question data-deal={next.deal}>
      <h3 id="bslate-entry-title">{t('slate.entry.title', { n: next.deal })}</h3>
      <p class="tslate__hint">{t('slate.entry.hint', { count: next.handSize })}</p>
      {next.remainder > 0 && <p class="tslate__hint">{t('slate.entry.remainder', { count: next.remainder })}</p>}
      <div class="bslate__cols" aria-hidden="true">
        <span>{t('slate.col.bid')}</span>
        <span>{t('slate.col.tricks')}</span>
        <span>{t('slate.col.bad')}</span>
      </div>
      {seats.map((s) => {
        const bid = bids[s] ?? '';
        return (
          <fieldset key={s} class="bslate__player" data-seat={s}>
            <legend>
              {names[s]}
              <span aria-hidden="true" class={`bslate__symbol bslate__bid--${bid || 'none'}`}>
                {bid ? SYMBOL[bid as Bid] : ''}
              </span>
            </legend>
            <div class="bslate__fields">
              <select name={`bid-${s}`} aria-label={t('slate.entry.bid', { name: names[s] ?? '' })} value={bid} onChange={at(bids, setBids, s)}>
                <option value="">{t('slate.entry.bidChoose')}</option>
                {BIDS.map((b) => (
                  <option key={b} value={b}>
                    {t(`bid.${b}`)}
                  </option>
                ))}
              </select>
              <input class="tslate__number" inputMode="numeric" pattern="[0-9]*" autoComplete="off" name={`tricks-${s}`} aria-label={t('slate.entry.tricks', { name: names[s] ?? '' })} value={tricks[s]} onInput={at(tricks, setTricks, s)} />
              {bid === 'NULL' ? (
                <select name={`null-${s}`} aria-label={t('slate.entry.null', { name: names[s] ?? '' })} value={kept[s]} onChange={at(kept, setKept, s)}>
                  <option value="">{t('slate.entry.null.unsaid')}</option>
                  <option value="kept">{t('slate.entry.null.kept')}</option>
                  <option value="broken">{t('slate.entry.null.broken')}</option>
                </select>
              ) : (
                <input class="tslate__number" inputMode="numeric" pattern="[0-9]*" autoComplete="off" name={`bad-${s}`} aria-label={t('slate.entry.bad', { name: names[s] ?? '' })} value={bad[s]} onInput={at(bad, setBad, s)} />
              )}
            </div>
          </fieldset>
        );
      })}
      {next.remainder > 0 && (
        <label class="bslate__last">
          <span>{t('slate.entry.last')}</span>
          <select name="last" value={last} onChange={(ev) => setLast((ev.currentTarget as HTMLSelectElement).value)}>
            <option value="">{t('slate.entry.lastChoose')}</option>
            {seats.map((s) => (
              <option key={s} value={String(s)}>
                {names[s]}
              </option>
            ))}
          </select>
        </label>
      )}
      <p class="tslate__refusal" role="alert">
        {refusal}
      </p>
      <button type="submit" class="button tslate__score" data-primary>
        {t('slate.entry.score')}
      </button>
    </form>
  );
}
