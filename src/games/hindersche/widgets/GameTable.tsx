/**
 * game-table: a whole rubber of Hindersche at a table with three computer players. The flow is the table machine
 * (machines/table.ts); every change is the engine's, and every event is told in the page language
 * (table/narrate.ts). The game is saved in the browser after every change (table/save.ts) and a `?seed=` replays
 * the same deals. The computer players' code is loaded on first use (table/bots.ts), never with the page.
 */
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { Card } from '../../../shared/cards/model';
import { RULE_SPEC } from '../ruleSpec';
import { useTableFocus } from '../../../shared/table/session';
import { useGameTable } from '../../../shared/table/useGameTable';
import { HintLine, PrimaryButton, QuietButton, TableSetup, TableShell } from '../../../shared/table/TableShell';
import { useBotsPreload, useLiveLines } from '../../../shared/table/hooks';
import { nextDecision, type GameAction, type GameState } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import { botToAct, learnerDecision, learnerMayHaul, learnerOut as isOut, tableMachine, viewState, type LearnerDecision, type TableStateName } from '../machines/table';
import { nextSeed } from '../../../shared/quiz/seeds';
import { browserBots } from '../table/bots';
import { narrator as makeNarrator, money, playerName, refusalLine, type Narrator } from '../table/narrate';
import { TABLE_STORE } from '../table/save';
import { useT, type WidgetProps, cardWord, type Phrase } from './common';
import { Slate } from './Slate';
import { Felt } from './table/Felt';
import { SettingsFields, SetupFields } from './table/Panels';
import { DealResult, GameOver, Settlement } from './table/Result';
import { ALL_SEATS, phase1DealNumber } from './table/view';
import { useDecisionLog } from '../../../shared/table/PlayReview';
import { REVIEW_RULES } from '../table/review';
import type { PlayAnalysis } from '../bots/analysis';

/** Where the commentary of the deal on the table starts in the log. */
function dealStart(game: GameState): number {
  const log = game.log;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e?.type === 'deal-dealt') return i > 0 && log[i - 1]?.type === 'game-started' ? i - 1 : i;
  }
  return 0;
}

/** Where the current game (Partie) starts in the log. */
function gameStart(game: GameState): number {
  for (let i = game.log.length - 1; i >= 0; i--) if (game.log[i]?.type === 'game-started') return i;
  return 0;
}

function statusLine(t: Phrase, game: GameState, state: TableStateName): string {
  const d = game.deal;
  const parts = [t('table.status.game', { game: game.game, games: game.rules.VP22 })];
  if (d?.kind === 'playoff' || (game.stage === 'awaiting-deal' && game.pending)) parts.push(t('table.status.playoff'));
  else if (game.phase === 1) parts.push(t('table.status.phase1', { n: Math.max(1, Math.min(4, phase1DealNumber(game))) }));
  else parts.push(t('table.status.butzen', { count: d?.order.length ?? game.active.length }));
  if (d) {
    // The trick being played; while a finished trick is on show (or the deal is over), that trick.
    const done = d.tricks.length;
    const n = d.trick.length > 0 || (game.stage === 'playing' && state !== 'trickShown') ? done + 1 : done;
    parts.push(t('table.status.trick', { n: Math.max(1, Math.min(9, n)) }));
  }
  return parts.join(' · ');
}

function turnLine(t: Phrase, state: TableStateName, game: GameState | null, decision: LearnerDecision | null, learner: Seat): string {
  if (!game) return t('table.turn.setup');
  const name = (s: Seat) => playerName(t, s, learner);
  switch (state) {
    case 'learnerTurn':
      return t(`table.turn.you.${decision ?? 'play'}`);
    case 'computerThinking': {
      const s = botToAct(game, learner);
      return s === null ? t('table.turn.others') : t('table.turn.thinking', { name: name(s) });
    }
    case 'dealing':
      if (!game.deal) return t('table.turn.others');
      return game.deal.dealer === learner ? t('table.turn.dealt.you') : t('table.turn.dealt', { name: name(game.deal.dealer) });
    case 'trickShown': {
      const last = game.deal?.tricks[game.deal.tricks.length - 1];
      return last ? (last.owner === learner ? t('table.turn.trick.you', { n: game.deal?.tricks.length ?? 0 }) : t('table.turn.trick', { n: game.deal?.tricks.length ?? 0, name: name(last.owner) })) : '';
    }
    case 'dealScored':
      return t('table.turn.scored');
    case 'gameOver':
      return t('table.turn.gameOver');
    case 'rubberOver':
      return t('table.turn.rubberOver');
    default:
      return '';
  }
}

