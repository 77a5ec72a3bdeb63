/**
 * President's table slate: the scorekeeper for 3 to 6 players at a real table. After each deal the table picks the
 * finishing order (the last place may stay empty); the engine scores it through the slate machine, and the slate
 * shows the totals with the reason for every figure one tap away, the roles for the next deal, the new seats, who
 * deals, who gives whom how many cards in the exchange (the rule, not the cards), who leads, and the winner at the
 * target. Saving, undo, export and import, the players form and the history are the platform's slate parts.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Messages, T } from '../../../i18n/client';
import { EntryFrame, Lines, PlayerSelect, PlayersForm, SetupFrame, errorValues, listOf, sharedRefusal, type HistoryItem } from '../../../shared/slate/parts';
import { ResultSection, SlateIsland, refusalTexts, usePlayers, useSlateIsland, type SetupProps } from '../../../shared/slate/island';
import { useHouseRules } from '../../../shared/slate/useSlate';
import { createSlateStore, slateKey } from '../../../shared/slate/store';
import { PRESIDENT_SLATE, awaiting, type SlateDeal, type SlateEndReason, type SlateReason, type SlateState, type SlateStep } from '../engine/slate';
import type { Rules } from '../engine/rules';
import { drillRules } from '../positions/common';
import { MAX_PLAYERS, MIN_PLAYERS } from '../engine/deal';
import type { Role } from '../engine/scoring';
import { slateMachine } from '../machines/slate';
import { RULE_SPEC } from '../ruleSpec';
import './table-slate.css';

export const SLATE_STORE = createSlateStore(PRESIDENT_SLATE, slateKey('president'));

interface Props {
  lang: string;
  messages: Messages;
  /** The game's name in the page's language (a file that is not a President slate is refused with it). */
  gameName: string;
}

type Say = ReturnType<typeof sayer>;

/** The words of the slate's reasons, with the players' names. */
function sayer(t: T, lang: string, names: readonly string[], target: number) {
  const name = (p: number) => names[p] ?? '?';
  const role = (r: Role, title: number | null) => (r === 'citizen' && title !== null ? t('slate.role.title', { n: title }) : t(`role.${r}`));
  /** The line of a reason; `ended`: the game ended with this deal, so no roles for a next one. */
  const reason = (r: SlateReason, ended = false): string[] => {
    switch (r.code) {
      case 'slate.points': {
        const last = r.place === r.players - 1;
        const line = last ? t('slate.r.last', { name: name(r.player), count: r.points }) : t('slate.r.place', { name: name(r.player), place: r.place + 1, players: r.players, count: r.points });
        return [ended ? line : `${line} ${t('slate.r.role', { role: role(r.role, r.title) })}`];
      }
      case 'slate.end':
        return endLines(r.reason);
      case 'slate.next.seating':
        return [t('slate.r.seating', { list: listOf(lang, r.seating.map(name)) })];
      case 'slate.next.dealer':
        return [t(r.cause === 'chosen' ? 'slate.r.dealer.chosen' : 'slate.r.dealer.bottom', { dealer: name(r.dealer), first: name(r.firstCardTo) })];
      case 'slate.next.exchange': {
        const p = r.plan;
        if (p.kind === 'none') return [t(p.cause === 'first-deal' ? 'slate.r.exchange.first' : 'slate.r.exchange.off')];
        const v = { bottom: name(p.bottom), president: name(p.president), count: p.count };
        const lines = [t('slate.r.exchange.bottom', v), t(`slate.r.exchange.${p.presidentReturns}`, v)];
        if (p.jokersKept) lines.push(t('exchange.why.jokerKept'));
        return lines;
      }
      case 'slate.next.lead':
        return [t(r.cause === 'forehand' ? 'slate.r.lead.forehand' : 'slate.r.lead.president', { leader: name(r.leader) })];
      default:
        return [];
    }
  };
  const endLines = (e: SlateEndReason): string[] => {
    switch (e.code) {
      case 'end.not-yet':
        return [t('finish.why.notYet', { target: e.target, best: e.best })];
      case 'end.reached':
        return [t('finish.why.reached', { seat: name(e.winner), target: targetOf(), total: e.total })];
      case 'end.highest-total':
        return [t('finish.why.several', { seats: listOf(lang, e.reached.map(name)), target: targetOf() }), t('finish.why.highest', { seat: name(e.winner), total: e.total })];
      case 'end.last-deal-points':
        return [t('finish.why.several', { seats: listOf(lang, e.reached.map(name)), target: targetOf() }), t('finish.why.lastDeal', { seat: name(e.winner), points: e.points })];
      default:
        return [t('finish.why.unresolved')];
    }
  };
  const targetOf = () => target;
  return {
    name,
    role,
    /** The lines of a scored deal: the points and roles by place, then the end (or not) of the game. */
    step: (s: SlateStep): string[] => s.reasons.flatMap((r) => reason(r, s.winner !== null)),
    /** The lines of a deal to come: seats, dealer, exchange, lead (the exchange after the dealing, lead last). */
    deal: (d: SlateDeal): string[] =>
      d.reasons.flatMap((r) => (r.code === 'slate.next.lead' && r.cause === 'president' && d.exchange.kind === 'exchange' ? [t('slate.r.lead.presidentAfter', { leader: name(r.leader) })] : reason(r))),
  };
}

