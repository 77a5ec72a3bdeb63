/**
 * The game table: a whole game of President against computer players (three to six at the table), on the shared
 * table shell. The learner is player 0; every decision goes through the engine, every rule event is narrated, the
 * score record stays beside the table, a hint gives the Strong player's choice with a one-line reason, each deal ends
 * with a review, and the game is saved after every step (reload and continue; `?seed=` replays it).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import { useTableFocus } from '../../../shared/table/session';
import { useGameTable } from '../../../shared/table/useGameTable';
import { ChoiceButton, HintLine, PrimaryButton, QuietButton, TableSetup, TableShell } from '../../../shared/table/TableShell';
import { Hand, SeatBox } from '../../../shared/table/Hand';
import { LevelField, PlayersField, SeedField, SpeedField, Toggle } from '../../../shared/table/Fields';
import { cardIndex as frenchIndex } from '../../../i18n/cards';
import { isJoker, type PCard } from '../engine/cards';
import { cardStatuses } from '../engine/combos';
import { legalActions, nextDecision, whoseTurn, type GameAction, type GameState } from '../engine/game';
import type { Rules } from '../engine/rules';
import { drillRules, sortHand } from '../positions/common';
import { RULE_SPEC } from '../ruleSpec';
import { DEFAULT_SETTINGS, LEARNER, tableMachine, type TableSettings } from '../machines/table';
import { browserBots } from '../table/bots';
import { TABLE_STORE } from '../table/save';
import { cardsInText, comboText, hintText, lastPlayText, listOf, nameInText, narrate, nextDealText, pCardName, playerName, refusal, roundWonText } from '../table/narrate';
import { CardView, useT, type WidgetProps } from './common';
import './president.css';
import { REVIEW } from '../table/review';

const store = TABLE_STORE;


const sameSet = (a: readonly PCard[], b: readonly PCard[]) => a.length === b.length && a.every((c) => b.includes(c));

/** The events of the deal on the table (from its deal on). */
function dealEvents(game: GameState) {
  let from = 0;
  game.log.forEach((e, i) => {
    if (e.type === 'deal-dealt') from = i;
  });
  return game.log.slice(from);
}

