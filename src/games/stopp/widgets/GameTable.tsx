/**
 * game-table: a whole game of Stopp against computer players, for three to six seats. The flow is the table machine
 * (machines/table.ts) and every change is the engine's; every event is told in the page language (table/narrate.ts),
 * the capital and the pot are always in view, a hint gives the Strong player's card with a one-line reason, each
 * deal ends with a review of who paid what, and the game is saved after every change (table/save.ts) with `?seed=`
 * replaying the same deals. The computer players' code is loaded on first use (table/bots.ts).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { useTableFocus } from '../../../shared/table/session';
import { useGameTable } from '../../../shared/table/useGameTable';
import { HintLine, PrimaryButton, QuietButton, TableSetup, TableShell } from '../../../shared/table/TableShell';
import { useBotsPreload, useLiveLines } from '../../../shared/table/hooks';
import { Hand, SeatBox, type HandPlay } from '../../../shared/table/Hand';
import { TrickRow } from '../../../shared/table/Trick';
import { LevelField, PlayersField, SeedField, SpeedField, Toggle } from '../../../shared/table/Fields';
import { nextDecision, type DealRecord, type GameState } from '../engine/game';
import type { Rules } from '../engine/rules';
import { sortHand } from '../engine/cards';
import { MAX_PLAYERS, MIN_PLAYERS, type Card, type Seat } from '../engine/types';
import { RULE_SPEC } from '../ruleSpec';
import { seatToAct, tableMachine } from '../machines/table';
import { browserBots } from '../table/bots';
import { about, cardWord, hintLine, narrate, playerName } from '../table/narrate';
import { phrase } from '../../../i18n/phrase';
import { TABLE_STORE } from '../table/save';
import { CardView, cardIndex, cardName, useT, type WidgetProps } from './common';
import type { T } from '../../../i18n/client';
import './game-table.css';
import { REVIEW } from '../table/review';
import type { Hint } from '../bots/hint';

/** Where the commentary of the deal on the table starts in the log. */
function dealStart(game: GameState): number {
  for (let i = game.log.length - 1; i >= 0; i--) if (game.log[i]?.type === 'deal-dealt') return i;
  return 0;
}

