/**
 * Norrlandsknack's table slate: the protokoll for three to five players at a real table. After each deal the table
 * enters who knocked, who went along or folded, and each player's tricks; the engine counts the numbers down, marks
 * the limpas, keeps the pot and the stakes, says when Trumfmant is on, who deals next and who wins at 0, every figure
 * with its reason one tap away. Built on the platform's slate parts (src/shared/slate).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Messages, T } from '../../../i18n/client';
import { useT } from '../../../shared/ui/widget';
import { createSlateStore, slateKey } from '../../../shared/slate/store';
import { useHouseRules, useSlate } from '../../../shared/slate/useSlate';
import { fileName, fileText } from '../../../shared/slate/engine';
import { History, ImportButton, Lines, PlayersForm, Refusal, SlateActions, SlateBoard, SlateNotices, Why, downloadText, sharedRefusal, type HistoryItem } from '../../../shared/slate/parts';
import './nk-slate.css';
import { NK_SLATE, type NkCall, type NkDealing, type NkSlateSetup, type NkSlateState } from '../engine/slate';
import type { Rules } from '../engine/rules';
import { MAX_PLAYERS, MIN_PLAYERS, type Seat } from '../engine/types';
import { slateMachine } from '../machines/slate';
import { engineRules, RULE_SPEC } from '../ruleSpec';
import { biddingLines, marksOf, nextText, overLine, refusalText, rulesDiffer, seatLines, potLines, stepLines, type NameOf } from './slateText';

const STORE = createSlateStore(NK_SLATE, slateKey('norrlandsknack'));

interface Props {
  lang: string;
  messages: Messages;
  gameName?: string;
}

/** A typed count: '' stays blank (null), digits are a number, anything else is kept for the engine to refuse. */
const typedCount = (x: string): number | string | null => {
  const s = x.trim();
  if (s === '') return null;
  return /^\d{1,2}$/.test(s) ? Number(s) : s;
};

function EntryForm({ t, next, names, rules, refusal, onEnter }: { t: T; next: NkDealing; names: readonly string[]; rules: Rules; refusal: string; onEnter: (entry: unknown) => void }) {
  const [calls, setCalls] = useState<string[]>(() => names.map(() => ''));
  const [tricks, setTricks] = useState<string[]>(() => names.map(() => ''));
  const [breaches, setBreaches] = useState<Seat[]>([]);
  const key = JSON.stringify(next);
  // A new deal: a clear form. A refused entry keeps what was typed, for correction.
  useEffect(() => {
    setCalls(names.map(() => ''));
    setTricks(names.map(() => ''));
    setBreaches([]);
  }, [key]);
  const first = next.dealNo === 1;
  const options: NkCall[] = first ? ['knock', 'lurk'] : ['knock', 'along', 'fold', 'lurk'];
  const askBreaches = rules.trumfmant_breach === 'penalty' && next.trumfmant;
  const submit = (ev: Event) => {
    ev.preventDefault();
    onEnter({ calls: names.map((_, s) => (calls[s] ? calls[s] : null)), tricks: names.map((_, s) => typedCount(tricks[s] ?? '')), breaches });
  };
  return (
    <form class="tslate__entry" onSubmit={submit} aria-labelledby="slate-entry-title" data-question noValidate>
      <h3 id="slate-entry-title">{t('slate.entry.title', { deal: next.dealNo })}</h3>
      <p class="tslate__hint">{t(first ? 'slate.entry.hint.first' : 'slate.entry.hint.later')}</p>
      <div class="nkslate__rows">
        {next.order.map((s) => (
          <div key={s} class="nkslate__row" data-seat={s}>
            <span class="nkslate__name">{names[s]}</span>
            <select name={`call-${s}`} aria-label={t('slate.entry.call', { name: names[s] ?? '' })} value={calls[s] ?? ''} onChange={(e) => setCalls(calls.map((x, j) => (j === s ? (e.currentTarget as HTMLSelectElement).value : x)))}>
              <option value="">{t(first ? 'slate.call.played' : 'slate.call.choose')}</option>
              {options.map((c) => (
                <option key={c} value={c}>
                  {t(`slate.call.${c}`)}
                </option>
              ))}
            </select>
            <input
              class="tslate__number"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={2}
              autoComplete="off"
              name={`tricks-${s}`}
              aria-label={t('slate.entry.tricks', { name: names[s] ?? '' })}
              placeholder={t('slate.entry.tricksShort')}
              value={tricks[s] ?? ''}
              onInput={(e) => {
                const v = (e.currentTarget as HTMLInputElement).value;
                setTricks(tricks.map((x, j) => (j === s ? v : x)));
              }}
            />
          </div>
        ))}
      </div>
      {askBreaches && (
        <fieldset class="nkslate__breaches">
          <legend>{t('slate.entry.breaches')}</legend>
          {next.order.map((s) => (
            <label key={s} class="nkslate__check">
              <input type="checkbox" name={`breach-${s}`} checked={breaches.includes(s)} onChange={(e) => setBreaches((e.currentTarget as HTMLInputElement).checked ? [...breaches, s] : breaches.filter((x) => x !== s))} />
              <span>{names[s]}</span>
            </label>
          ))}
        </fieldset>
      )}
      <Refusal text={refusal} />
      <button type="submit" class="button tslate__score" data-primary>
        {t('slate.entry.score')}
      </button>
    </form>
  );
}