function ScoreSheet({ t, game }: { t: T; game: GameState }) {
  const last = game.record[game.record.length - 1];
  const players = Array.from({ length: game.players }, (_, i) => i);
  return (
    <table class="pres-score" data-score="">
      <thead>
        <tr>
          <th scope="col">{t('table.record.player')}</th>
          <th scope="col">{t('table.record.last')}</th>
          <th scope="col">{t('table.record.total')}</th>
        </tr>
      </thead>
      <tbody>
        {players.map((p) => (
          <tr key={p} class={p === LEARNER ? 'pres-score__you' : ''}>
            <th scope="row">{playerName(t, p)}</th>
            <td>{last ? `+${last.points[p] ?? 0}` : '–'}</td>
            <td data-total={p}>{game.totals[p] ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Review({ t, game, lang }: { t: T; game: GameState; lang: string }) {
  const rec = game.record[game.record.length - 1];
  if (!rec) return null;
  const n = game.players;
  const role = (i: number) => (i === 0 ? 'president' : i === n - 1 ? 'bottom' : 'citizen');
  const president = rec.finishOrder[0] as number;
  const bottom = rec.finishOrder[n - 1] as number;
  return (
    <section class="pres-review" data-review={rec.deal} aria-labelledby="pres-review-title">
      <h3 id="pres-review-title">{t('table.review.title', { deal: rec.deal })}</h3>
      <ol>
        {rec.finishOrder.map((p, i) => (
          <li key={p}>{t('table.review.line', { player: playerName(t, p), points: rec.points[p] ?? 0, role: t(`role.${role(i)}`), total: rec.totals[p] ?? 0 })}</li>
        ))}
      </ol>
      {game.winner === null && (
        <p>
          {nextDealText(t, bottom, president, game.rules.exchangeCards)}{' '}
          {bottom === LEARNER ? t('table.review.youBottom') : president === LEARNER ? t('table.review.youPresident') : ''}
        </p>
      )}
      <p class="pres__meta">{t('table.review.target', { target: game.rules.target, leader: listOf(lang, leaders(game).map((p) => nameInText(t, p))) })}</p>
    </section>
  );
}

function leaders(game: GameState): number[] {
  const best = Math.max(...game.totals);
  return game.totals.flatMap((v, i) => (v === best ? [i] : []));
}

/** The round the last pass has just cleared, while the table holds it: its winning play, who took it, who leads next. */
interface ClearedRound {
  winner: number;
  leader: number;
  cards: readonly PCard[];
}

function clearedRound(game: GameState): ClearedRound | null {
  const log = game.log;
  const e = log[log.length - 1];
  if (e?.type !== 'round-cleared') return null;
  // The play that took the round: the round's last one (everyone else passed on it).
  const won = [...log].reverse().find((x) => x.type === 'played' && x.round === e.round);
  return { winner: e.winner, leader: e.leader, cards: won?.type === 'played' ? won.cards : [] };
}

function Felt({ t, game, lang, cleared, children }: { t: T; game: GameState; lang: string; cleared: ClearedRound | null; children: preact.ComponentChildren }) {
  const table = game.table;
  // While a cleared round is on show nobody is deciding: no seat is marked to play.
  const turn = cleared ? null : whoseTurn(game);
  const last = table?.last ?? null;
  const roundText = cleared ? roundWonText(t, cleared.winner, cleared.leader) : null;
  return (
    <div class="gt-felt gt-felt--flow pres-felt">
      <ul class="gt-seats pres-seats" aria-label={t('table.seatsLabel')}>
        {game.seating.map((p, i) => {
          const place = table?.finishOrder.indexOf(p) ?? -1;
          const badges: { text: string; quiet?: boolean }[] = [];
          if (game.roles?.president === p) badges.push({ text: t('role.president') });
          if (game.roles?.bottom === p) badges.push({ text: t('role.bottom'), quiet: true });
          if (game.dealer === p) badges.push({ text: t('shell.dealer'), quiet: true });
          if (turn === p) badges.push({ text: t('shell.toPlay') });
          if (place >= 0) badges.push({ text: t('table.outPlace', { place: place + 1 }) });
          else if (table?.passed.includes(p)) badges.push({ text: t('table.passedBadge'), quiet: true });
          return (
            <li key={p}>
              <SeatBox name={playerName(t, p)} seat={p} position={`p${i}`} acting={turn === p} idle={place >= 0} badges={badges}>
                {t('table.cardsLeft', { count: table?.hands[p]?.length ?? 0 })}
              </SeatBox>
            </li>
          );
        })}
      </ul>
      <div class="gt-centre pres-pile" data-pile="" data-centre="">
        {cleared && roundText ? (
          <>
            <p class="pres-pile__who" data-round-won={cleared.winner}>
              {roundText.won}
            </p>
            <p class="pres__cards pres-pile__cards" aria-hidden="true">
              {cleared.cards.map((c) => (
                <CardView key={c} t={t} card={c} size="sm" />
              ))}
            </p>
            <p class="visually-hidden">{listOf(lang, cleared.cards.map((c) => pCardName(t, c)))}</p>
            <p class="pres-pile__who">{roundText.lead}</p>
          </>
        ) : last ? (
          <>
            <p class="pres-pile__who">{lastPlayText(t, lang, last.player, last.combo)}</p>
            <p class="pres__cards pres-pile__cards" aria-hidden="true">
              {last.combo.cards.map((c) => (
                <CardView key={c} t={t} card={c} size="sm" />
              ))}
            </p>
            <p class="visually-hidden">{listOf(lang, last.combo.cards.map((c) => pCardName(t, c)))}</p>
          </>
        ) : (
          <p class="pres-pile__who">{game.stage === 'exchange' ? t('table.exchangeNow') : t('table.emptyPile')}</p>
        )}
      </div>
      {children}
    </div>
  );
}

export default function GameTable({ lang, messages }: WidgetProps) {
  const t = useT(lang, messages);
  const table = useGameTable(tableMachine, browserBots, {
    t,
    lang,
    learnerDecides: (g, state) => {
      const next = nextDecision(g);
      return state === 'learnerTurn' && !!next && (next.kind === 'play' || next.kind === 'give') && next.seat === LEARNER;
    },
    session: { store, rules: RULE_SPEC, rulesOf: (rules) => drillRules(rules) as Rules },
    review: {
      spec: REVIEW,
      texts: {
        chose: (a) => (a.type === 'play' ? t('table.playReview.played', { cards: cardsInText(t, lang, a.cards) }) : a.type === 'give' ? t('table.playReview.give', { cards: cardsInText(t, lang, a.cards) }) : a.type === 'pass' ? t('table.playReview.pass') : ''),
        coach: (h) => hintText(t, h.reason, lang, h.action),
      },
    },
  });
  const { bots, send, c: ctx, game, state, session, rootRef: root, learnerDecides: myTurn } = table;
  const [selected, setSelected] = useState<PCard[]>([]);
  const step = game?.actions.length ?? 0;

  // The selection the learner's last action was made with: its refusal stays on show only while the selection is
  // unchanged (a fixed selection no longer shows the old reason beside a button that names the new cards).
  const [triedWith, setTriedWith] = useState<PCard[] | null>(null);
  useEffect(() => setSelected([]), [step, state]);

  const decision = game ? nextDecision(game) : null;
  const playReview = table.playReview();
  useTableFocus(root, session.ready, myTurn, [state, step]);

  // Announcements: the events since the last render.
  const seenLog = useRef(0);
  const live = useMemo(() => {
    if (!game) return [];
    const from = Math.min(seenLog.current, game.log.length);
    const lines = game.log.slice(from).map((e) => narrate(t, e, lang)).filter((x): x is string => !!x);
    seenLog.current = game.log.length;
    if (myTurn) lines.push(t(decision?.kind === 'give' ? 'table.turn.give' : 'table.turn.you'));
    return lines.slice(-4);
  }, [game, myTurn]);

  // The learner's hand in the game's rank order, low to high (as lesson 1 tells players to hold it).
  const hand = game ? sortHand((game.table?.hands[LEARNER] ?? []) as PCard[], game.rules) : [];
  const legal: PCard[] = !game || !decision || !myTurn
    ? []
    : decision.kind === 'give'
      ? [...decision.requirement.forced, ...decision.requirement.tied]
      : cardStatuses(hand, game.table?.last?.combo ?? null, game.rules)
          .filter((s) => s.playable)
          .map((s) => s.card);

  const act = (action: GameAction) => {
    setTriedWith(selected);
    send({ type: 'act', action });
  };
  const playSelected = () => {
    if (!game || selected.length === 0) return;
    const match = legalActions(game).find((a) => a.type === 'play' && sameSet(a.cards, selected));
    act(match ?? { type: 'play', seat: LEARNER, cards: selected });
  };
  const askHint = () => send({ type: 'hint' });
  // The coach's hint for this decision (the machine asks the bots; a hint belongs to one position).
  const h = ctx.hint && ctx.hint.at === step ? ctx.hint : null;
  const hint = h && { status: h.status, text: h.value ? hintText(t, h.value.reason, lang, h.value.action) : null, cards: h.value && (h.value.action.type === 'play' || h.value.action.type === 'give') ? h.value.action.cards : [] };

  const settingsFields = (
    <>
      <LevelField t={t} id={`gt-${lang}`} value={ctx.settings.level} onChange={(level) => send({ type: 'settings', settings: { level } })} />
      <SpeedField t={t} id={`gt-${lang}`} value={ctx.settings.speed} onChange={(speed) => send({ type: 'settings', settings: { speed } })} />
      <Toggle label={t('shell.showLegal')} checked={ctx.settings.showLegal} onChange={(showLegal) => send({ type: 'settings', settings: { showLegal } })} />
    </>
  );

  const setup = (
    <TableSetup {...table.setup} beforeStart={bots.preload}>
      <PlayersField t={t} id={`gt-${lang}`} min={3} max={6} value={ctx.settings.players} onChange={(players) => send({ type: 'settings', settings: { players: players as TableSettings['players'] } })} />
      <LevelField t={t} id={`gt-${lang}-setup`} value={ctx.settings.level} onChange={(level) => send({ type: 'settings', settings: { level } })} />
      <SpeedField t={t} id={`gt-${lang}-setup`} value={ctx.settings.speed} onChange={(speed) => send({ type: 'settings', settings: { speed } })} />
      <SeedField t={t} id={`gt-${lang}`} value={ctx.setup.seed} onChange={(seed) => send({ type: 'setup', setup: { seed } })} />
    </TableSetup>
  );

  let prompt: preact.ComponentChildren = null;
  let turnLine = '';
  const cleared = game && state === 'trickShown' ? clearedRound(game) : null;
  if (game && decision) {
    if (cleared) {
      // A round just cleared stays on the felt for a moment (or until the learner moves on).
      turnLine = t('table.turn.roundOver');
      prompt = (
        <div class="gt-actions">
          <QuietButton label={t('table.nextRound')} action="next-round" onClick={() => send({ type: 'continue' })} />
        </div>
      );
    } else if (state === 'dealScored') {
      prompt = (
        <>
          <Review t={t} game={game} lang={lang} />
          {playReview}
          <PrimaryButton label={t('table.review.continue')} onClick={() => send({ type: 'continue' })} action="next-deal" />
        </>
      );
      turnLine = t('table.turn.review');
    } else if (state === 'gameOver') {
      prompt = (
        <>
          <p class="pres-over" data-winner={game.winner ?? ''}>
            {game.winner === LEARNER ? t('table.over.you', { total: game.totals[LEARNER] ?? 0 }) : t('table.over.other', { player: playerName(t, game.winner ?? 0), total: game.totals[game.winner ?? 0] ?? 0 })}
          </p>
          {playReview}
          <PrimaryButton label={t('table.newGame')} onClick={() => send({ type: 'newGame' })} action="new-game" />
        </>
      );
      turnLine = t('table.turn.over');
    } else if (myTurn && decision.kind === 'give') {
      turnLine = t('table.turn.give');
      prompt = (
        <>
          <p>{t(decision.role === 'bottom' ? 'table.give.bottom' : 'table.give.president', { count: decision.requirement.count })}</p>
          <div class="gt-actions">
            <PrimaryButton
              label={selected.length ? t('table.give.button', { count: selected.length }) : t('table.give.choose')}
              unavailable={selected.length === 0}
              onClick={() => act({ type: 'give', seat: LEARNER, cards: selected })}
              action="give"
            />
            <QuietButton label={t('shell.hint.button')} onClick={askHint} action="hint" />
          </div>
          {hint && <HintLine t={t} status={hint.status} text={hint.text} marked={hint.cards.join(' ')} />}
        </>
      );
    } else if (myTurn && decision.kind === 'play') {
      turnLine = decision.lead ? t('table.turn.lead') : t('table.turn.you');
      prompt = (
        <>
          <p>{decision.lead ? t('table.play.lead') : t('table.play.answer', { combo: decision.last ? comboText(t, decision.last.combo) : '' })}</p>
          <div class="gt-actions">
            <PrimaryButton
              label={selected.length ? t('table.play.button', { cards: listOf(lang, selected.map((c) => pCardName(t, c))) }) : t('table.play.choose')}
              unavailable={selected.length === 0}
              onClick={playSelected}
              action="play"
            />
            {decision.canPass && (
              <ChoiceButton action="pass" hinted={h?.value?.action.type === 'pass'} onClick={() => act({ type: 'pass', seat: LEARNER })}>
                {t('table.play.pass')}
              </ChoiceButton>
            )}
            <QuietButton label={t('shell.hint.button')} onClick={askHint} action="hint" />
          </div>
          {hint && <HintLine t={t} status={hint.status} text={hint.text} marked={hint.cards.join(' ')} />}
        </>
      );
    } else if (decision.kind === 'play' || decision.kind === 'give') {
      turnLine = t('table.turn.other', { player: playerName(t, decision.seat) });
      prompt = <p class="pres__meta">{t('table.thinking', { player: playerName(t, decision.seat) })}</p>;
    }
  }

  const commentary = game ? dealEvents(game).map((e) => narrate(t, e, lang)).filter((x): x is string => !!x) : [];
  return (
    <TableShell
      {...table.shell}
      decision={myTurn ? decision?.kind : null}
      seed={game?.seed ?? ctx.setup.seed}
      live={live}
      setup={setup}
      status={game ? t('table.status', { deal: Math.max(1, game.dealNo), target: game.rules.target, players: game.players }) : ''}
      turn={turnLine}
      felt={
        game && (
          <Felt t={t} game={game} lang={lang} cleared={cleared}>
            <Hand
              {...table.handPlay({ canPlay: myTurn, legal, hinted: hint?.cards ?? [], onPick: (c) => setSelected((s) => (s.includes(c) ? s.filter((x) => x !== c) : [...s, c])) })}
              title={t('table.handTitle', { count: hand.length })}
              cards={hand}
              selected={selected}
              name={(c) => pCardName(t, c)}
              index={(c) => (isJoker(c) ? undefined : frenchIndex(t, c))}
              empty={t('table.handEmpty')}
              hintedLabel={t('shell.hint.marked')}
              dealKey={`${game.dealNo}`}
            />
          </Felt>
        )
      }
      refused={ctx.refused && state === 'learnerTurn' && triedWith && sameSet(triedWith, selected) ? refusal(t, ctx.refused, lang) : null}
      prompt={prompt}
      record={game ? { content: <ScoreSheet t={t} game={game} />, caption: t('table.record.caption', { target: game.rules.target }) } : undefined}
      commentary={commentary}
      history={() => (game ? game.log.map((e) => narrate(t, e, lang)).filter((x): x is string => !!x) : [])}
      settings={settingsFields}
      settingsLine={game ? t('table.settingsLine', { seed: game.seed }) : undefined}
      onNewGame={table.newGame}
    />
  );
}

export { DEFAULT_SETTINGS };
