/**
 * After a deal: the result and the rules that scored it, what each of the learner's plays cost (the bots'
 * analysis, only plays clearly above noise), and the deal again trick by trick. After a game: the frame marks.
 * After the rubber: the settlement.
 */
import { useState } from 'preact/hooks';
import { Card as CardSvg } from '../../../../shared/cards/Card';
import type { DealAnalysis, PlayAnalysis } from '../../bots/analysis';
import type { GameEvent, GameState } from '../../engine/game';
import type { Seat } from '../../engine/types';
import type { Pending } from '../../machines/table';
import { money, playerName, trickOwnerLine, type Narrator } from '../../table/narrate';
import { marcherOf } from '../../table/review';
import { cardIndex, cardName, cardWord, type Phrase } from '../common';
import { ALL_SEATS } from './view';

interface ResultProps {
  t: Phrase;
  lang: string;
  game: GameState;
  learner: Seat;
  narrator: Narrator;
  analysis: Pending<DealAnalysis> | null;
  id: string;
  /** Takes the table back to the moment before one of the learner's plays in this deal (null: not known here). */
  replay?: (p: PlayAnalysis) => (() => void) | null;
}

function lastIndex(log: readonly GameEvent[], type: GameEvent['type']): number {
  for (let i = log.length - 1; i >= 0; i--) if ((log[i] as GameEvent).type === type) return i;
  return -1;
}

