/**
 * Stopp's table slate: the score keeper for three to six players at a real table. After each deal the table types in
 * how many cards each player still holds; the engine settles it (one unit per card, a short payment, drop-outs, the
 * pot, a pot taken by the deal's winner under the house rule) and says who deals and leads next, every figure with
 * its reason one tap away. Built on the platform's slate parts (src/shared/slate): saving in the browser, undo any
 * number of times, export and import as a file, the players form and the history.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Messages, T } from '../../../i18n/client';
import { Radios } from '../../../shared/table/Fields';
import { createSlateStore, slateKey } from '../../../shared/slate/store';
import { rulesFrom, useEngineRules } from '../../../shared/slate/useSlate';
import { EntryFrame, Lines, PlayerSelect, PlayersForm, RulesNote, SetupFrame, SlateBoard, Why, seatInput, sharedRefusal, type HistoryItem } from '../../../shared/slate/parts';
import { ResultSection, SlateIsland, refusalTexts, usePlayers, useSlateIsland, type SetupProps } from '../../../shared/slate/island';
import '../../../shared/table/table.css';
import './stopp-slate.css';
import { STOPP_SLATE, awaiting, slateTotal, type SlateAwaiting, type SlateSetup, type SlateState } from '../engine/slate';
import { makeRules, RULE_KEYS, type Rules } from '../engine/rules';
import { MAX_PLAYERS, MIN_PLAYERS, START_CAPITAL, type Seat } from '../engine/types';
import { slateMachine } from '../machines/slate';
import { RULE_SPEC } from '../ruleSpec';
import { joinList } from './common';
import { nextText, potLines, refusalText, rulesDiffer, seatLines, stepLines, type NameOf } from './slateText';

const STORE = createSlateStore(STOPP_SLATE, slateKey('stopp'));

interface Props {
  lang: string;
  messages: Messages;
  /** The game's name in the page's language (for "this file is not a Stopp slate"). */
  gameName?: string;
}

type Deal = Extract<SlateAwaiting, { kind: 'deal' }>;

/** The house rules of the rule-variant panel, as the engine's rule set (options the engine does not know are left out). */
const engineRules = (set: Record<string, unknown>): Rules => rulesFrom(set, RULE_KEYS, makeRules);

/** A typed count: '' stays blank (null), digits are a number, anything else is kept as typed for the engine to refuse. */
const typedCount = (x: string): number | string | null => {
  const s = x.trim();
  if (s === '') return null;
  return /^\d{1,3}$/.test(s) ? Number(s) : s;
};

function EntryForm({ t, next, names, refusal, onEnter }: { t: T; next: Deal; names: readonly string[]; refusal: string; onEnter: (entry: { held: (number | string | null)[]; lastOut: Seat | null }) => void }) {
  const n = names.length;
  const [held, setHeld] = useState<string[]>(() => names.map(() => ''));
  const [lastOut, setLastOut] = useState<string>('');
  const key = JSON.stringify(next);
  // A new deal to enter: clear the form. A refused entry keeps what was typed, for correction.
  useEffect(() => {
    setHeld(names.map(() => ''));
    setLastOut('');
  }, [key]);
  const seats = Array.from({ length: n }, (_, s) => s).filter((s) => next.players.includes(s));
  const zeros = seats.filter((s) => (held[s] ?? '').trim() === '0');
  const askLastOut = next.needsLastOut && zeros.length > 1;
  const submit = () =>
    onEnter({
      held: names.map((_, s) => (next.players.includes(s) ? typedCount(held[s] ?? '') : null)),
      lastOut: askLastOut && lastOut !== '' && zeros.includes(Number(lastOut)) ? Number(lastOut) : null,
    });
  return (
    <EntryFrame t={t} title={t('slate.entry.title', { deal: next.deal })} hint={t('slate.entry.hint')} refusal={refusal} onEnter={submit} submit={t('slate.entry.settle')} noValidate>
      <div class="sslate__held">
        {seats.map((s) => (
          <label key={s} class="sslate__held-row" data-seat={s}>
            <span class="sslate__held-name">{names[s]}</span>
            <input
              class="tslate__number"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={3}
              autoComplete="off"
              name={`held-${s}`}
              aria-label={t('slate.entry.held', { name: names[s] ?? '' })}
              value={held[s] ?? ''}
              onInput={seatInput(held, setHeld, s)}
            />
          </label>
        ))}
      </div>
      {askLastOut && (
        <label class="tslate__stake sslate__last-out">
          <span>{t('slate.entry.lastOut')}</span>
          <span class="tslate__hint">{t('slate.entry.lastOutHint')}</span>
          <PlayerSelect name="last-out" value={lastOut} none={t('slate.entry.choose')} seats={zeros} names={names} onChange={setLastOut} />
        </label>
      )}
    </EntryFrame>
  );
}

type Where = 'new' | 'middle';