export default function GameTable({ lang, messages }: WidgetProps) {
  const t = useT(lang, messages);
  // The machine, the computer players, the learner's rule variants, the address's seed, the saved game, saving and
  // other tabs: the platform's table wiring.
  const table = useGameTable(tableMachine, browserBots, {
    t,
    lang,
    stateOf: viewState,
    session: { store: TABLE_STORE, rules: RULE_SPEC, rulesOf: (r) => r as unknown as Rules, rulesLater: { inPlay: (g) => g.stage !== 'rubber-over', rulesOf: (g) => g.rules } },
    notice: { dropped: 'table.notice.bad-state', botFailed: 'table.notice.bots' },
  });
  const { id, bots, snap, send, c, game, session, rootRef } = table;
  const state = table.state as TableStateName;
  const learner = c.learner as Seat;
  const decision = game && state === 'learnerTurn' ? learnerDecision(game, learner, c.declined) : null;
  const decisions = useDecisionLog(game, learner, REVIEW_RULES);
  /** The learner's costly play, found among the decisions seen in this deal: back to the moment before it. */
  const replay = (p: PlayAnalysis): (() => void) | null => {
    if (!game) return null;
    const d = decisions.inDeal(REVIEW_RULES.deal(game)).find((x) => x.action.type === 'play' && x.action.card === p.card);
    return d ? () => table.replay(d.state) : null;
  };

  const narrator: Narrator = useMemo(
    () => makeNarrator(t, { lang, learner, detail: c.settings.detail, games: game?.rules.VP22 ?? c.rules.VP22, lastTrickObjections: game?.rules.VP07 ?? 'until-scoring' }),
    [t, lang, learner, c.settings.detail, game?.rules.VP22, game?.rules.VP07, c.rules.VP22],
  );

  const ready = session.ready;

  // Fetch the computer players' code while the learner is still choosing.
  useBotsPreload(bots);

  // Announce what happened since the last change, and the learner's turn.
  const live = useLiveLines(
    game?.log ?? null,
    (from) => narrator.events(game?.log ?? [], from).flatMap((e) => e.lines),
    () => (game && state === 'learnerTurn' ? turnLine(t, state, game, decision, learner) : null),
    8,
    [state, decision],
  );

  // Send focus to what the learner does next, when it was lost (the card played has gone) or is still in the flow.
  useTableFocus(rootRef, ready, decision === 'play', [state, decision]);

  const dealLines = useMemo(() => (game ? narrator.events(game.log, dealStart(game)).flatMap((e) => e.lines) : []), [game, narrator]);
  const historyLines = () => (game ? narrator.events(game.log, gameStart(game)).filter((e) => e.lines.length > 0).map((e) => e.lines.join(' ')) : []);

  const d = game?.deal ?? null;
  const next = game ? nextDecision(game) : null;
  const legal: Card[] = decision === 'play' && next?.kind === 'play' ? next.legal : [];
  const acting: Seat | null =
    state === 'learnerTurn' ? learner : state === 'computerThinking' && game ? botToAct(game, learner) : null;
  const hint = c.hint && game && c.hint.at === game.actions.length ? c.hint : null;
  const name = (s: Seat) => playerName(t, s, learner);
  const learnerOut = !!game && isOut(game, learner);
  /** The learner's action on the table (the engine's action for the learner's seat). */
  const act = (action: GameAction) => send({ type: 'act', action });

  const primary = (label: string, onClick: () => void, action: string) => <PrimaryButton label={label} onClick={onClick} action={action} />;
  const quiet = (label: string, onClick: () => void, action: string) => <QuietButton label={label} onClick={onClick} action={action} />;

  function prompt(): ComponentChildren {
    if (!game) return null;
    switch (state) {
      case 'learnerTurn': {
        const h = game.deal?.huebscher;
        const last = game.deal?.tricks[game.deal.tricks.length - 1];
        const mayHuebscher = next?.kind === 'play' && next.mayAskHuebscher.includes(learner);
        switch (decision) {
          case 'play': {
            const lead = game.deal?.trick[0];
            return (
              <>
                <p class="gt-prompt__text">{lead ? t('table.prompt.follow', { name: name(lead.seat), card: cardWord(t, lead.card) }) : t('table.prompt.lead')}</p>
                <div class="gt-actions">
                  <QuietButton label={t('shell.hint.button')} action="hint" disabled={snap.matches({ learnerTurn: 'hinting' })} onClick={() => send({ type: 'hint' })} />
                  {mayHuebscher && quiet(t('table.huebscher.ask'), () => act({ type: 'huebscher', seat: learner }), 'huebscher')}
                </div>
                {hint && (
                  <HintLine
                    t={t}
                    status={hint.status === 'loading' ? 'loading' : 'done'}
                    marked={hint.value?.card}
                    text={hint.value ? t('table.hint.text', { card: cardWord(t, hint.value.card), reason: narrator.hint(hint.value.reason) }) : null}
                  />
                )}
              </>
            );
          }
          case 'offer':
            return (
              <>
                <p class="gt-prompt__text">{t('table.prompt.offer')}</p>
                <div class="gt-actions">
                  {primary(t('table.huebscher.play'), () => send({ type: 'decline' }), 'decline')}
                  {quiet(t('table.huebscher.ask'), () => act({ type: 'huebscher', seat: learner }), 'huebscher')}
                </div>
              </>
            );
          case 'answer':
            return (
              <>
                <p class="gt-prompt__text">{t('table.prompt.answer', { name: h ? name(h.requester) : '' })}</p>
                <div class="gt-actions">
                  {primary(t('table.huebscher.refuse'), () => act({ type: 'huebscher-answer', seat: learner, agree: false }), 'refuse')}
                  {quiet(t('table.huebscher.agree'), () => act({ type: 'huebscher-answer', seat: learner, agree: true }), 'agree')}
                </div>
              </>
            );
          case 'object':
            return (
              <>
                <p class="gt-prompt__text">
                  {last?.haul
                    ? last.rightfulWinner === learner
                      ? t('table.prompt.object.yours', { name: name(last.haul.by), n: game.deal?.tricks.length ?? 0 })
                      : t('table.prompt.object', { name: name(last.haul.by), n: game.deal?.tricks.length ?? 0, winner: name(last.rightfulWinner) })
                    : ''}
                </p>
                <div class="gt-actions">
                  {primary(t('table.haul.letStand'), () => send({ type: 'decline' }), 'decline')}
                  {quiet(t('table.haul.object'), () => act({ type: 'object', seat: learner }), 'object')}
                </div>
              </>
            );
          case 'close': {
            const canHaul = next?.kind === 'close-deal' && next.mayHaul.includes(learner);
            const canObject = next?.kind === 'close-deal' && next.mayObject.includes(learner);
            return (
              <>
                <p class="gt-prompt__text">{canObject ? t('table.prompt.closeObject') : t('table.prompt.close')}</p>
                <div class="gt-actions">
                  {primary(t('table.haul.score'), () => send({ type: 'decline' }), 'decline')}
                  {canHaul && quiet(t('table.haul.haul'), () => act({ type: 'haul', seat: learner }), 'haul')}
                  {canObject && quiet(t('table.haul.object'), () => act({ type: 'object', seat: learner }), 'object')}
                </div>
              </>
            );
          }
          default:
            return null;
        }
      }
      case 'trickShown': {
        const canHaul = next?.kind === 'play' ? next.mayHaul.includes(learner) : next?.kind === 'close-deal' && next.mayHaul.includes(learner);
        const actions = (
          <div class="gt-actions">
            {primary(t('table.trick.continue'), () => send({ type: 'continue' }), 'next')}
            {canHaul && quiet(t('table.haul.haulTrick'), () => act({ type: 'haul', seat: learner }), 'haul')}
          </div>
        );
        // A trick the learner may haul while play goes on waits for the learner (the machine's `stepWaits`): say why.
        // Otherwise the actions alone, as before: a fragment like the result's would let its Continue button be reused
        // as the result's Next button, which then is not focused and scrolled to.
        return learnerMayHaul(game, learner) ? (
          <>
            <p class="gt-prompt__text">{t('table.prompt.haul')}</p>
            {actions}
          </>
        ) : (
          actions
        );
      }
      case 'computerThinking':
      case 'dealing':
        return learnerOut && !c.fastForward ? (
          <>
            <p class="gt-prompt__text">{t('table.prompt.out')}</p>
            <div class="gt-actions">{quiet(t('table.fastForward'), () => send({ type: 'fastForward' }), 'fast-forward')}</div>
          </>
        ) : null;
      case 'dealScored': {
        const after = next?.kind === 'continue' ? next.after : 'deal';
        const call = game.pending?.calls[0];
        const label =
          after === 'playoff-call' && call ? (call.players.includes(learner) ? t('table.next.playoff') : t('table.next.watchPlayoff')) : t('table.next.deal');
        return (
          <>
            <DealResult t={t} lang={lang} game={game} learner={learner} narrator={narrator} analysis={c.analysis} id={id} replay={replay} />
            <div class="gt-actions">
              {primary(label, () => send({ type: 'continue' }), 'next')}
              {learnerOut && quiet(t('table.fastForward'), () => send({ type: 'fastForward' }), 'fast-forward')}
            </div>
          </>
        );
      }
      case 'gameOver':
        return (
          <>
            <GameOver t={t} game={game} learner={learner} id={id} />
            <DealResult t={t} lang={lang} game={game} learner={learner} narrator={narrator} analysis={c.analysis} id={`${id}-last`} replay={replay} />
            <div class="gt-actions">{primary(t('table.next.game'), () => send({ type: 'continue' }), 'next')}</div>
          </>
        );
      case 'rubberOver':
        return (
          <>
            <Settlement t={t} lang={lang} game={game} learner={learner} id={id} />
            <DealResult t={t} lang={lang} game={game} learner={learner} narrator={narrator} analysis={c.analysis} id={`${id}-last`} replay={replay} />
            <div class="gt-actions">
              {primary(t('table.next.rubber'), nextRubber, 'again')}
              {quiet(t('table.newGame'), table.newGame, 'new-game')}
            </div>
          </>
        );
      default:
        return null;
    }
  }

  /** The next rubber at once, from the next seed, with the same stake and hauling rule. */
  function nextRubber() {
    send({ type: 'setup', setup: { seed: nextSeed(c.setup.seed) } });
    send({ type: 'start' });
  }


  const refused = c.refused && game ? refusalLine(t, c.refused, d?.trump ?? null, d?.trick[0]?.card ?? null) : null;
  // Players out of the game are drawn faded; at the end of a game (nobody active any more) nobody is.
  const slateOut = ALL_SEATS.map((s) => !!game && game.phase === 2 && game.active.length > 0 && !game.active.includes(s));

  return (
    <TableShell
      {...table.shell}
      decision={decision}
      live={live}
      setup={
        <TableSetup {...table.setup} introValues={{ count: c.rules.VP22 }}>
          <SetupFields
            t={t}
            lang={lang}
            id={id}
            setup={c.setup}
            settings={c.settings}
            rules={c.rules}
            onSetup={(s) => send({ type: 'setup', setup: s })}
            onSettings={(s) => send({ type: 'settings', settings: s })}
          />
        </TableSetup>
      }
      status={game ? statusLine(t, game, state) : ''}
      turn={turnLine(t, state, game, decision, learner)}
      felt={
        game && (
          <Felt
            t={t}
            game={game}
            learner={learner}
            acting={acting}
            play={table.handPlay({
              canPlay: decision === 'play',
              legal,
              hinted: hint?.value ? [hint.value.card] : [],
              onPick: (card) => act({ type: 'play', seat: learner, card }),
            })}
          />
        )
      }
      refused={refused}
      prompt={prompt()}
      record={
        game
          ? {
              content: (
                <Slate
                  marks={game.slate}
                  frame={game.frame}
                  names={ALL_SEATS.map(name)}
                  inactive={slateOut}
                  label={`${narrator.slateLine(game.slate)} ${narrator.frameLine(game.frame)}`}
                />
              ),
              caption: t('table.slate.caption'),
            }
          : undefined
      }
      commentary={dealLines}
      history={historyLines}
      settings={game && <SettingsFields t={t} id={`${id}-set`} settings={c.settings} schleipfen={game.options.schleipfen} onChange={(s) => send({ type: 'settings', settings: s })} />}
      settingsLine={
        game ? `${t('table.settings.game', { seed: game.seed, stake: money(lang, game.options.tariff) })}${game.options.schleipfen ? ` ${t('table.settings.schleipfenOn')}` : ''}` : undefined
      }
      onNewGame={table.newGame}
    />
  );
}