export function DealResult({ t, lang, game, learner, narrator, analysis, id, replay }: ResultProps) {
  const d = game.deal;
  if (!d) return null;
  const i = lastIndex(game.log, 'deal-scored');
  const reasons = i >= 0 ? (narrator.events(game.log, i, i + 1)[0]?.lines ?? []) : [];
  const playoff = d.kind === 'playoff';
  // A march decided the deal, not card points: the analysis in card points names no play as a cost.
  const marcher = marcherOf(game);
  const shown = marcher === null ? analysis : null;
  return (
    <section class="gt-result" aria-labelledby={`${id}-result`}>
      <h3 id={`${id}-result`} tabIndex={-1}>
        {playoff ? t('table.result.playoff') : t('table.result.deal')}
      </h3>
      <table class="gt-result__table">
        <caption class="visually-hidden">{t('table.result.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.result.player')}</th>
            <th scope="col">{t('table.result.tricks')}</th>
            <th scope="col">{t('table.result.points')}</th>
          </tr>
        </thead>
        <tbody>
          {d.order.map((s) => (
            <tr key={s} class={s === learner ? 'gt-result__me' : ''}>
              <th scope="row">{playerName(t, s, learner)}</th>
              <td>{d.tricksWon[s]}</td>
              <td>{d.points[s]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul class="gt-result__reasons">
        {reasons.map((line, k) => (
          <li key={k}>{line}</li>
        ))}
      </ul>
      {d.order.includes(learner) && <Analysis t={t} lang={lang} analysis={analysis} id={id} narrator={narrator} replay={replay} marcher={marcher} />}
      <Replay t={t} game={game} learner={learner} analysis={shown?.value ?? null} id={id} narrator={narrator} />
    </section>
  );
}

/** Points lost, with one decimal in the page's number format ("2,5" in German and Swedish). */
const costText = (lang: string, x: number) => new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);

function costLine(t: Phrase, p: PlayAnalysis, narrator: Narrator | null): string {
  const base = t('table.analysis.mistake', { n: p.trick, card: cardWord(t, p.card), best: cardWord(t, p.best), cost: costText(t.lang, p.costPoints) });
  return p.bestReason && narrator ? `${base} ${narrator.hint(p.bestReason)}` : base;
}

function Analysis({
  t,
  analysis,
  id,
  narrator = null,
  replay,
  marcher = null,
}: {
  t: Phrase;
  lang: string;
  analysis: Pending<DealAnalysis> | null;
  id: string;
  narrator?: Narrator | null;
  replay?: ResultProps['replay'];
  /** Who marched in this deal: then no play is named as a cost. */
  marcher?: Seat | null;
}) {
  const mistakes = analysis?.value?.plays.filter((p) => p.mistake) ?? [];
  return (
    <details class="gt-analysis" data-analysis={analysis?.status ?? 'none'}>
      <summary>{t('table.analysis.title')}</summary>
      <div id={`${id}-analysis`} role="status" aria-live="polite">
        {!analysis || analysis.status === 'loading' ? (
          <p>{t('table.analysis.loading')}</p>
        ) : analysis.status === 'failed' || !analysis.value ? (
          <p>{t('table.analysis.failed')}</p>
        ) : marcher !== null && narrator ? (
          <p>{narrator.analysisMarch(marcher)}</p>
        ) : mistakes.length === 0 ? (
          <p>{t('table.analysis.none', { count: analysis.value.plays.length })}</p>
        ) : (
          <>
            <p>{t('table.analysis.total', { cost: costText(t.lang, analysis.value.totalCost), count: mistakes.length })}</p>
            <ul class="gt-analysis__list">
              {mistakes.map((p) => {
                const again = replay?.(p) ?? null;
                return (
                  <li key={p.index} data-review-decision={p.index}>
                    {costLine(t, p, narrator)}
                    {again && (
                      <>
                        {' '}
                        <button type="button" class="button button--quiet" data-action="replay-decision" onClick={again}>
                          {t('table.analysis.replay', { n: p.trick })}
                        </button>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
        <p class="gt-analysis__note">{t('table.analysis.note')}</p>
      </div>
    </details>
  );
}

function Replay({ t, game, learner, analysis, id, narrator }: { t: Phrase; game: GameState; learner: Seat; analysis: DealAnalysis | null; id: string; narrator: Narrator }) {
  const d = game.deal;
  const [k, setK] = useState(0);
  if (!d || d.tricks.length === 0) return null;
  const n = d.tricks.length;
  const at = Math.min(k, n - 1);
  const trick = d.tricks[at];
  if (!trick) return null;
  const mine = analysis?.plays.find((p) => p.trick === at + 1 && p.mistake);
  const go = (x: number) => setK(Math.max(0, Math.min(n - 1, x)));
  return (
    <details class="gt-replay">
      <summary>{t('table.replay.title')}</summary>
      <div class="gt-replay__controls" role="group" aria-label={t('table.replay.controls')}>
        <button type="button" class="button button--quiet" aria-disabled={at === 0} onClick={() => go(at - 1)}>
          {t('table.replay.prev')}
        </button>
        <span class="gt-replay__pos" aria-live="polite">
          {t('table.replay.position', { n: at + 1, total: n })}
        </span>
        <button type="button" class="button button--quiet" aria-disabled={at === n - 1} onClick={() => go(at + 1)}>
          {t('table.replay.next')}
        </button>
      </div>
      <ol class="gt-replay__trick" aria-label={t('table.replay.position', { n: at + 1, total: n })} id={`${id}-replay`}>
        {trick.plays.map((p, i) => (
          <li key={p.card} class={trick.owner === p.seat ? 'gt-replay__winner' : ''}>
            <span class="gt-replay__seat">{playerName(t, p.seat, learner)}</span>
            <CardSvg card={p.card} name={cardName(t, p.card)} index={cardIndex(t, p.card)} size="sm" />
            {i === 0 && <span class="badge badge--quiet">{t('table.replay.lead')}</span>}
          </li>
        ))}
      </ol>
      <p>
        {trickOwnerLine(t, at + 1, trick.owner, trick.owner !== trick.rightfulWinner, learner)}{' '}
        {t('walk.won.points', { count: trick.points })}
      </p>
      {mine && <p class="gt-replay__cost">{costLine(t, mine, narrator)}</p>}
    </details>
  );
}

export function GameOver({ t, game, learner, id }: { t: Phrase; game: GameState; learner: Seat; id: string }) {
  const ev = game.log[lastIndex(game.log, 'game-over')] as Extract<GameEvent, { type: 'game-over' }> | undefined;
  if (!ev) return null;
  const loser = ev.loser;
  const added = ev.frameMarksAdded[loser] ?? 1;
  return (
    <section class="gt-over" aria-labelledby={`${id}-over`}>
      <h3 id={`${id}-over`} tabIndex={-1}>
        {t('table.over.title', { game: ev.game, games: game.rules.VP22 })}
      </h3>
      <p class="gt-over__loser">{loser === learner ? t('table.over.loser.you', { count: added }) : t('table.over.loser', { name: playerName(t, loser, learner), count: added })}</p>
      <FrameTable t={t} game={game} learner={learner} />
    </section>
  );
}

function FrameTable({ t, game, learner, settlement }: { t: Phrase; game: GameState; learner: Seat; settlement?: { lang: string; net: readonly number[] } }) {
  return (
    <table class="gt-result__table">
      <caption>{settlement ? t('table.settle.caption', { stake: money(settlement.lang, game.options.tariff) }) : t('table.over.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.result.player')}</th>
          <th scope="col">{t('table.over.frame')}</th>
          {settlement && <th scope="col">{t('table.settle.net')}</th>}
        </tr>
      </thead>
      <tbody>
        {ALL_SEATS.map((s) => (
          <tr key={s} class={s === learner ? 'gt-result__me' : ''}>
            <th scope="row">{playerName(t, s, learner)}</th>
            <td>{game.frame[s]}</td>
            {settlement && <td>{money(settlement.lang, settlement.net[s] ?? 0, true)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Settlement({ t, lang, game, learner, id }: { t: Phrase; lang: string; game: GameState; learner: Seat; id: string }) {
  const net = game.settlement ?? [0, 0, 0, 0];
  const mine = net[learner] ?? 0;
  return (
    <section class="gt-over" aria-labelledby={`${id}-settle`}>
      <h3 id={`${id}-settle`} tabIndex={-1}>
        {t('table.settle.title', { count: game.rules.VP22 })}
      </h3>
      <p>{t('table.settle.rule', { stake: money(lang, game.options.tariff) })}</p>
      <FrameTable t={t} game={game} learner={learner} settlement={{ lang, net }} />
      <p class="gt-over__loser">
        {mine > 0 ? t('table.settle.youWin', { amount: money(lang, mine) }) : mine < 0 ? t('table.settle.youPay', { amount: money(lang, -mine) }) : t('table.settle.even')}
      </p>
    </section>
  );
}

