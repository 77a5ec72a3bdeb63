/**
 * Handjass's table slate: the score keeper for two to four players at a real table. After each deal the table types
 * who played and who passed, each active player's card points (one may stay blank when every card was in play: the
 * slate fills it from 157), the Weis that scored and who said Stöck; the engine gives strokes and potatoes with their
 * reasons, who retires safe, who deals next and, at the end, the loser. With the house's options on, a deal of two
 * may be settled by mutual claim, and the money of the stakes is kept with its reasons and settled at the end.
 * Built on the platform's slate parts.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Messages, T } from '../../../i18n/client';
import { createSlateStore, slateKey } from '../../../shared/slate/store';
import { rulesFrom, useEngineRules } from '../../../shared/slate/useSlate';
import { EntryFrame, Lines, PlayerSelect, listOf, PlayersForm, SetupFrame, SlateBoard, Why, errorValues, sharedRefusal, type HistoryItem } from '../../../shared/slate/parts';
import { ResultSection, SlateIsland, refusalTexts, usePlayers, useSlateIsland, type SetupProps } from '../../../shared/slate/island';
import '../../../shared/table/table.css';
import './slate.css';
import { HANDJASS_SLATE, SLATE_SUITS, type SlateSetup, type SlateState, type SlateStep } from '../engine/slate';
import { makeRules, RULE_OPTIONS, retireTarget, type Rules } from '../engine/rules';
import type { SeatStrokes } from '../engine/scoring';
import { slateMachine } from '../machines/slate';
import { RULE_SPEC } from '../ruleSpec';

const STORE = createSlateStore(HANDJASS_SLATE, slateKey('handjass'));

type NameOf = (seat: number) => string;

const engineRules = (set: Record<string, unknown>): Rules => rulesFrom(set, Object.keys(RULE_OPTIONS), makeRules);

const typedNumber = (x: string): number | string | null => {
  const s = x.trim();
  if (s === '') return null;
  return /^\d{1,4}$/.test(s) ? Number(s) : s;
};

/** A sum of money with its sign (+3, −2, 0). */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function netLabel(t: T, n: number): string {
  if (n < 0) return t('strokes.potatoes', { count: -n });
  if (n === 0) return t('strokes.nothing');
  return t('strokes.strokes', { count: n });
}

/** The engine's reason for one seat's strokes or potato, in words. */
function seatLine(t: T, s: SeatStrokes, name: NameOf, lang: string): string {
  const r = s.reason;
  const vars: Record<string, string | number> = { seat: name(s.seat), total: s.total, result: netLabel(t, s.strokes - s.potatoes) };
  if ('rank' in r) vars.rank = r.rank;
  if ('qualified' in r) vars.qualified = r.qualified;
  if ('threshold' in r) vars.threshold = r.threshold;
  if ('between' in r) vars.between = listOf(lang, r.between.filter((x) => x !== s.seat).map(name));
  let line = t(r.code, vars);
  if (s.extra) line += ` ${t('strokes.extra', { count: s.extra })}`;
  if (s.heldWon) line += ` ${t('slate.line.heldWon', { count: s.heldWon })}`;
  return line;
}

/** What the engine made of one deal, one line per rule applied. */
function stepLines(t: T, st: SlateStep, name: NameOf, lang: string): string[] {
  const lines: string[] = [];
  if (st.kind === 'claimed') lines.push(t('slate.line.claimed', { list: listOf(lang, st.active.map(name)), count: st.multiplier }));
  if (st.kind === 'played') {
    for (const x of st.active) {
      const parts = [t(st.pointsReason[x] === 'points.from-157' ? 'slate.line.from157' : 'slate.line.points', { name: name(x), count: st.points[x] ?? 0 })];
      if (st.weis.seat === x) parts.push(t('slate.line.weis', { count: st.weis.points }));
      if (st.stoeck === x) parts.push(t('slate.line.stoeck'));
      lines.push(`${parts.join(' ')} ${t('slate.line.total', { count: st.totals[x] ?? 0 })}`);
    }
  }
  if (st.multiplier > 1) lines.push(t('strokes.multiplier', { factor: st.multiplier }));
  if (st.kind !== 'claimed') for (const s of st.seats) lines.push(seatLine(t, s, name, lang));
  if (st.draw) lines.push(t('strokes.draw', { order: st.draw.order.map(name).join(' > ') }));
  for (const p of st.passed) lines.push(t('strokes.passer', { seat: name(p) }));
  for (const x of st.newly) lines.push(t('slate.line.out', { name: name(x), count: st.target }));
  for (const p of st.payments) {
    const vars = { name: name(p.from), count: p.each, list: listOf(lang, p.to.map(name)), potatoes: t('board.potatoCount', { count: p.potatoes }) };
    lines.push(t(p.to.length === 1 ? 'slate.line.paysOne' : 'slate.line.paysEach', vars));
  }
  if (st.loser !== null) lines.push(t('slate.line.loser', { name: name(st.loser) }));
  if (st.loser !== null && st.settlement) lines.push(t('slate.line.loserPays', { name: name(st.loser), count: loserStakeOf(st) }));
  return lines;
}