/** Why the engine refused, in words (the platform words the refusals every slate shares). */
function refusalText(t: T, e: { code: string; [k: string]: unknown }, name: (p: number) => string, lang: string, game: string): string {
  switch (e.code) {
    case 'slate.order.duplicate': {
      const missing = (e.missing as number[]) ?? [];
      const places = ((e.places as number[]) ?? []).map((p) => String(p + 1));
      const first = t('slate.refused.order.duplicate', { name: name(e.player as number), places: listOf(lang, places) });
      return missing.length === 0 ? first : `${first} ${t('slate.refused.order.missing', { names: listOf(lang, missing.map(name)), count: missing.length })}`;
    }
    case 'slate.order.missing': {
      const missing = (e.missing as number[]) ?? [];
      return t('slate.refused.order.missing', { names: listOf(lang, missing.map(name)), count: missing.length });
    }
    case 'slate.order.blank':
      return t('slate.refused.order.blank', { n: (e.place as number) + 1 });
    case 'slate.order.unknown-player':
    case 'slate.order.too-long':
    case 'slate.order.not-a-list':
      return t('slate.refused.order.other');
    case 'slate.bad-setup':
      if (e.field === 'names' && e.problem === 'same') return t('slate.refused.names.same');
      if (e.field === 'rules') return t('slate.refused.rules');
      return sharedRefusal(t, e, game) ?? t('slate.refused.other');
    case 'slate.over':
      return t('slate.refused.over');
    default:
      return sharedRefusal(t, e, game) ?? t('slate.refused.other', errorValues(e));
  }
}

function Entry({ t, deal, names, refusal, onEnter }: { t: T; deal: SlateDeal; names: readonly string[]; refusal: string; onEnter: (order: (number | null)[]) => void }) {
  const n = names.length;
  const [picked, setPicked] = useState<string[]>(() => Array.from({ length: n }, () => ''));
  // A new deal to enter: clear the form. A refused entry keeps what was chosen, for correction.
  useEffect(() => setPicked(Array.from({ length: n }, () => '')), [deal.deal, n]);
  const label = (i: number) => (i === 0 ? t('slate.entry.place.first') : i === n - 1 ? t('slate.entry.place.last', { n: i + 1 }) : t('slate.entry.place', { n: i + 1 }));
  return (
    <EntryFrame t={t} title={t('slate.entry.title', { deal: deal.deal })} hint={t('slate.entry.hint')} refusal={refusal} onEnter={() => onEnter(picked.map((x) => (x === '' ? null : Number(x))))}>
      <ol class="pslate__places">
        {picked.map((value, i) => (
          <li key={i}>
            <label class="pslate__place">
              <span>{label(i)}</span>
              <PlayerSelect name={`place-${i}`} value={value} none={i === n - 1 ? t('slate.entry.leftOver') : t('slate.entry.choose')} seats={names.map((_, p) => p)} names={names} onChange={(v) => setPicked(picked.map((x, k) => (k === i ? v : x)))} />
            </label>
          </li>
        ))}
      </ol>
    </EntryFrame>
  );
}

/**
 * A figure of the standings with its reason one tap away: a button that opens the reason on a row of its own under
 * the player's row, as wide as the table (a disclosure inside a narrow cell would be unreadable on a phone).
 */
function Figure({ t, id, open, onToggle, children, class: extra }: { t: T; id: string; open: string | null; onToggle: (id: string) => void; children: preact.ComponentChildren; class?: string }) {
  return (
    <button type="button" class={`pslate__fig ${extra ?? ''}`} aria-expanded={open === id} aria-controls={open === id ? id : undefined} onClick={() => onToggle(id)}>
      {children} <span class="tslate__why-label">{t('slate.why')}</span>
    </button>
  );
}