/** The players, where the game stands (a new game, or one under way: each capital and the pot) and the house rules. */
function SetupForm({ t, initial, houseRules, refusal, onStart, importButton }: SetupProps<SlateSetup, Rules>) {
  const p = usePlayers(t, initial);
  const { count } = p;
  const underWay = initial !== null && (initial.pot > 0 || initial.capital.some((c) => c !== START_CAPITAL));
  const [where, setWhere] = useState<Where>(underWay ? 'middle' : 'new');
  const [capital, setCapital] = useState<string[]>(() => Array.from({ length: MAX_PLAYERS }, (_, i) => String(initial?.capital[i] ?? START_CAPITAL)));
  const [pot, setPot] = useState<string>(String(initial?.pot ?? 0));
  const differ = rulesDiffer(t, houseRules);
  const num = (x: string): number => (/^\d{1,4}$/.test(x.trim()) ? Number(x.trim()) : -1);
  const submit = () => {
    const seats = Array.from({ length: count }, (_, i) => i);
    const { names, firstDealer } = p.players();
    onStart({
      names,
      capital: where === 'new' ? seats.map(() => START_CAPITAL) : seats.map((i) => num(capital[i] ?? '')),
      pot: where === 'new' ? 0 : num(pot),
      firstDealer,
      rules: houseRules,
    });
  };
  return (
    <SetupFrame t={t} onStart={submit} refusal={refusal(p.label)} importButton={importButton} noValidate>
      <PlayersForm t={t} min={MIN_PLAYERS} max={MAX_PLAYERS} {...p.fields} />
      <Radios name="slate-where" legend={t('slate.setup.where')} options={['new', 'middle'] as const} value={where} label={(w) => t(`slate.setup.where.${w}`)} onChange={setWhere} />
      {where === 'middle' && (
        <fieldset class="gt-field sslate__standing" data-standing>
          <legend>{t('slate.setup.standing')}</legend>
          <p class="tslate__hint">{t('slate.setup.capitalHint')}</p>
          {Array.from({ length: count }, (_, i) => (
            <label key={i} class="tslate__stake">
              <span>{t('slate.setup.capital', { name: p.label(i) })}</span>
              <input name={`capital-${i}`} inputMode="numeric" pattern="[0-9]*" autoComplete="off" value={capital[i]} onInput={seatInput(capital, setCapital, i)} />
            </label>
          ))}
          <label class="tslate__stake">
            <span>{t('slate.setup.pot')}</span>
            <input name="pot" inputMode="numeric" pattern="[0-9]*" autoComplete="off" value={pot} onInput={(e) => setPot((e.currentTarget as HTMLInputElement).value)} />
          </label>
        </fieldset>
      )}
      <RulesNote differ={differ} same={t('slate.setup.rulesDefault')} house={t('slate.setup.rulesHouse')} />
    </SetupFrame>
  );
}

export default function StoppSlate({ lang, messages, gameName = 'Stopp' }: Props) {
  const { t, frame, send, ctx, state, names, resultRef } = useSlateIsland(STOPP_SLATE, slateMachine, STORE, { lang, messages });
  const houseRules = useEngineRules(RULE_SPEC, engineRules);
  const name: NameOf = (s) => names[s] ?? t('slate.setup.seat', { n: s + 1 });

  const say = (e: { code: string }, named: NameOf = name) => refusalText(t, e as { code: string }, named, lang, (x) => sharedRefusal(t, x, gameName));
  // An entry's refusal stands beside its form (kept for correction); a setup's beside the setup; a file's at the top.
  const refused = refusalTexts(state, ctx.refusal, say);

  const history = (slate: SlateState): HistoryItem[] =>
    slate.steps.map((step) => ({
      head: t('slate.history.deal', {
        deal: step.deal,
        dealer: name(step.dealer),
        list: joinList(
          lang,
          step.players.map((s) => t('slate.history.held', { name: name(s), count: step.held[s] ?? 0 })),
        ),
      }),
      lines: stepLines(t, step, name, lang),
    }));

  const playing = (slate: SlateState) => {
    const next = awaiting(slate);
    const last = slate.steps[slate.steps.length - 1] ?? null;
    const seatsAll = names.map((_, s) => s);
    const nx = next.kind === 'deal' ? nextText(t, next, name) : null;
    return (
      <>
        <section class="tslate__board" aria-labelledby="slate-board-title">
          <h2 id="slate-board-title" class="tslate__status">
            {state === 'over' || next.kind === 'over' ? t('slate.status.over') : t('slate.status.deal', { deal: next.deal })}
          </h2>
          <SlateBoard
            t={t}
            names={seatsAll.map(name)}
            caption={t('slate.board.caption')}
            columns={[{ label: t('slate.col.capital'), cell: (s) => ({ value: slate.capital[s] ?? 0, why: last ? seatLines(t, last, s, name) : [] }) }]}
            dealer={next.kind === 'deal' ? next.dealer : null}
            leader={next.kind === 'deal' ? next.leader : null}
            out={seatsAll.map((s) => !slate.active[s] && slate.winner?.seat !== s)}
          />
          <div class="sslate__pot" data-pot={slate.pot}>
            <span class="sslate__pot-label">{t('slate.pot')}</span>
            <Why t={t} figure={<span class="sslate__pot-value">{slate.pot}</span>} reasons={last ? potLines(t, last, name) : []} />
          </div>
          <p class="tslate__hint" data-total={slateTotal(slate)}>
            {t('slate.total', { count: slateTotal(slate) })}
          </p>
          {nx && next.kind === 'deal' && (
            <div class="tslate__next" data-next="deal" data-dealer={next.dealer} data-leader={next.leader}>
              <Why t={t} figure={<span>{nx.line}</span>} reasons={nx.why} />
            </div>
          )}
          {slate.winner && (
            <p class="tslate__next" data-next="over">
              {t('slate.over.line', { name: name(slate.winner.seat), count: slate.winner.pot })}
            </p>
          )}
        </section>

        {last && (
          <ResultSection title={t('slate.result.title', { deal: last.deal })} headingRef={resultRef}>
            <Lines lines={stepLines(t, last, name, lang)} />
          </ResultSection>
        )}

        {state === 'playing' && next.kind === 'deal' && <EntryForm t={t} next={next} names={names} refusal={refused.entry} onEnter={(entry) => send({ type: 'enter', entry })} />}
      </>
    );
  };

  return (
    <SlateIsland
      {...frame}
      class="sslate"
      topRefusal={refused.top}
      setup={(form) => <SetupForm t={t} initial={ctx.lastSetup} houseRules={houseRules} refusal={refused.setup} {...form} />}
      playing={playing}
      history={history}
    />
  );
}