/** What the loser paid each other player (the settlement less the nulls' money). */
function loserStakeOf(st: SlateStep): number {
  const other = st.settlement ? st.settlement.findIndex((_, x) => x !== st.loser) : -1;
  return st.settlement && other >= 0 ? (st.settlement[other] as number) - (st.money[other] as number) : 0;
}

function refusalText(t: T, e: { code: string; [k: string]: unknown }, name: NameOf, lang: string, gameName: string): string {
  const vals = errorValues(e, {
    ...(typeof e.seat === 'number' ? { name: name(e.seat) } : {}),
    ...(Array.isArray(e.between) ? { list: listOf(lang, (e.between as number[]).map(name)) } : {}),
  });
  switch (e.code) {
    case 'slate.bad-setup':
      return t(`slate.refused.setup.${String(e.field)}`, vals);
    case 'slate.draw-needed':
      return t('slate.refused.draw-needed', { ...vals, count: e.strokes as number });
    default:
      if (e.code.startsWith('slate.') && !['slate.over', 'slate.too-many-entries', 'slate.nothing-to-undo', 'slate.bad-state', 'slate.bad-record'].includes(e.code)) {
        const key = `slate.refused.${e.code.slice(6)}`;
        const s = t(key, vals);
        if (s !== key) return s;
      }
      return sharedRefusal(t, e, gameName) ?? t('slate.refused.other');
  }
}

interface Typed {
  played: boolean[];
  points: string[];
  weisSeat: string;
  weisPoints: string;
  stoeck: string;
  trump: string;
  draw: number[];
  claimed: boolean;
}

