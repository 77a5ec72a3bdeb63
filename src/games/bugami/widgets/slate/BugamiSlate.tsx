/**
 * Bugami's table slate: the score keeper for three to seven players at a real table. After each deal the table
 * enters every player's bid, tricks and bad cards (and who took the last trick when cards were set aside); the
 * engine scores the deal through the platform's slate machine, and the slate shows every figure with its reason one
 * tap away, the totals, who deals and leads next, and the end at the target with the tie rule. Saved in the browser
 * after every change, undo any number of times, export and import as a file (the platform's parts).
 */
import { useMemo } from 'preact/hooks';
import type { Messages, T } from '../../../../i18n/client';
import { createSlateMachine } from '../../../../shared/slate/machine';
import { createSlateStore, slateKey } from '../../../../shared/slate/store';
import { useHouseRules } from '../../../../shared/slate/useSlate';
import { PlayersForm, SeatBadges, SetupFrame, Why, type HistoryItem } from '../../../../shared/slate/parts';
import { SlateIsland, refusalTexts, usePlayers, useSlateIsland, type SetupProps } from '../../../../shared/slate/island';
import type { SlateStateValue } from '../../../../shared/slate/machine';
import '../../../../shared/table/table.css';
import './slate.css';
import { BUGAMI_SLATE, awaiting, type SlateSetup, type SlateState, type SlateStep } from '../../engine/slate';
import { DEFAULT_RULES, type Rules } from '../../engine/rules';
import { MAX_PLAYERS, MIN_PLAYERS, type Seat } from '../../engine/types';
import { PANEL_KEYS, RULE_SPEC, rulesOf } from '../../ruleSpec';
import { DealForm } from './DealForm';
import { endLine, figureLines, listOf, refusalText, stepLines } from './say';

const machine = createSlateMachine(BUGAMI_SLATE);
const store = createSlateStore(BUGAMI_SLATE, slateKey('bugami'));

interface Props {
  lang: string;
  messages: Messages;
}

type SlateValue = SlateStateValue;

const SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣', NULL: '0' };

export default function BugamiSlate({ lang, messages }: Props) {
  // After a deal is scored, the table reads what it gives: focus (and so the view) moves to the result. Not when
  // the saved slate is loaded: the page then opens at its top.
  const { t, frame, send, ctx, state, names, resultRef } = useSlateIsland(BUGAMI_SLATE, machine, store as never, { lang, messages, focusOnLoad: false });
  const house = rulesOf(useHouseRules(RULE_SPEC));
  const name = (s: Seat) => names[s] ?? String(s + 1);

  // An entry's refusal stands beside its form (kept for correction); a setup's beside the setup; a file's at the top.
  const refused = refusalTexts(state, ctx.refusal, (e) => refusalText(t, e, name, lang), { hiddenWhenOver: true });

  return (
    <SlateIsland
      {...frame}
      class="bslate"
      topRefusal={refused.top}
      setup={(form) => <SetupForm t={t} initial={ctx.lastSetup} houseRules={house} refusal={refused.setup()} {...form} />}
      playing={(slate: SlateState) => {
        const next = awaiting(slate);
        const last = slate.steps[slate.steps.length - 1] ?? null;
        return (
          <>
            <Board t={t} slate={slate} state={state} name={name} lang={lang} />
            {last && (
              <section class="bslate__result" aria-labelledby="bslate-result-title">
                <h3 id="bslate-result-title" ref={resultRef} tabIndex={-1}>
                  {t('slate.result.title', { n: last.deal })}
                </h3>
                <Figures t={t} step={last} name={name} lang={lang} />
                <p class="bslate__end" data-end={last.end.code}>
                  {endLine(t, last, name, lang)}
                </p>
              </section>
            )}
            {state === 'playing' && next.kind === 'deal' && <DealForm t={t} next={next} names={names} refusal={refused.entry} onEnter={(typed) => send({ type: 'enter', entry: typed })} />}
          </>
        );
      }}
      after={(slate: SlateState) => <Sheet t={t} slate={slate} name={name} />}
      history={(slate: SlateState) => slate.steps.map((step) => historyItem(t, step, name, lang))}
    />
  );
}

function historyItem(t: T, step: SlateStep, name: (s: Seat) => string, lang: string): HistoryItem {
  const e = step.entry;
  return {
    head: t('slate.history.deal', {
      n: step.deal,
      dealer: name(step.dealer),
      list: e.bids
        .map((b, s) =>
          b === 'NULL' ? t('slate.history.null', { name: name(s), tricks: t('why.n.tricks', { count: e.tricks[s] ?? 0 }) }) : t('slate.history.entry', { name: name(s), bid: t(`bid.${b}`), tricks: t('why.n.tricks', { count: e.tricks[s] ?? 0 }), bad: t('why.n.bad', { count: e.bad[s] ?? 0 }) }),
        )
        .join('; '),
    }),
    lines: stepLines(t, step, name, lang),
  };
}