function SetupForm({ t, initial, houseRules, refusal, onStart, importButton }: { t: T; initial: NkSlateSetup | null; houseRules: Rules; refusal: (name: NameOf) => string; onStart: (setup: unknown) => void; importButton: preact.ComponentChildren }) {
  const [count, setCount] = useState<number>(initial?.names.length ?? 4);
  const [names, setNames] = useState<string[]>(initial ? [...initial.names] : []);
  const [dealer, setDealer] = useState<number>(initial?.firstDealer ?? 0);
  const label = (i: number) => names[i]?.trim() || t('slate.setup.seat', { n: i + 1 });
  const differ = rulesDiffer(t, houseRules);
  const submit = (ev: Event) => {
    ev.preventDefault();
    const seats = Array.from({ length: count }, (_, i) => i);
    onStart({ names: seats.map((i) => names[i] ?? ''), firstDealer: Math.min(dealer, count - 1), rules: houseRules });
  };
  return (
    <form class="tslate__setup" onSubmit={submit} aria-labelledby="slate-setup-title" noValidate>
      <h2 id="slate-setup-title">{t('slate.setup.title')}</h2>
      <p>{t('slate.setup.intro')}</p>
      <PlayersForm t={t} min={MIN_PLAYERS} max={MAX_PLAYERS} names={names} count={count} dealer={dealer} onNames={setNames} onCount={setCount} onDealer={setDealer} />
      <div class="tslate__rules" data-rules-differ={differ.length}>
        {differ.length === 0 ? (
          <p>{t('slate.setup.rulesDefault')}</p>
        ) : (
          <>
            <p>{t('slate.setup.rulesHouse')}</p>
            <ul>
              {differ.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Refusal text={refusal(label)} />
      <div class="tslate__actions">
        <button type="submit" class="button" data-primary>
          {t('slate.setup.start')}
        </button>
        {importButton}
      </div>
    </form>
  );
}

export default function NkSlate({ lang, messages, gameName = 'Norrlandsknack' }: Props) {
  const t = useT(lang, messages);
  const [snap, send] = useSlate(slateMachine, STORE);
  const ctx = snap.context;
  const state = snap.value as 'loading' | 'setup' | 'playing' | 'over';
  const slate = ctx.slate as NkSlateState | null;
  const houseRuleSet = useHouseRules(RULE_SPEC);
  const houseRules = useMemo(() => engineRules(houseRuleSet), [JSON.stringify(houseRuleSet)]);
  const names = slate?.setup.names ?? (ctx.lastSetup as NkSlateSetup | null)?.names ?? [];
  const name: NameOf = (s) => names[s] ?? t('slate.setup.seat', { n: s + 1 });
  const resultRef = useRef<HTMLHeadingElement>(null);

  const entries = slate?.entries.length ?? 0;
  const seen = useRef(entries);
  useEffect(() => {
    if (entries > seen.current) resultRef.current?.focus();
    seen.current = entries;
  }, [entries]);

  const say = (e: { code: string }, named: NameOf = name) => refusalText(t, e as { code: string }, named, lang, (x) => sharedRefusal(t, x, gameName));
  const refusal = ctx.refusal ? say(ctx.refusal as { code: string }) : '';
  const code = ctx.refusal?.code ?? '';
  const fileRefused = code.startsWith('slate-file.');
  const entryRefusal = state === 'playing' && !fileRefused ? refusal : '';
  const topRefusal = fileRefused ? refusal : state === 'over' ? refusal : '';

  const importButton = <ImportButton t={t} onImport={(text, tooBig) => send({ type: 'import', text, tooBig })} />;
  const next = slate?.next ?? null;
  const last = slate?.steps[slate.steps.length - 1] ?? null;
  const seatsAll = names.map((_, s) => s);
  const nx = next ? nextText(t, next, name, lang) : null;
  const over = last ? overLine(t, last, name, lang) : null;

  const history: HistoryItem[] = (slate?.steps ?? []).map((step) => ({
    head:
      step.kind === 'all-lurked'
        ? t('slate.history.lurked', { deal: step.dealNo, dealer: name(step.dealer) })
        : t('slate.history.deal', { deal: step.dealNo, dealer: name(step.dealer), list: step.participants.map((s) => t('slate.history.tricks', { name: name(s), count: step.tricks[s] ?? 0 })).join(', ') }),
    lines: stepLines(t, step, name, lang),
  }));

  return (
    <div class="tslate nkslate" data-widget="slate" data-state={state} data-ready={state === 'loading' ? 'false' : 'true'}>
      <SlateNotices t={t} notice={ctx.notice} refusal={topRefusal} />
      {state === 'setup' && (
        <SetupForm
          t={t}
          initial={ctx.lastSetup as NkSlateSetup | null}
          houseRules={houseRules}
          refusal={(named) => (ctx.refusal && !fileRefused ? say(ctx.refusal as { code: string }, named) : '')}
          onStart={(setup) => send({ type: 'start', setup })}
          importButton={importButton}
        />
      )}
      {slate && (state === 'playing' || state === 'over') && (
        <>
          <section class="tslate__board" aria-labelledby="slate-board-title">
            <h2 id="slate-board-title" class="tslate__status">
              {state === 'over' || !next ? t('slate.status.over') : t('slate.status.deal', { deal: next.dealNo })}
            </h2>
            <SlateBoard
              t={t}
              names={seatsAll.map(name)}
              caption={t('slate.board.caption')}
              columns={[
                { label: t('slate.col.score'), cell: (s) => ({ value: slate.scores[s] ?? 0, data: slate.scores[s] ?? 0, why: last ? seatLines(t, last, s, name) : [] }) },
                { label: t('slate.col.limpas'), cell: (s) => ({ value: marksOf(slate, s), data: marksOf(slate, s) }) },
                { label: t('slate.col.stakes'), cell: (s) => ({ value: slate.sheet.stakes[s] ?? 0, data: slate.sheet.stakes[s] ?? 0 }) },
              ]}
              dealer={next ? next.dealer : null}
              leader={next ? next.forehand : null}
            />
            <div class="nkslate__pot" data-pot={slate.sheet.pot}>
              <span class="nkslate__pot-label">{t('slate.pot')}</span>
              <Why t={t} figure={<span class="nkslate__pot-value">{slate.sheet.pot}</span>} reasons={last && last.kind === 'played' ? potLines(t, last, name, lang) : []} />
            </div>
            {nx && next && (
              <div class="tslate__next" data-next="deal" data-dealer={next.dealer} data-trumfmant={next.trumfmant ? 'on' : 'off'}>
                <Why t={t} figure={<span>{nx.line}</span>} reasons={nx.why} />
                {next.trumfmant && <p class="nkslate__trumfmant">{t('slate.trumfmant', { list: next.onOne.map(name).join(', '), count: next.onOne.length })}</p>}
              </div>
            )}
            {over && (
              <p class="tslate__next" data-next="over">
                {over}
              </p>
            )}
          </section>

          {last && (
            <section class="tslate__result" aria-labelledby="slate-result-title" aria-live="polite">
              <h3 id="slate-result-title" ref={resultRef} tabIndex={-1}>
                {t('slate.result.title', { deal: last.dealNo })}
              </h3>
              <Lines lines={last.kind === 'all-lurked' ? biddingLines(t, last, name, lang) : stepLines(t, last, name, lang)} />
            </section>
          )}

          {state === 'playing' && next && <EntryForm t={t} next={next} names={names} rules={slate.setup.rules} refusal={entryRefusal} onEnter={(entry) => send({ type: 'enter', entry })} />}

          <SlateActions
            t={t}
            entries={slate.entries.length}
            canUndo={slate.entries.length > 0 || state === 'playing'}
            onUndo={() => send({ type: 'undo' })}
            onExport={() => downloadText(fileName(NK_SLATE), fileText(NK_SLATE, slate))}
            importButton={importButton}
            onNew={() => send({ type: 'new' })}
          />
          <History t={t} items={history} />
        </>
      )}
      {state === 'setup' && ctx.refusal === null && !ctx.notice && <p class="tslate__privacy">{t('slate.privacy')}</p>}
    </div>
  );
}