function EntryForm({ t, slate, names, refusal, drawBetween, onEnter }: { t: T; slate: SlateState; names: readonly string[]; refusal: string; drawBetween: number[] | null; onEnter: (typed: unknown) => void }) {
  const next = slate.next!;
  const fresh = (): Typed => ({ played: names.map((_, x) => next.order.includes(x)), points: names.map(() => ''), weisSeat: '', weisPoints: '', stoeck: '', trump: '', draw: [], claimed: false });
  const [f, setF] = useState<Typed>(fresh);
  useEffect(() => setF(fresh()), [next.deal, slate.entries.length]);
  const set = (p: Partial<Typed>) => setF({ ...f, ...p });
  const active = next.order.filter((x) => f.played[x]);
  // OP10: offered at a table of three or four with the option on; the engine refuses it unless exactly two played.
  const claimed = next.claim && f.claimed;
  const submit = () =>
    onEnter({
      played: names.map((_, x) => next.order.includes(x) && f.played[x] === true),
      points: names.map((_, x) => (!claimed && next.order.includes(x) && f.played[x] ? typedNumber(f.points[x] ?? '') : null)),
      weis: claimed || f.weisSeat === '' ? { seat: null, points: 0 } : { seat: Number(f.weisSeat), points: typedNumber(f.weisPoints) },
      stoeck: claimed || f.stoeck === '' ? null : Number(f.stoeck),
      ...(slate.setup.rules.multiplier ? { trump: f.trump || undefined } : {}),
      ...(!claimed && f.draw.length > 0 ? { draw: f.draw } : {}),
      ...(claimed ? { claimed: true } : {}),
    });
  return (
    <EntryFrame t={t} title={t('slate.entry.title', { deal: next.deal })} hint={next.allCards ? t('slate.entry.hint157') : t('slate.entry.hint')} refusal={refusal} onEnter={submit} noValidate>
      <table class="tslate__table">
        <thead>
          <tr>
            <th scope="col">{t('slate.col.player')}</th>
            <th scope="col">{t('slate.entry.played')}</th>
            <th scope="col">{t('slate.entry.points')}</th>
          </tr>
        </thead>
        <tbody>
          {next.order.map((x) => (
            <tr key={x} data-seat={x}>
              <th scope="row">
                {names[x]}
                {x === next.vorhand && <span class="badge badge--quiet hjslate__vorhand">{t('slate.entry.vorhand')}</span>}
              </th>
              <td>
                <input type="checkbox" class="hjslate__check" name={`played-${x}`} checked={f.played[x]} aria-label={t('slate.entry.playedBy', { name: names[x] ?? '' })} onChange={(e) => set({ played: f.played.map((v, j) => (j === x ? (e.currentTarget as HTMLInputElement).checked : v)) })} />
              </td>
              <td>
                <input
                  class="tslate__number"
                  inputMode="numeric"
                  maxLength={4}
                  autoComplete="off"
                  name={`points-${x}`}
                  disabled={!f.played[x] || claimed}
                  aria-label={t('slate.entry.pointsOf', { name: names[x] ?? '' })}
                  value={f.points[x] ?? ''}
                  onInput={(e) => set({ points: f.points.map((v, j) => (j === x ? (e.currentTarget as HTMLInputElement).value : v)) })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {next.claim && (
        <label class="hjslate__claim">
          <input type="checkbox" class="hjslate__check" name="claimed" checked={f.claimed} onChange={(e) => set({ claimed: (e.currentTarget as HTMLInputElement).checked })} />
          <span>{t('slate.entry.claim')}</span>
        </label>
      )}
      {!claimed && (
        <>
          <label class="tslate__stake">
            <span>{t('slate.entry.weis')}</span>
            <PlayerSelect name="weis-seat" value={f.weisSeat} none={t('slate.entry.nobody')} seats={active} names={names} onChange={(v) => set({ weisSeat: v })} />
          </label>
          {f.weisSeat !== '' && (
            <label class="tslate__stake">
              <span>{t('slate.entry.weisPoints')}</span>
              <input class="tslate__number" name="weis-points" inputMode="numeric" maxLength={4} autoComplete="off" value={f.weisPoints} onInput={(e) => set({ weisPoints: (e.currentTarget as HTMLInputElement).value })} />
            </label>
          )}
          <label class="tslate__stake">
            <span>{t('slate.entry.stoeck')}</span>
            <PlayerSelect name="stoeck" value={f.stoeck} none={t('slate.entry.nobody')} seats={active} names={names} onChange={(v) => set({ stoeck: v })} />
          </label>
        </>
      )}
      {slate.setup.rules.multiplier && (
        <label class="tslate__stake">
          <span>{t('slate.entry.trump')}</span>
          <select name="trump" value={f.trump} onChange={(e) => set({ trump: (e.currentTarget as HTMLSelectElement).value })}>
            <option value="">{t('slate.entry.choose')}</option>
            {SLATE_SUITS.map((s) => (
              <option key={s} value={s}>
                {t(`suit.${s}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {drawBetween && !claimed && (
        <fieldset class="gt-field" data-draw>
          <legend>{t('slate.entry.draw')}</legend>
          {drawBetween.map((x) => (
            <label key={x}>
              <input type="checkbox" class="hjslate__check" name={`draw-${x}`} checked={f.draw.includes(x)} onChange={(e) => set({ draw: (e.currentTarget as HTMLInputElement).checked ? [...f.draw, x] : f.draw.filter((y) => y !== x) })} /> {names[x]}
            </label>
          ))}
        </fieldset>
      )}
    </EntryFrame>
  );
}

function SetupForm({ t, initial, houseRules, refusal, onStart, importButton }: SetupProps<SlateSetup, Rules>) {
  const p = usePlayers(t, initial);
  return (
    <SetupFrame t={t} onStart={() => onStart({ ...p.players(), rules: houseRules })} refusal={refusal(p.label)} importButton={importButton} noValidate>
      <PlayersForm t={t} min={2} max={4} {...p.fields} />
      <p class="tslate__rules">{t('slate.setup.rulesLine', { threshold: houseRules.threshold, count: retireTarget(houseRules) })}</p>
      {houseRules.stakes && <p class="tslate__rules">{t('slate.setup.stakesLine', { count: houseRules.loserStake, nullStake: houseRules.nullStake })}</p>}
      {houseRules.mutualClaim && <p class="tslate__rules">{t('slate.setup.claimLine')}</p>}
    </SetupFrame>
  );
}

export default function HandjassSlate({ lang, messages, gameName = 'Handjass' }: { lang: string; messages: Messages; gameName?: string }) {
  const { t, frame, send, ctx, state, names, resultRef } = useSlateIsland(HANDJASS_SLATE, slateMachine, STORE, { lang, messages });
  const houseRules = useEngineRules(RULE_SPEC, engineRules);
  const name: NameOf = (s) => names[s] ?? t('slate.setup.seat', { n: s + 1 });

  const err = ctx.refusal;
  const say = (e: { code: string; [k: string]: unknown }, named: NameOf = name) => refusalText(t, e, named, lang, gameName);
  const refused = refusalTexts(state, err, say);
  const drawBetween = err && (err.code === 'slate.draw-needed' || err.code === 'slate.draw-bad') && Array.isArray(err.between) ? (err.between as number[]) : null;

  const history = (slate: SlateState): HistoryItem[] =>
    slate.steps.map((st) => ({
      head: t('slate.history.deal', { deal: st.deal, dealer: name(st.dealer) }),
      lines: stepLines(t, st, name, lang),
    }));

  const playing = (slate: SlateState) => {
    const last = slate.steps[slate.steps.length - 1] ?? null;
    const seatsAll = names.map((_, s) => s);
    const netWhy = (s: number): string[] => {
      const lines = [t('slate.why.net', { strokes: t('board.strokeCount', { count: slate.strokes[s] ?? 0 }), potatoes: t('board.potatoCount', { count: slate.potatoes[s] ?? 0 }), net: slate.net[s] ?? 0 })];
      const mine = last?.seats.find((r) => r.seat === s);
      if (mine && last) lines.push(seatLine(t, mine, name, lang));
      lines.push(t('slate.why.target', { count: retireTarget(slate.setup.rules) }));
      return lines;
    };
    // V6: the money so far (the settlement once the game is over), each figure with its reasons.
    const moneyOf = (s: number): number => (slate.settlement ?? slate.money)[s] ?? 0;
    const moneyWhy = (s: number): string[] => {
      const rules = slate.setup.rules;
      const m = slate.money[s] ?? 0;
      const lines = [t('slate.why.money', { count: Math.abs(m), amount: signed(m) })];
      if (slate.settlement && slate.loser !== null) lines.push(t('slate.why.loserPaid', { name: name(slate.loser), count: rules.loserStake }));
      lines.push(t('slate.why.stakes', { count: rules.nullStake, loserStake: rules.loserStake }));
      return lines;
    };
    return (
      <>
        <section class="tslate__board" aria-labelledby="slate-board-title">
          <h2 id="slate-board-title" class="tslate__status">
            {slate.next ? t('slate.status.deal', { deal: slate.next.deal }) : t('slate.status.over')}
          </h2>
          <SlateBoard
            t={t}
            names={seatsAll.map(name)}
            caption={t('slate.board.caption')}
            columns={[
              { label: t('slate.col.net'), cell: (s) => ({ value: slate.net[s] ?? 0, why: netWhy(s) }) },
              ...(slate.setup.rules.stakes ? [{ label: t('slate.col.money'), cell: (s: number) => ({ value: signed(moneyOf(s)), data: moneyOf(s), why: moneyWhy(s) }) }] : []),
            ]}
            dealer={slate.next ? slate.next.dealer : null}
            leader={slate.next ? slate.next.vorhand : null}
            out={seatsAll.map((s) => slate.retired.includes(s))}
          />
          {slate.held.length > 0 && (
            <p class="tslate__hint" data-held>
              {slate.held.map((h) => t('slate.held', { count: h.strokes, list: listOf(lang, h.between.map(name)) })).join(' ')}
            </p>
          )}
          {slate.next && (
            <div class="tslate__next" data-next="deal" data-dealer={slate.next.dealer} data-vorhand={slate.next.vorhand}>
              <Why t={t} figure={<span>{t('slate.next.deal', { dealer: name(slate.next.dealer), vorhand: name(slate.next.vorhand) })}</span>} reasons={[t(last ? 'slate.why.rotation' : 'slate.why.first')]} />
            </div>
          )}
          {slate.loser !== null && (
            <p class="tslate__next" data-next="over" data-loser={slate.loser}>
              {t('slate.over.line', { name: name(slate.loser) })}
            </p>
          )}
        </section>
        {last && (
          <ResultSection title={t('slate.result.title', { deal: last.deal })} headingRef={resultRef}>
            <Lines lines={stepLines(t, last, name, lang)} />
          </ResultSection>
        )}
        {slate.settlement && (
          <section class="tslate__settlement" aria-labelledby="slate-settle-title" data-settlement>
            <h3 id="slate-settle-title">{t('slate.settle.title')}</h3>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('slate.col.player')}</th>
                  <th scope="col">{t('slate.settle.potatoes')}</th>
                  <th scope="col">{t('slate.settle.loss')}</th>
                  <th scope="col">{t('slate.settle.total')}</th>
                </tr>
              </thead>
              <tbody>
                {seatsAll.map((s) => (
                  <tr key={s} data-seat={s}>
                    <th scope="row">{name(s)}</th>
                    <td>{signed(slate.money[s] ?? 0)}</td>
                    <td>{signed((slate.settlement?.[s] ?? 0) - (slate.money[s] ?? 0))}</td>
                    <td data-amount={slate.settlement?.[s] ?? 0}>{signed(slate.settlement?.[s] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        {state === 'playing' && slate.next && <EntryForm t={t} slate={slate} names={names} refusal={refused.entry} drawBetween={drawBetween} onEnter={(entry) => send({ type: 'enter', entry })} />}
      </>
    );
  };

  return (
    <SlateIsland
      {...frame}
      class="hjslate"
      topRefusal={refused.top}
      setup={(form) => <SetupForm t={t} initial={ctx.lastSetup} houseRules={houseRules} refusal={refused.setup} {...form} />}
      playing={playing}
      history={history}
    />
  );
}
