/**
 * game-table: a whole game of Handjass against computer players at a table of 2, 3 or 4 (the learner picks), on the
 * shared table shell. The flow is the table machine (machines/table.ts); every change is the engine's; every event
 * is told in the page language (table/narrate.ts); the blackboard is always in view; a hint gives the Strong
 * player's choice with a one-line reason; after each deal a review explains every player's result. The game is saved
 * after every change under a versioned record (table/save.ts), and `?seed=` replays the same deals. The computer
 * players' code is loaded on first use in a worker (table/bots.ts).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import type { Card } from '../../../shared/cards/model';
import { Hand, SeatBox } from '../../../shared/table/Hand';
import { TrickRow } from '../../../shared/table/Trick';
import { LevelField, PlayersField, SeedField, SpeedField, Toggle } from '../../../shared/table/Fields';
import { useTableFocus } from '../../../shared/table/session';
import { ChoiceButton, HintLine, PrimaryButton, QuietButton, TableSetup, TableShell } from '../../../shared/table/TableShell';
import { useGameTable } from '../../../shared/table/useGameTable';
import { sortHand } from '../engine/cards';
import { nextDecision, type GameAction, type GameState, type NextDecision } from '../engine/game';
import { retireTarget } from '../engine/rules';
import type { Hint } from '../bots/hint';
import { LEARNER, tableMachine } from '../machines/table';
import { RULE_SPEC } from '../ruleSpec';
import { browserBots } from '../table/bots';
import { cardOf, suitWord, dealStart, forSeat, lines, nameInText, nameList, narrate, netText, passerResult, playerName, sayer, seatResult } from '../table/narrate';
import { phrase, type Noun, type Phrase } from '../../../i18n/phrase';
import { TABLE_STORE } from '../table/save';
import { CardView, cardName, cardIndex, useT, type WidgetProps } from './common';
import './handjass.css';
import { REVIEW } from '../table/review';

/** The hint as a sentence; cards are nouns, so the templates' `[den {{card}}]` agrees with each card. */
export function hintText(tt: T | Phrase, h: Hint, lang = 'en'): string {
  const t = sayer(tt, lang);
  const r = h.reason as Hint['reason'] & Record<string, unknown>;
  const vars: Record<string, string | number | Noun> = {};
  for (const [k, v] of Object.entries(r)) {
    if (k === 'code') continue;
    if (typeof v === 'number') vars[k] = v;
    else if (typeof v === 'string') vars[k] = cardOf(t, v as Card);
    else if (Array.isArray(v)) vars[k] = (v as Card[]).map((c) => cardName(t.plain, c)).join(', ');
  }
  if (typeof vars.estimate === 'number') vars.estimate = new Intl.NumberFormat(t.lang, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(vars.estimate);
  const line = t(`table.${r.code}`, vars);
  if (!h.stoeck) return line;
  // Whether to say Stöck, and why, follows the card's reason on the same line.
  const { code, card, ...rest } = h.stoeck;
  return `${line} ${t(`table.${code}`, { ...rest, card: cardOf(t, card) })}`;
}

/** The learner's cards that would complete Stöck and may be played now (where the Stöck choice is offered). */
export function stoeckOffer(d: NextDecision | null): Card[] {
  return d?.kind === 'play' ? d.stoeckCards.filter((c) => d.legal.includes(c)) : [];
}

/** Who took the last finished trick and what it was worth, as the commentary says it. */
function shownTrick(t: Phrase, game: GameState): string | null {
  const won = game.log.findLast((e) => e.type === 'trick-won');
  return won ? narrate(t, won) : null;
}

function Felt({ t, game, deciding, children }: { t: Phrase; game: GameState; deciding: boolean; children?: ComponentChildren }) {
  const d = game.deal;
  if (!d) return null;
  const showing = d.trick.length > 0 ? d.trick : (d.tricks[d.tricks.length - 1]?.plays ?? []);
  const lastShown = d.trick.length === 0 && d.tricks.length > 0;
  const wonNote = lastShown ? shownTrick(t, game) : null;
  // Whose turn it is, marked only while someone decides (not while a finished trick or a result is on show).
  const next = nextDecision(game);
  const turn = deciding && 'seat' in next ? next.seat : null;
  const seats = Array.from({ length: game.players }, (_, s) => s);
  return (
    <div class="gt-felt gt-felt--flow hj-felt">
      <div class="gt-seats hj-felt__seats">
        {seats.map((s) => {
          const badges: { text: string; quiet?: boolean }[] = [];
          if (s === d.dealer) badges.push({ text: t('shell.dealer'), quiet: true });
          if (s === d.vorhand) badges.push({ text: t('glossary.vorhand.term'), quiet: true });
          if (game.retired.includes(s)) badges.push({ text: t('table.badge.out'), quiet: true });
          else if (d.choices[s] === 'pass') badges.push({ text: t('table.badge.passed'), quiet: true });
          else if (d.blindTaker === s) badges.push({ text: t('table.badge.blind'), quiet: true });
          const tricks = d.tricks.filter((x) => x.winner === s).length;
          return (
            <SeatBox key={s} name={playerName(t, s)} seat={s} position={`p${s}`} acting={turn === s} idle={game.retired.includes(s) || d.choices[s] === 'pass'} badges={badges}>
              {!game.retired.includes(s) && d.choices[s] !== 'pass' && <span>{t('table.cardsLeft', { count: d.hands[s]?.length ?? 0 })}</span>}
              {!game.retired.includes(s) && <span>{t('table.tricksTaken', { count: tricks })}</span>}
            </SeatBox>
          );
        })}
      </div>
      <TrickRow
        label={lastShown ? t('table.lastTrick') : t('table.trick')}
        plays={showing.map((p) => ({ key: p.card, seat: p.seat, name: playerName(t, p.seat), card: <CardView t={t} card={p.card} /> }))}
        winner={lastShown ? (d.tricks[d.tricks.length - 1]?.winner ?? null) : null}
        empty={t('table.noTrick')}
      >
        {wonNote && <p class="gt-trick__note">{wonNote}</p>}
        {/* In the centre, next to the cards, so the trump is on screen at every decision, on a phone too. */}
        <p class="hj-felt__trump" data-trump={d.trump}>
          {t('table.trumps', { suit: suitWord(t, d.trump), card: cardOf(t, d.turned) })}
        </p>
      </TrickRow>
      {children}
    </div>
  );
}

function Blackboard({ t, game }: { t: T; game: GameState }) {
  return (
    <table class="hj-table hj-board-record" data-record>
      <thead>
        <tr>
          <th scope="col">{t('board.col.player')}</th>
          <th scope="col">{t('table.record.strokes')}</th>
          <th scope="col">{t('table.record.potatoes')}</th>
          <th scope="col">{t('table.record.net')}</th>
        </tr>
      </thead>
      <tbody>
        {game.strokes.map((s, seat) => (
          <tr key={seat} data-seat={seat}>
            <th scope="row">
              {playerName(t, seat)}
              {game.retired.includes(seat) && <span class="badge badge--quiet">{t('table.badge.out')}</span>}
              {game.loser === seat && <span class="badge">{t('table.badge.loser')}</span>}
            </th>
            <td>{s}</td>
            <td>{game.potatoes[seat]}</td>
            <td>{s - (game.potatoes[seat] as number)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The review after a deal: each player's total and result with the engine's reason, and the Weis. */
function Review({ t, game }: { t: Phrase; game: GameState }) {
  const s = game.lastScore;
  const row = game.record[game.record.length - 1];
  if (!s || !row) return null;
  const weis = [...game.log].reverse().find((e) => e.type === 'weis-resolved');
  return (
    <section class="hj-review" data-review aria-label={t('table.review.title', { n: row.deal })}>
      <h3>{t('table.review.title', { n: row.deal })}</h3>
      <ul class="hj-lines">
        {s.seats.map((x) => (
          <li key={x.seat}>{seatResult(t, x)}</li>
        ))}
        {row.totals.map((x, seat) => (x === null && !game.retired.includes(seat) ? <li key={`p${seat}`}>{passerResult(t, seat)}</li> : null))}
        {weis && weis.type === 'weis-resolved' && <li>{weis.winner === null ? t('table.ev.weisNone') : t(forSeat('table.ev.weisWon', weis.winner), { name: nameInText(t.plain, weis.winner), points: weis.points })}</li>}
      </ul>
    </section>
  );
}

/** The `data-action` of the choice button the hint recommends, or null (a card, or no hint). */
export function hintedChoice(a: GameAction | null | undefined): string | null {
  switch (a?.type) {
    case 'choose':
      return `choose-${a.choice}`;
    case 'six':
      return a.swap ? 'six-swap' : 'six-keep';
    case 'claim':
      return a.agree ? 'claim-agree' : 'claim-refuse';
    case 'bessern':
      return a.discard.length > 0 ? 'bessern-exchange' : 'bessern-keep';
    default:
      return null;
  }
}

function Prompt({ t, id, d, showLegal, onAct, selected, hinted, announce, setAnnounce, sayStoeck, setSayStoeck }: { t: Phrase; id: string; d: NextDecision; showLegal: boolean; onAct: (a: GameAction) => void; selected: Card[]; hinted: string | null; announce: boolean; setAnnounce: (v: boolean) => void; sayStoeck: boolean; setSayStoeck: (v: boolean) => void }) {
  if (!('seat' in d) || d.seat !== LEARNER) return null;
  /** The question and its choices as one group, named by the question. */
  const choices = (ask: string, buttons: { label: string; action: string; disabled?: boolean; onClick: () => void }[]) => (
    <>
      <p class="gt-prompt__text" id={`${id}-ask`}>
        {ask}
      </p>
      <div class="gt-actions" role="group" aria-labelledby={`${id}-ask`}>
        {buttons.map((b) => (
          <ChoiceButton key={b.action} action={b.action} hinted={hinted === b.action} unavailable={b.disabled} onClick={b.onClick}>
            {b.label}
          </ChoiceButton>
        ))}
      </div>
    </>
  );
  switch (d.kind) {
    case 'choose':
      return choices(
        t('table.ask.choose'),
        d.choices.map((c) => ({ label: t(`table.choice.${c}`), action: `choose-${c}`, onClick: () => onAct({ type: 'choose', seat: LEARNER, choice: c }) })),
      );
    case 'six-exchange':
      return choices(t('table.ask.six', { six: cardOf(t, d.six), card: cardOf(t, d.turned) }), [
        { label: t('table.six.swap'), action: 'six-swap', onClick: () => onAct({ type: 'six', seat: LEARNER, swap: true }) },
        { label: t('table.six.keep'), action: 'six-keep', onClick: () => onAct({ type: 'six', seat: LEARNER, swap: false }) },
      ]);
    case 'claim':
      return choices(t('table.ask.claim', { names: nameList(t, d.active) }), [
        { label: t('table.claim.agree'), action: 'claim-agree', onClick: () => onAct({ type: 'claim', seat: LEARNER, agree: true }) },
        { label: t('table.claim.refuse'), action: 'claim-refuse', onClick: () => onAct({ type: 'claim', seat: LEARNER, agree: false }) },
      ]);
    case 'bessern':
      return choices(t('table.ask.bessern', { count: selected.length }), [
        { label: t('table.bessern.exchange'), action: 'bessern-exchange', disabled: selected.length !== 3, onClick: () => selected.length === 3 && onAct({ type: 'bessern', seat: LEARNER, discard: selected }) },
        { label: t('table.bessern.keep'), action: 'bessern-keep', onClick: () => onAct({ type: 'bessern', seat: LEARNER, discard: [] }) },
      ]);
    case 'play':
      return (
        <div>
          <p>{t(showLegal ? 'table.ask.play' : 'table.ask.playAny')}</p>
          {d.mayAnnounce.length > 0 && <Toggle label={t('table.announce', { value: d.mayAnnounce[0] as number })} checked={announce} onChange={setAnnounce} />}
          {stoeckOffer(d).length > 0 && (
            <div data-stoeck-choice>
              <Toggle label={t('table.sayStoeck', { card: cardOf(t, stoeckOffer(d)[0] as Card) })} checked={sayStoeck} onChange={setSayStoeck} />
            </div>
          )}
        </div>
      );
    default:
      return null;
  }
}

export default function GameTable({ lang, messages }: WidgetProps) {
  const plainT = useT(lang, messages);
  const t = useMemo(() => phrase(plainT, lang), [plainT, lang]);
  const table = useGameTable(tableMachine, browserBots, {
    t,
    lang,
    learnerDecides: (g, state) => {
      const next = nextDecision(g);
      return state === 'learnerTurn' && !!next && 'seat' in next && next.seat === LEARNER;
    },
    session: { store: TABLE_STORE, rules: RULE_SPEC },
    review: { spec: REVIEW, texts: { chose: (a) => (a.type === 'play' ? t('table.playReview.played', { card: cardOf(t, a.card) }) : ''), coach: (h) => hintText(t, h, lang) } },
    notice: { botFailed: null },
  });
  const { id, bots, send, c, game, state, session, rootRef, learnerDecides: learnerTurn } = table;
  const [selected, setSelected] = useState<Card[]>([]);
  const [announce, setAnnounce] = useState(true);
  /** Say Stöck with the card that completes it (the learner's choice; offered again, ticked, in every deal). */
  const [sayStoeck, setSayStoeck] = useState(true);
  const dealNumber = game?.deal?.number ?? 0;
  useEffect(() => setSayStoeck(true), [dealNumber]);

  useEffect(() => {
    if (session.ready) bots.preload();
  }, [session.ready]);
  useEffect(() => () => bots.terminate(), []);

  const d = game ? nextDecision(game) : null;
  const playReview = table.playReview();
  const decisionKind = learnerTurn && d ? d.kind : null;
  const actions = game?.actions.length ?? 0;
  useEffect(() => setSelected([]), [actions]);
  useTableFocus(rootRef, session.ready, decisionKind === 'play', [state, actions]);

  const act = (a: GameAction) => {
    if (a.type === 'play' && d?.kind === 'play') {
      if (d.mayAnnounce.length > 0 && announce) a = { ...a, announce: d.mayAnnounce[0] as number };
      if (d.stoeckCards.includes(a.card)) a = { ...a, stoeck: sayStoeck };
    }
    send({ type: 'act', action: a });
  };
  /** The coach's hint for this position (the machine asks the bots; a hint belongs to the position it was asked at). */
  const hint = c.hint && c.hint.at === actions ? c.hint : null;

  const from = game ? dealStart(game) : 0;
  const commentary = game ? lines(t, game.log.slice(from)) : [];
  const live = useMemo(() => {
    if (!game) return [] as string[];
    const recent = lines(t, game.log.slice(Math.max(from, game.log.length - 3)));
    if (learnerTurn && decisionKind) recent.push(t(`table.turn.you.${decisionKind}`));
    const offer = learnerTurn ? stoeckOffer(d) : [];
    if (offer.length > 0) recent.push(t('table.turn.stoeck', { card: cardOf(t, offer[0] as Card) }));
    return recent;
  }, [game?.log.length, learnerTurn, decisionKind]);

  const hand = game?.deal ? sortHand(game.deal.hands[LEARNER] ?? [], game.deal.trump) : [];
  const legal = d?.kind === 'play' && learnerTurn ? d.legal : [];
  // The hint's card, or the three cards it would exchange (Bessern).
  const hinted = hint?.value?.action.type === 'play' ? [hint.value.action.card] : hint?.value?.action.type === 'bessern' ? hint.value.action.discard : [];
  const status = game
    ? [t('table.status.deal', { n: game.dealsPlayed + (game.deal && game.stage !== 'scored' && game.stage !== 'game-over' ? 1 : 0) || 1 }), t('table.status.players', { count: game.players - game.retired.length }), t('table.status.target', { target: retireTarget(game.rules) })].join(' · ')
    : '';
  const turn = !game
    ? ''
    : state === 'gameOver'
      ? t('table.ev.over', { name: playerName(t, game.loser ?? 0) })
      : state === 'dealScored'
        ? t('table.turn.review')
        : learnerTurn && decisionKind
          ? t(`table.turn.you.${decisionKind}`)
          : state === 'computerThinking' && d && 'seat' in d
            ? game.retired.includes(LEARNER)
              ? t('table.turn.youOut', { name: playerName(t, d.seat) })
              : t('table.turn.thinking', { name: playerName(t, d.seat) })
            : state === 'trickShown'
              ? (shownTrick(t, game) ?? '')
              : state === 'failed'
                ? t('table.turn.failed')
                : '';

  const prompt = !game ? null : state === 'dealScored' ? (
    <>
      <Review t={t} game={game} />
      {playReview}
      <div class="gt-actions">
        <PrimaryButton label={t('table.nextDeal')} action="continue" onClick={() => send({ type: 'continue' })} />
      </div>
    </>
  ) : state === 'gameOver' ? (
    <>
      {game.lastScore && <Review t={t} game={game} />}
      {playReview}
      <p data-loser={game.loser ?? ''}>{t('table.ev.over', { name: playerName(t, game.loser ?? 0) })}</p>
      <div class="gt-actions">
        <PrimaryButton label={t('table.newGame')} action="new-game" onClick={() => send({ type: 'newGame' })} />
      </div>
    </>
  ) : state === 'trickShown' ? (
    <div class="gt-actions">
      <QuietButton label={t('table.nextTrick')} action="next-trick" onClick={() => send({ type: 'continue' })} />
    </div>
  ) : state === 'failed' ? (
    <div class="gt-actions">
      <PrimaryButton label={t('table.retry')} action="retry" onClick={() => send({ type: 'retry' })} />
    </div>
  ) : learnerTurn && d ? (
    <>
      <Prompt t={t} id={id} d={d} showLegal={c.settings.showLegal} onAct={act} selected={selected} hinted={hintedChoice(hint?.value?.action)} announce={announce} setAnnounce={setAnnounce} sayStoeck={sayStoeck} setSayStoeck={setSayStoeck} />
      <div class="gt-actions">
        <QuietButton label={t('shell.hint.button')} action="hint" onClick={() => send({ type: 'hint' })} />
      </div>
      {hint && <HintLine t={t} status={hint.status} text={hint.value ? hintText(t, hint.value) : null} marked={hint.value?.action.type === 'play' ? hint.value.action.card : (hintedChoice(hint.value?.action) ?? '')} />}
    </>
  ) : null;

  const felt = game ? (
    <>
      <Felt t={t} game={game} deciding={state === 'learnerTurn' || state === 'computerThinking'}>
      {game.deal && !game.retired.includes(LEARNER) && (
        <Hand
          id={`${id}-hand`}
          title={t('table.yourHand')}
          cards={hand}
          canPlay={learnerTurn && (decisionKind === 'play' || decisionKind === 'bessern')}
          legal={decisionKind === 'bessern' ? hand : legal}
          showLegal={c.settings.showLegal && decisionKind === 'play'}
          hinted={hinted}
          selected={decisionKind === 'bessern' ? selected : undefined}
          name={(x) => cardName(t, x)}
          index={(x) => cardIndex(t, x)}
          onPick={(x) => {
            if (decisionKind === 'bessern') setSelected(selected.includes(x) ? selected.filter((y) => y !== x) : selected.length < 3 ? [...selected, x] : selected);
            else act({ type: 'play', seat: LEARNER, card: x });
          }}
          empty={t('table.handEmpty')}
          hintedLabel={t('shell.hint.marked')}
          dealKey={String(game.deal.number)}
        />
      )}
      </Felt>
    </>
  ) : null;

  const refused = c.refused ? t(`table.refused.${c.refused.code}`) : null;

  return (
    <TableShell
      {...table.shell}
      decision={decisionKind}
      seed={game?.seed ?? c.setup.seed}
      live={live}
      setup={
        <TableSetup {...table.setup}>
          <PlayersField t={t} id={id} min={2} max={4} value={c.settings.players} onChange={(n) => send({ type: 'settings', settings: { players: n as 2 | 3 | 4 } })} />
          <LevelField t={t} id={id} value={c.settings.level} onChange={(v) => send({ type: 'settings', settings: { level: v } })} />
          <SpeedField t={t} id={id} value={c.settings.speed} onChange={(speed) => send({ type: 'settings', settings: { speed } })} />
          <SeedField t={t} id={id} value={c.setup.seed} onChange={(s) => send({ type: 'setup', setup: { seed: s } })} />
        </TableSetup>
      }
      status={status}
      turn={turn}
      felt={felt}
      refused={refused}
      prompt={prompt}
      record={game ? { content: <Blackboard t={t} game={game} />, caption: t('table.record.caption') } : undefined}
      commentary={commentary}
      history={() => (game ? game.log.map((e) => narrate(t, e)).filter((x): x is string => x !== null) : [])}
      settings={
        <>
          <LevelField t={t} id={`${id}-s`} value={c.settings.level} onChange={(v) => send({ type: 'settings', settings: { level: v } })} />
          <SpeedField t={t} id={`${id}-s`} value={c.settings.speed} onChange={(speed) => send({ type: 'settings', settings: { speed } })} />
          <Toggle label={t('shell.showLegal')} checked={c.settings.showLegal} onChange={(showLegal) => send({ type: 'settings', settings: { showLegal } })} />
        </>
      }
      settingsLine={game ? t('table.settingsLine', { seed: game.seed, count: game.players }) : undefined}
      onNewGame={table.newGame}
    />
  );
}

export { netText };
