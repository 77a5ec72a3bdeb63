/**
 * Norrlandsknack's table slate: the protokoll for three to five players at a real table. After each deal the table
 * enters who knocked, who went along or folded, and each player's tricks; the engine counts the numbers down, marks
 * the limpas, keeps the pot and the stakes, says when Trumfmant is on, who deals next and who wins at 0, every figure
 * with its reason one tap away. Built on the platform's slate parts (src/shared/slate).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Messages, T } from '../../../i18n/client';
import { createSlateStore, slateKey } from '../../../shared/slate/store';
import { useEngineRules } from '../../../shared/slate/useSlate';
import { EntryFrame, Lines, PlayersForm, RulesNote, SetupFrame, SlateBoard, Why, seatInput, sharedRefusal, type HistoryItem } from '../../../shared/slate/parts';
import { ResultSection, SlateIsland, refusalTexts, usePlayers, useSlateIsland, type SetupProps } from '../../../shared/slate/island';
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
  const submit = () => onEnter({ calls: names.map((_, s) => (calls[s] ? calls[s] : null)), tricks: names.map((_, s) => typedCount(tricks[s] ?? '')), breaches });
  return (
    <EntryFrame t={t} title={t('slate.entry.title', { deal: next.dealNo })} hint={t(first ? 'slate.entry.hint.first' : 'slate.entry.hint.later')} refusal={refusal} onEnter={submit} noValidate>
      <div class="nkslate__rows">
        {next.order.map((s) => (
          <div key={s} class="nkslate__row" data-seat={s}>
            <span class="nkslate__name">{names[s]}</span>
            <select name={`call-${s}`} aria-label={t('slate.entry.call', { name: names[s] ?? '' })} value={calls[s] ?? ''} onChange={seatInput(calls, setCalls, s)}>
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
              onInput={seatInput(tricks, setTricks, s)}
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
    </EntryFrame>
  );
}

function SetupForm({ t, initial, houseRules, refusal, onStart, importButton }: SetupProps<NkSlateSetup, Rules>) {
  const p = usePlayers(t, initial);
  const differ = rulesDiffer(t, houseRules);
  return (
    <SetupFrame t={t} onStart={() => onStart({ ...p.players(), rules: houseRules })} refusal={refusal(p.label)} importButton={importButton} noValidate>
      <PlayersForm t={t} min={MIN_PLAYERS} max={MAX_PLAYERS} {...p.fields} />
      <RulesNote differ={differ} same={t('slate.setup.rulesDefault')} house={t('slate.setup.rulesHouse')} />
    </SetupFrame>
  );
}

export default function NkSlate({ lang, messages, gameName = 'Norrlandsknack' }: Props) {
  const { t, frame, send, ctx, state, names, resultRef } = useSlateIsland(NK_SLATE, slateMachine, STORE, { lang, messages });
  const houseRules = useEngineRules(RULE_SPEC, engineRules);
  const name: NameOf = (s) => names[s] ?? t('slate.setup.seat', { n: s + 1 });

  const say = (e: { code: string }, named: NameOf = name) => refusalText(t, e as { code: string }, named, lang, (x) => sharedRefusal(t, x, gameName));
  const refused = refusalTexts(state, ctx.refusal, say);

  const history = (slate: NkSlateState): HistoryItem[] =>
    slate.steps.map((step) => ({
      head:
        step.kind === 'all-lurked'
          ? t('slate.history.lurked', { deal: step.dealNo, dealer: name(step.dealer) })
          : t('slate.history.deal', { deal: step.dealNo, dealer: name(step.dealer), list: step.participants.map((s) => t('slate.history.tricks', { name: name(s), count: step.tricks[s] ?? 0 })).join(', ') }),
      lines: stepLines(t, step, name, lang),
    }));

  const playing = (slate: NkSlateState) => {
    const next = slate.next;
    const last = slate.steps[slate.steps.length - 1] ?? null;
    const seatsAll = names.map((_, s) => s);
    const nx = next ? nextText(t, next, name, lang) : null;
    const over = last ? overLine(t, last, name, lang) : null;
    return (
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
          <ResultSection title={t('slate.result.title', { deal: last.dealNo })} headingRef={resultRef}>
            <Lines lines={last.kind === 'all-lurked' ? biddingLines(t, last, name, lang) : stepLines(t, last, name, lang)} />
          </ResultSection>
        )}

        {state === 'playing' && next && <EntryForm t={t} next={next} names={names} rules={slate.setup.rules} refusal={refused.entry} onEnter={(entry) => send({ type: 'enter', entry })} />}
      </>
    );
  };

  return (
    <SlateIsland
      {...frame}
      class="nkslate"
      topRefusal={refused.top}
      setup={(form) => <SetupForm t={t} initial={ctx.lastSetup} houseRules={houseRules} refusal={refused.setup} {...form} />}
      playing={playing}
      history={history}
    />
  );
}