/** The totals, who deals and leads the next deal, and the winners at the end. */
function Board({ t, slate, state, name, lang }: { t: T; slate: SlateState; state: SlateValue; name: (s: Seat) => string; lang: string }) {
  const next = awaiting(slate);
  const n = slate.setup.names.length;
  const seats = Array.from({ length: n }, (_, i) => i as Seat);
  const winners = slate.winners ?? [];
  return (
    <section class="bslate__board" aria-labelledby="bslate-board-title">
      <h2 id="bslate-board-title" class="tslate__status">
        {state === 'over' || next.kind === 'over' ? t('slate.status.over') : t('slate.status', { n: next.deal, count: n, target: slate.setup.rules.target })}
      </h2>
      <table class="bslate__totals">
        <caption class="visually-hidden">{t('slate.board.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('slate.col.player')}</th>
            <th scope="col" class="num">
              {t('slate.col.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {seats.map((s) => (
            <tr key={s} data-seat={s} class={winners.includes(s) ? 'bslate__winner' : ''}>
              <th scope="row">
                {name(s)}
                <SeatBadges t={t} seat={s} dealer={next.kind === 'deal' ? next.dealer : null} leader={next.kind === 'deal' ? next.leader : null} />
                {winners.includes(s) && <span class="badge">{t('slate.badge.wins')}</span>}
              </th>
              <td class="num" data-total={slate.totals[s]}>
                {slate.totals[s]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {next.kind === 'deal' && (
        <p class="tslate__next" data-next={next.playOff ? 'play-off' : 'deal'}>
          {next.playOff && slate.end?.code === 'end.play-off'
            ? t('slate.next.playOff', { n: next.deal, names: listOf(lang, slate.end.tied.map(name)), dealer: name(next.dealer), leader: name(next.leader) })
            : t('slate.next.deal', { n: next.deal, dealer: name(next.dealer), leader: name(next.leader) })}
        </p>
      )}
    </section>
  );
}

/** Every player's figure for a deal, each with its reason one tap away. */
function Figures({ t, step, name, lang }: { t: T; step: SlateStep; name: (s: Seat) => string; lang: string }) {
  return (
    <ul class="bslate__figures">
      {step.figures.map((f) => {
        const bid = step.entry.bids[f.seat] ?? 'NULL';
        return (
          <li key={f.seat} data-seat={f.seat} data-score={f.score} data-reason={f.reason.code}>
            <Why
              t={t}
              figure={
                <span class="bslate__figure">
                  <span class="bslate__who">{name(f.seat)}</span>
                  <span class={`bslate__symbol bslate__bid--${bid}`} aria-hidden="true">
                    {SYMBOL[bid]}
                  </span>
                  <span class="bslate__score">{t('slate.figure', { score: f.score, total: step.totalsAfter[f.seat] ?? 0 })}</span>
                </span>
              }
              reasons={figureLines(t, step, f.seat, name, lang)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The score sheet: each deal's figures and the running totals, as players write them down. */
function Sheet({ t, slate, name }: { t: T; slate: SlateState; name: (s: Seat) => string }) {
  if (slate.steps.length === 0) return null;
  const seats = slate.setup.names.map((_, i) => i as Seat);
  return (
    <div class="bslate__sheet" tabIndex={0} role="region" aria-labelledby="bslate-sheet-caption">
      <table>
        <caption id="bslate-sheet-caption">{t('slate.sheet.caption', { target: slate.setup.rules.target })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('slate.sheet.deal')}</th>
            {seats.map((s) => (
              <th key={s} scope="col" class="num">
                {name(s)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slate.steps.map((step) => (
            <tr key={step.deal} data-deal={step.deal}>
              <th scope="row">{step.deal}</th>
              {seats.map((s) => (
                <td key={s} class="num">
                  <span class="bslate__sheet-score">+{step.scores[s]}</span> <strong class="bslate__sheet-total">{step.totalsAfter[s]}</strong>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function rulesDiffer(rules: Rules): string[] {
  return PANEL_KEYS.filter((k) => k !== 'target' && rules[k] !== DEFAULT_RULES[k]);
}

/** The players and the first dealer; the house rules come from the rule-variant panel below the slate. */
function SetupForm({ t, initial, houseRules: house, refusal, onStart, importButton }: SetupProps<SlateSetup, Rules, string>) {
  const p = usePlayers(t, initial, { blank: ['', '', '', ''] });
  const differ = useMemo(() => rulesDiffer(house), [house]);
  return (
    <SetupFrame t={t} onStart={() => onStart({ ...p.players(), rules: house })} refusal={refusal} importButton={importButton} titleId="bslate-setup-title">
      <PlayersForm t={t} min={MIN_PLAYERS} max={MAX_PLAYERS} {...p.fields} />
      <p class="tslate__rules" data-rules-differ={differ.length}>
        {differ.length === 0 ? t('slate.setup.rulesDefault', { target: house.target }) : t('slate.setup.rulesHouse', { list: differ.map((k) => t(`vp.${k}.title`)).join('; '), target: house.target })}
      </p>
    </SetupFrame>
  );
}