/** The totals, the last deal's points and the roles, ranked by total, each figure with its reason one tap away. */
function Standings({ t, slate, say, next, over }: { t: T; slate: SlateState; say: Say; next: SlateDeal | null; over: boolean }) {
  const n = slate.setup.names.length;
  const last = slate.steps[slate.steps.length - 1] ?? null;
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (id: string) => setOpen(open === id ? null : id);
  useEffect(() => setOpen(null), [slate.entries.length]);
  // Ranked by total, then by the last deal's points (the tie-break's order); seats as entered before any deal.
  const rows = Array.from({ length: n }, (_, p) => p).sort((a, b) => (slate.totals[b] ?? 0) - (slate.totals[a] ?? 0) || (last ? (last.points[b] ?? 0) - (last.points[a] ?? 0) : a - b));
  const pointsRule = slate.setup.rules.scoring === 'trouduc' ? t('finish.why.points.trouduc') : t('finish.why.points.places', { top: n - 1 });
  const why = (p: number, what: 'total' | 'last' | 'role'): string[] => {
    if (!last) return [];
    if (what === 'total') return [t('slate.why.sum', { sum: slate.steps.map((s) => s.points[p] ?? 0).join(' + '), total: slate.totals[p] ?? 0 }), ...slate.steps.map((s) => t('slate.why.deal', { deal: s.played.deal, count: s.points[p] ?? 0, place: s.order.indexOf(p) + 1 }))];
    if (what === 'last') {
      const r = last.reasons.find((x) => x.code === 'slate.points' && x.player === p);
      return r ? [...say.step({ ...last, reasons: [r], winner: null }).map((l) => l), pointsRule] : [];
    }
    const role = last.roles[p];
    return role ? [t(`finish.why.role.${role}`)] : [];
  };
  const cols = last ? 3 : 2;
  return (
    <table class="tslate__table pslate__standings">
      <caption class="visually-hidden">{t('slate.board.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('slate.col.player')}</th>
          <th scope="col">{t('slate.col.total')}</th>
          {last && <th scope="col">{t('slate.col.last')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.flatMap((p) => {
          const role = last?.roles[p];
          const id = (what: string) => `pslate-why-${p}-${what}`;
          const openHere = open !== null && open.startsWith(`pslate-why-${p}-`) ? open : null;
          const row = (
            <tr key={p} data-player={p}>
              <th scope="row">
                <span class="pslate__name">{say.name(p)}</span>
                {over && slate.winner === p && <span class="badge">{t('slate.badge.winner')}</span>}
                {next?.dealer === p && <span class="badge">{t('slate.badge.deals')}</span>}
                {next?.firstCardTo === p && next.firstCardTo !== next.leader && <span class="badge badge--quiet">{t('slate.badge.first')}</span>}
                {next?.leader === p && <span class="badge badge--quiet">{t('slate.badge.leads')}</span>}
                {last && role && !over && (
                  <span class="pslate__role" data-role={role}>
                    <Figure t={t} id={id('role')} open={open} onToggle={toggle} class="pslate__fig--role">
                      {say.role(role, last.titles[p] ?? null)}
                    </Figure>
                  </span>
                )}
              </th>
              <td data-total={slate.totals[p] ?? 0}>
                {last ? (
                  <Figure t={t} id={id('total')} open={open} onToggle={toggle}>
                    {slate.totals[p] ?? 0}
                  </Figure>
                ) : (
                  (slate.totals[p] ?? 0)
                )}
              </td>
              {last && (
                <td data-points={last.points[p] ?? 0}>
                  <Figure t={t} id={id('last')} open={open} onToggle={toggle}>
                    +{last.points[p] ?? 0}
                  </Figure>
                </td>
              )}
            </tr>
          );
          if (!openHere) return [row];
          const what = openHere.slice(`pslate-why-${p}-`.length) as 'total' | 'last' | 'role';
          return [
            row,
            <tr key={`${p}-why`} class="pslate__whyrow">
              <td colSpan={cols} id={openHere}>
                <Lines lines={why(p, what)} />
              </td>
            </tr>,
          ];
        })}
      </tbody>
    </table>
  );
}

export default function TableSlate({ lang, messages, gameName }: Props) {
  const { t, frame, send, ctx, state, slate, names, resultRef } = useSlateIsland(PRESIDENT_SLATE, slateMachine, SLATE_STORE, { lang, messages });
  const target = slate?.setup.rules.target ?? 0;
  const say = useMemo(() => sayer(t, lang, names, target), [t, lang, names.join('\u0000'), target]);
  const houseRules = useHouseRules(RULE_SPEC) as unknown as Rules;

  // A refused order stands beside its form (kept for correction); a setup's or a file's at the setup beside the setup.
  const refused = refusalTexts(state, ctx.refusal, (e) => refusalText(t, e, say.name, lang, gameName), { filesInSetup: true, atEntry: (code) => code.startsWith('slate.order') });

  const history = (slate: SlateState): HistoryItem[] =>
    slate.steps.map((s) => ({
      head: t('slate.history.deal', { deal: s.played.deal, dealer: say.name(s.played.dealer), list: listOf(lang, s.order.map((p, i) => t('finish.out', { place: i + 1, seat: say.name(p) }))) }),
      lines: [...say.deal(s.played), ...say.step(s)],
    }));

  const playing = (slate: SlateState) => {
    const next = awaiting(slate);
    const deal = next.kind === 'deal' ? next : null;
    const lastStep = slate.steps[slate.steps.length - 1] ?? null;
    return (
      <>
        <section class="pslate__board" aria-labelledby="slate-board-title">
          <h2 id="slate-board-title" class="tslate__status">
            {state === 'over' ? t('slate.status.over') : t('slate.status.deal', { deal: deal?.deal ?? 1, count: slate.setup.rules.target })}
          </h2>
          {state === 'over' && slate.winner !== null && (
            <p class="tslate__next pslate__winner" data-winner={slate.winner}>
              {t('finish.summary.winner', { seat: say.name(slate.winner) })}
            </p>
          )}
          <Standings t={t} slate={slate} say={say} next={deal} over={state === 'over'} />
        </section>

        {lastStep && (
          <ResultSection title={t('slate.result.deal', { deal: lastStep.played.deal })} headingRef={resultRef}>
            <Lines lines={say.step(lastStep)} />
          </ResultSection>
        )}

        {state === 'playing' && deal && (
          <>
            <section class="pslate__next" aria-labelledby="slate-next-title" data-next-deal={deal.deal}>
              <h3 id="slate-next-title">{t('slate.next.title', { deal: deal.deal })}</h3>
              <Lines lines={say.deal(deal)} />
            </section>
            <Entry t={t} deal={deal} names={names} refusal={refused.entry} onEnter={(order) => send({ type: 'enter', entry: { order } })} />
          </>
        )}
      </>
    );
  };

  return (
    <SlateIsland
      {...frame}
      class="pslate"
      topRefusal={refused.top}
      setup={(form) => <SetupForm t={t} initial={ctx.lastSetup} houseRules={houseRules} refusal={refused.setup()} {...form} />}
      playing={playing}
      history={history}
    />
  );
}

/** The rule options the slate's figures depend on, as the rule-variant panel words them. */
const SLATE_RULES = ['scoring', 'exchangeCards', 'presidentReturns', 'tieBreak', 'titles'] as const;

function optionText(t: T, rules: Rules, key: (typeof SLATE_RULES)[number]): string {
  const value = rules[key];
  const opt = typeof value === 'number' ? t(`vp.${key}.opt`, { count: value }) : t(`vp.${key}.opt.${String(value)}`);
  return `${t(`vp.${key}.title`)}: ${opt}`;
}

/** The players, the first dealer and the target; the other house rules come from the rule-variant panel. */
function SetupForm({ t, initial, houseRules, refusal, onStart, importButton }: SetupProps<SlateState['setup'], Rules, string>) {
  const p = usePlayers(t, initial, { blank: ['', '', '', ''] });
  const { names, count } = p;
  // The panel's choices as the engine's rule set (the Trouduc preset switches the options it changes, as in the drills).
  const rules = drillRules(houseRules);
  const [target, setTarget] = useState<string>(initial ? String(initial.rules.target) : '');
  const shownTarget = target === '' ? String(rules.target) : target;
  const seatLabel = (i: number) => (i === 0 ? t('slate.setup.seatFirst') : t('slate.setup.seatLeft', { n: i + 1, prev: names[i - 1]?.trim() || String(i) }));
  const submit = () => {
    const value = /^\d{1,4}$/.test(shownTarget.trim()) ? Number(shownTarget.trim()) : -1;
    // The names as typed for the seats at the table (a seat never typed in is left out, and the engine says so).
    onStart({ names: names.slice(0, count), firstDealer: p.players().firstDealer, rules: { ...rules, target: value } });
  };
  return (
    <SetupFrame t={t} onStart={submit} refusal={refusal} importButton={importButton}>
      <PlayersForm t={t} min={MIN_PLAYERS} max={MAX_PLAYERS} {...p.fields} seatLabel={seatLabel} />
      <label class="tslate__stake">
        <span>{t('vp.target.title')}</span>
        <input name="target" inputMode="numeric" pattern="[0-9]*" autoComplete="off" value={shownTarget} onInput={(e) => setTarget((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <div class="tslate__rules">
        <p>{t('slate.setup.rulesTitle')}</p>
        <ul>
          {SLATE_RULES.map((k) => (
            <li key={k} data-rule={k}>
              {optionText(t, rules, k)}
            </li>
          ))}
        </ul>
        <p>{t('slate.setup.rulesChange')}</p>
      </div>
    </SetupFrame>
  );
}