function Record({ t, game, learner }: { t: T; game: GameState; learner: Seat }) {
  const seats = game.capital.map((_, i) => i);
  return (
    <table class="st-record" data-record>
      <thead>
        <tr>
          <th scope="col">{t('table.record.player')}</th>
          <th scope="col">{t('table.record.capital')}</th>
          {game.record.slice(-3).map((r) => (
            <th scope="col" key={r.deal}>
              {t('table.record.deal', { deal: r.deal })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {seats.map((s) => (
          <tr key={s} data-seat={s} class={game.active[s] ? '' : 'st-record__out'}>
            <th scope="row">{playerName(t, s, learner)}</th>
            <td data-capital={s}>{game.active[s] || game.stage === 'game-over' ? game.capital[s] : t('table.record.outShort')}</td>
            {game.record.slice(-3).map((r) => (
              <td key={r.deal}>{r.players.includes(s) ? (r.paid[s] ? `−${r.paid[s]}` : '0') : '–'}</td>
            ))}
          </tr>
        ))}
        <tr class="st-record__pot">
          <th scope="row">{t('table.record.pot')}</th>
          <td data-pot>{game.pot}</td>
          {game.record.slice(-3).map((r) => (
            <td key={r.deal}>{r.pot}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/** The review after a deal: how it ended, what each player paid, who dropped out. */
/** `won`: the game ended with this deal and the winner took the pot (the status bar then shows an empty pot). */
function Review({ t, rec, learner, id, won }: { t: T; rec: DealRecord; learner: Seat; id: string; won?: { seat: Seat; pot: number } | null }) {
  const name = (s: Seat) => playerName(t, s, learner);
  return (
    <section class="st-review" aria-labelledby={`${id}-review`} data-review>
      <h3 id={`${id}-review`}>{t('table.review.title', { deal: rec.deal })}</h3>
      <p>{t(about(rec.endReason === 'deal.last-card-stands' ? 'table.review.stands' : 'table.review.sole', rec.endedBy, learner), { name: name(rec.endedBy) })}</p>
      <ul class="stopp-list">
        {rec.players.map((s) => (
          <li key={s}>
            {rec.cardsLeft[s] === 0
              ? t(about('table.review.free', s, learner), { name: name(s) })
              : t(about('table.review.paid', s, learner), { name: name(s), count: rec.cardsLeft[s] as number, amount: rec.paid[s] as number, capital: rec.capital[s] as number })}
            {rec.eliminated.includes(s) ? ` ${t('table.review.out')}` : ''}
          </li>
        ))}
      </ul>
      <p>
        {won
          ? t(about('table.review.potWon', won.seat, learner), { name: name(won.seat), pot: won.pot, total: rec.capital.reduce((a, b) => a + b, 0) + rec.pot })
          : t('table.review.pot', { pot: rec.pot, total: rec.capital.reduce((a, b) => a + b, 0) + rec.pot })}
      </p>
      {rec.players.includes(learner) && <p class="st-review__you">{t(rec.paid[learner] ? 'table.review.youPaid' : 'table.review.youFree', { count: rec.paid[learner] ?? 0 })}</p>}
    </section>
  );
}

/** The pile just turned away, while the table holds it: its cards in order with who played each, and who said Stopp. */
interface TurnedPile {
  plays: { seat: Seat; card: Card }[];
  stopped: Seat[];
}

function turnedPile(game: GameState): TurnedPile | null {
  const log = game.log;
  if (log[log.length - 1]?.type !== 'turn') return null;
  const plays: TurnedPile['plays'] = [];
  const stopped: Seat[] = [];
  // Back to where this pile began: the previous pile turned away, or the deal.
  for (let i = log.length - 2; i >= 0; i--) {
    const e = log[i]!;
    if (e.type === 'turn' || e.type === 'deal-dealt') break;
    if (e.type === 'play') plays.unshift({ seat: e.seat, card: e.card });
    if (e.type === 'stopp' && !stopped.includes(e.seat)) stopped.push(e.seat);
  }
  return { plays, stopped };
}

function Felt({ t, game, learner, acting, play, shown }: { t: T; game: GameState; learner: Seat; acting: Seat | null; play: HandPlay<Card>; shown: { pile: TurnedPile; note: string } | null }) {
  const d = game.deal;
  const pile = shown ? shown.pile.plays : d ? d.pile.map((card, i) => ({ seat: d.pileBy[i] as number, card })) : [];
  const stopped = shown ? shown.pile.stopped : (d?.stoppedSince ?? []);
  const seats = game.capital.map((_, i) => i);
  const hand = d ? sortHand(d.hands[learner] ?? [], game.rules.ranking) : [];
  return (
    <div class="st-felt">
      <div class="st-seats">
        {seats
          .filter((s) => s !== learner)
          .map((s) => {
            const inDeal = !!d && d.players.includes(s);
            const badges = [
              ...(d && d.dealer === s ? [{ text: t('shell.dealer'), quiet: true }] : []),
              ...(!game.active[s] && game.stage !== 'game-over' ? [{ text: t('table.badge.eliminated'), quiet: true }] : []),
              ...(d && d.out.includes(s) && !d.ended ? [{ text: t('table.badge.out'), quiet: true }] : []),
              ...(stopped.includes(s) ? [{ text: t('table.badge.stopp') }] : []),
              ...(acting === s ? [{ text: t('shell.toPlay') }] : []),
            ];
            return (
              <SeatBox key={s} name={playerName(t, s, learner)} seat={s} position="other" acting={acting === s} idle={!inDeal} badges={badges}>
                <span>{t('table.seat.cards', { count: d ? (d.hands[s] ?? []).length : 0 })}</span>
                <span>{t('table.seat.capital', { count: game.capital[s] as number })}</span>
              </SeatBox>
            );
          })}
      </div>
      <TrickRow
        label={t('table.pile.label', { count: pile.length })}
        plays={pile.map((p) => ({ key: p.card, seat: p.seat, name: t(`seat.${p.seat}`), card: <CardView t={t} card={p.card} size="sm" /> }))}
        top={pile.length > 0 ? pile[pile.length - 1]!.card : null}
        empty={d?.turned.length ? t('table.pile.turned', { count: d.turned.length }) : t('table.pile.empty')}
      >
        {/* A pile just turned away stays for a moment: who turned it away and leads next is said under it. */}
        {shown && (
          <p class="gt-trick__note" data-turned="">
            {shown.note}
          </p>
        )}
      </TrickRow>
      <Hand
        {...play}
        title={t('table.hand', { name: playerName(t, learner, learner), capital: game.capital[learner] as number })}
        cards={hand}
        name={(c) => cardName(t, c)}
        index={(c) => cardIndex(t, c)}
        empty={d && d.out.includes(learner) ? t('table.hand.out') : t('table.hand.empty')}
        hintedLabel={t('shell.hint.marked')}
        dealKey={`${game.dealNo}`}
      />
    </div>
  );
}

export default function GameTable({ lang, messages }: WidgetProps) {
  // Sentences agree with the cards and names filled in (src/i18n/phrase.ts); `t` still works as a plain translator.
  const t = phrase(useT(lang, messages), lang);
  const table = useGameTable(tableMachine, browserBots, {
    t,
    lang,
    session: { store: TABLE_STORE, rules: RULE_SPEC, rulesOf: (r) => r as unknown as Rules, rulesLater: { inPlay: (g) => g.stage !== 'game-over', rulesOf: (g) => g.rules } },
    review: { spec: REVIEW, texts: { chose: (a) => (a.type === 'play' ? t('table.playReview.played', { card: cardWord(t, a.card) }) : t('table.playReview.stopp')), coach: (h) => adviceText(h) } },
  });
  const { id, bots, snap, send, c, game, learner, state, session, rootRef, playReview } = table;

  useBotsPreload(bots);

  const next = game ? nextDecision(game) : null;
  const decision = state === 'learnerTurn' && next ? next.kind : null;
  const legal: Card[] = state === 'learnerTurn' && next && (next.kind === 'lead' || next.kind === 'beat') ? next.legal : [];
  const acting: Seat | null = game && (state === 'computerThinking' || state === 'learnerTurn') ? seatToAct(game) : null;
  const hint = c.hint && game && c.hint.at === game.actions.length ? c.hint : null;
  const hintedCard = hint?.value?.action.type === 'play' ? hint.value.action.card : null;
  const name = (s: Seat) => playerName(t, s, learner);
  /** The coach's advice as one line: the card and why (or why Stopp). */
  function adviceText(h: Hint): string {
    return h.action.type === 'play' ? t('table.hint.text', { card: cardWord(t, h.action.card), reason: hintLine(t, h.reason) }) : hintLine(t, h.reason);
  }

  const live = useLiveLines(game?.log ?? null, (from) => narrate(t, game?.log ?? [], from, learner), () => (state === 'learnerTurn' ? turnLine() : null), 6, [state]);

  useTableFocus(rootRef, session.ready, decision === 'lead' || decision === 'beat', [state, decision]);

  // The S key says Stopp when the learner must (the announced reading); not while typing in a field.
  useEffect(() => {
    if (decision !== 'stopp') return;
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (e.key.toLowerCase() !== 's' || e.ctrlKey || e.metaKey || e.altKey || (el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)))) return;
      e.preventDefault();
      send({ type: 'act', action: { type: 'stopp', seat: learner } });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [decision]);

  function turnLine(): string {
    if (!game) return t('table.turn.setup');
    switch (state) {
      case 'learnerTurn':
        if (next?.kind === 'beat') return t('table.turn.beat', { card: cardWord(t, next.top), name: name(next.topPlayer) });
        if (next?.kind === 'stopp') return t('table.turn.stopp', { card: cardWord(t, next.top) });
        return t('table.turn.lead');
      case 'computerThinking':
        return acting === null ? '' : t('table.turn.thinking', { name: name(acting) });
      case 'dealScored':
        return t('table.turn.dealOver');
      case 'gameOver':
        return game.winner ? t(about('table.turn.gameOver', game.winner.seat, learner), { name: name(game.winner.seat) }) : '';
      default:
        return '';
    }
  }

  /** What to do now, under the table (the status line above already says whose turn it is). */
  function promptLine(): string {
    if (next?.kind === 'beat') return t('table.prompt.beat', { card: cardWord(t, next.top) });
    if (next?.kind === 'lead') return t('table.prompt.lead');
    if (next?.kind === 'stopp') return t('table.prompt.stopp', { card: cardWord(t, next.top) });
    return turnLine();
  }


  function prompt(): ComponentChildren {
    if (!game) return null;
    switch (state) {
      case 'learnerTurn':
        return (
          <>
            <p class="gt-prompt__text">{promptLine()}</p>
            <div class="gt-actions">
              {next?.kind === 'stopp' && <PrimaryButton label={t('table.sayStopp')} action="stopp" keys="S" onClick={() => send({ type: 'act', action: { type: 'stopp', seat: learner } })} />}
              <QuietButton label={t('shell.hint.button')} action="hint" disabled={snap.matches({ learnerTurn: 'hinting' })} onClick={() => send({ type: 'hint' })} />
            </div>
            {hint && (
              <HintLine
                t={t}
                status={hint.status}
                marked={hintedCard ?? undefined}
                text={hint.value ? adviceText(hint.value) : null}
              />
            )}
          </>
        );
      case 'trickShown':
        return (
          <div class="gt-actions">
            <QuietButton label={t('table.next.pile')} action="next-pile" onClick={() => send({ type: 'continue' })} />
          </div>
        );
      case 'dealScored': {
        const rec = game.record[game.record.length - 1];
        return (
          <>
            {rec && <Review t={t} rec={rec} learner={learner} id={id} />}
            {playReview('')}
            <div class="gt-actions">
              <PrimaryButton label={t('table.next.deal')} action="next" onClick={() => send({ type: 'continue' })} />
            </div>
          </>
        );
      }
      case 'gameOver': {
        const rec = game.record[game.record.length - 1];
        return (
          <>
            <p class="gt-prompt__text" data-winner={game.winner?.seat}>
              {game.winner ? t(game.winner.seat === learner ? 'table.over.you' : 'table.over.other', { name: name(game.winner.seat), count: game.winner.pot }) : ''}
            </p>
            {rec && <Review t={t} rec={rec} learner={learner} id={`${id}-last`} won={game.winner} />}
            {playReview('-last')}
            <div class="gt-actions">
              <PrimaryButton label={t('table.next.again')} action="again" onClick={() => send({ type: 'newGame' })} />
            </div>
          </>
        );
      }
      default:
        return null;
    }
  }

  const refused = c.refused ? t(`table.refused.${c.refused.code}`) : null;
  // The pile just turned away, held on the felt with the sentence that says who turned it and leads.
  const turned = game && state === 'trickShown' ? turnedPile(game) : null;
  const shownPile = game && turned ? { pile: turned, note: narrate(t, game.log, game.log.length - 1, learner).join(' ') } : null;
  const dealLines = useMemo(() => (game ? narrate(t, game.log, dealStart(game), learner) : []), [game, t]);
  const history = () => (game ? narrate(t, game.log, 0, learner) : []);

  return (
    <TableShell
      {...table.shell}
      decision={decision}
      live={live}
      setup={
        <TableSetup {...table.setup}>
          <PlayersField t={t} id={id} min={MIN_PLAYERS} max={MAX_PLAYERS} value={c.setup.players} onChange={(players) => send({ type: 'setup', setup: { players } })} />
          <LevelField t={t} id={id} value={c.settings.level} onChange={(level) => send({ type: 'settings', settings: { level } })} />
          <SpeedField t={t} id={`${id}-setup`} value={c.settings.speed} onChange={(speed) => send({ type: 'settings', settings: { speed } })} />
          <SeedField t={t} id={id} value={c.setup.seed} onChange={(seed) => send({ type: 'setup', setup: { seed } })} />
        </TableSetup>
      }
      status={game ? t('table.status', { deal: Math.max(1, game.dealNo), players: game.active.filter(Boolean).length, pot: game.pot }) : ''}
      turn={turnLine()}
      felt={
        game && (
          <Felt
            t={t}
            game={game}
            learner={learner}
            acting={acting}
            shown={shownPile}
            play={table.handPlay({
              canPlay: decision === 'lead' || decision === 'beat',
              legal,
              hinted: hintedCard ? [hintedCard] : [],
              onPick: (card) => send({ type: 'act', action: { type: 'play', seat: learner, card } }),
            })}
          />
        )
      }
      refused={refused}
      prompt={prompt()}
      record={game ? { content: <Record t={t} game={game} learner={learner} />, caption: t('table.record.caption') } : undefined}
      commentary={dealLines}
      history={history}
      settings={
        game && (
          <>
            <LevelField t={t} id={`${id}-set`} value={c.settings.level} onChange={(level) => send({ type: 'settings', settings: { level } })} />
            <SpeedField t={t} id={id} value={c.settings.speed} onChange={(speed) => send({ type: 'settings', settings: { speed } })} />
            <Toggle label={t('shell.showLegal')} checked={c.settings.showLegal} onChange={(showLegal) => send({ type: 'settings', settings: { showLegal } })} />
          </>
        )
      }
      settingsLine={game ? t('table.settings.line', { seed: game.seed, players: game.players }) : undefined}
      onNewGame={table.newGame}
    />
  );
}
