/**
 * The play page's island: a whole game of Norrlandsknack against computer players (Steady or Strong), the learner
 * in seat 0, on the shared table shell. The felt shows the trump, the talon, the trick and the other players; the
 * prompt offers the learner's decision (knock or lurk, go along or fold, the cards to buy, a card to play), a hint
 * with a one-line reason, the review after each deal and the end of the game; the protokoll is always beside it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import { useGameTable } from '../../../shared/table/useGameTable';
import { ChoiceButton, HintLine, PrimaryButton, QuietButton, SetupForm, TableShell } from '../../../shared/table/TableShell';
import { Hand, SeatBox } from '../../../shared/table/Hand';
import { TrickRow } from '../../../shared/table/Trick';
import { LevelField, PlayersField, SeedField, SpeedField, Toggle } from '../../../shared/table/Fields';
import { useTableFocus } from '../../../shared/table/session';
import { freshSeed } from '../../../shared/quiz/seeds';
import { nextDecision, sortHand, type Card, type GameAction, type GameState, type NextDecision } from '../engine';
import { LEARNER, readSettings, tableMachine, type TableSettings } from '../machines/table';
import { browserBots } from '../table/bots';
import { hintText, narrate, refusalText } from '../table/narrate';
import { TABLE_STORE } from '../table/save';
import { RULE_SPEC, engineRules } from '../ruleSpec';
import { CardView, cardName, cardIndex, listOf, useT, type WidgetProps } from './common';
import './table.css';
import { cardNoun, phrase } from '../../../i18n/phrase';
import { REVIEW } from '../table/review';

const seatName = (t: T, s: number) => (s === LEARNER ? t('table.me', { name: t('seat.0') }) : t(`seat.${s}`));

function Protokoll({ t, game }: { t: T; game: GameState }) {
  const sheet = game.sheet;
  return (
    <table class="nk-protokoll" data-protokoll="">
      <thead>
        <tr>
          <th scope="col">{t('table.record.player')}</th>
          <th scope="col">{t('table.record.numbers')}</th>
          <th scope="col">{t('table.record.stakes')}</th>
        </tr>
      </thead>
      <tbody>
        {sheet.columns.map((col, s) => (
          <tr key={s} data-seat={s}>
            <th scope="row">{seatName(t, s)}</th>
            <td>
              {col.map((e, i) => (
                <span key={i} class={`nk-protokoll__n${i < col.length - 1 ? ' nk-protokoll__n--old' : ''}${e.limpas > 0 ? ' nk-protokoll__n--limpa' : ''}`}>
                  {e.score}
                  {e.limpas > 0 && <span class="visually-hidden"> ({t('table.record.limpas', { count: e.limpas })})</span>}
                </span>
              ))}
            </td>
            <td>{sheet.stakes[s]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Felt({ t, game, decision, hand, trickNote }: { t: T; game: GameState; decision: NextDecision; hand: preact.ComponentChildren; trickNote: string | null }) {
  const d = game.deal;
  const acting = 'seat' in decision ? decision.seat : -1;
  const trick = d ? (d.trick.length > 0 ? d.trick : []) : [];
  const lastTrick = d && d.trick.length === 0 && d.tricks.length > 0 ? d.tricks[d.tricks.length - 1] : null;
  const shown = trick.length > 0 ? trick : (lastTrick?.plays ?? []);
  const others = Array.from({ length: game.players }, (_, i) => i).filter((s) => s !== LEARNER);
  const score = (s: number) => (d ? d.live[s] : game.scores[s]);
  return (
    <div class="nk-felt">
      <ul class="nk-felt__seats">
        {others.map((s) => {
          const folded = d?.folded.includes(s) ?? false;
          const badges = [
            ...(d?.dealer === s ? [{ text: t('shell.dealer'), quiet: true }] : []),
            ...(d?.knocker === s ? [{ text: t('table.badge.knocker') }] : []),
            ...(folded ? [{ text: t('table.badge.folded'), quiet: true }] : []),
          ];
          return (
            <li key={s}>
              <SeatBox name={seatName(t, s)} seat={s} position="other" acting={acting === s} idle={folded} badges={badges}>
                <span>{t('table.score', { score: score(s) ?? 0 })}</span>
                <span>{t('table.cards', { count: d?.hands[s]?.length ?? 0 })}</span>
                {d && d.tricksWon[s] ? <span>{t('table.tricks', { count: d.tricksWon[s] as number })}</span> : null}
              </SeatBox>
            </li>
          );
        })}
      </ul>
      <TrickRow
        label={t(trick.length > 0 || !lastTrick ? 'table.trickNow' : 'table.trickLast')}
        plays={shown.map((p) => ({ key: p.card, seat: p.seat, name: seatName(t, p.seat), card: <CardView t={t} card={p.card} size="sm" /> }))}
        winner={trick.length === 0 && lastTrick ? lastTrick.winner : null}
        empty={d ? t('table.noTrick') : t('table.noDeal')}
      >
        {trick.length === 0 && lastTrick && trickNote && <p class="gt-trick__note">{trickNote}</p>}
      </TrickRow>
      {/* The trump, the talon and the pot between the trick and the learner's hand: in view at every decision. */}
      <div class="nk-felt__info">
        {d && (
          <>
            <span class="nk-felt__trump">
              {t('table.trumps', { suit: t(`suitText.${d.trump}`) })} <CardView t={t} card={d.upcard} size="sm" />
            </span>
            <span>{t('table.talon', { count: d.talon.length })}</span>
            {d.trumfmant && <strong class="nk-felt__tm">{t('table.trumfmantOn')}</strong>}
          </>
        )}
        <span>{t('table.pot', { count: game.sheet.pot })}</span>
      </div>
      <div class="nk-felt__me" data-seat={LEARNER}>
        <p class="nk-felt__mine">
          {t('table.you', { score: score(LEARNER) ?? 0 })}
          {d?.dealer === LEARNER && <span class="badge badge--quiet">{t('shell.dealer')}</span>}
          {d?.knocker === LEARNER && <span class="badge">{t('table.badge.knocker')}</span>}
          {d?.folded.includes(LEARNER) && <span class="badge badge--quiet">{t('table.badge.folded')}</span>}
          {d && d.tricksWon[LEARNER] ? <span> · {t('table.tricks', { count: d.tricksWon[LEARNER] as number })}</span> : null}
        </p>
        {hand}
      </div>
    </div>
  );
}

function Review({ t, game }: { t: T; game: GameState }) {
  const r = game.lastDeal;
  if (!r) return null;
  return (
    <table class="gt-result__table nk-review" data-review="">
      <caption>{t('table.review.caption', { n: r.dealNo })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.record.player')}</th>
          <th scope="col">{t('table.review.tricks')}</th>
          <th scope="col">{t('table.review.number')}</th>
          <th scope="col">{t('table.review.limpa')}</th>
        </tr>
      </thead>
      <tbody>
        {r.before.map((b, s) => (
          <tr key={s} class={s === LEARNER ? 'gt-result__me' : ''}>
            <th scope="row">{seatName(t, s)}</th>
            <td>{r.participants.includes(s) ? r.tricks[s] : t('table.review.out')}</td>
            <td>
              {b} → {r.after[s]}
            </td>
            <td>{r.limpas[s] ? t('nk.yes') : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function GameTable({ lang, messages }: WidgetProps) {
  const t = useT(lang, messages);
  const [setup, setSetup] = useState<{ seed: number; settings: TableSettings }>({ seed: 1, settings: readSettings({}) });
  const [picked, setPicked] = useState<Card[]>([]);
  const rulesRef = useRef(engineRules(undefined));
  const table = useGameTable(tableMachine, browserBots, {
    t,
    lang,
    id: `nk-${lang}`,
    learnerDecides: (g, state) => {
      const next = nextDecision(g);
      return !!next && 'seat' in next && next.seat === LEARNER && state === 'learnerTurn';
    },
    session: {
      store: TABLE_STORE,
      rules: RULE_SPEC,
      // The setup is the table's own until start: the seed and a saved game's settings go there, not to the machine.
      events: (setOffer) => ({
        onRules: (r) => {
          rulesRef.current = engineRules(r);
          send({ type: 'rules', rules: rulesRef.current });
        },
        onStart: ({ seed, resume, offer: o }) => {
          if (resume) send({ type: 'resume', game: resume.game, settings: resume.settings });
          else {
            setSetup((s) => ({ ...s, seed, settings: o?.settings ?? s.settings }));
            if (o) setOffer(o);
          }
        },
        onResume: (saved) => send({ type: 'resume', game: saved.game, settings: saved.settings }),
      }),
    },
    review: {
      spec: REVIEW,
      texts: {
        chose: (a) => {
          switch (a.type) {
            case 'play':
              return phrase(t, lang)('table.playReview.played', { card: cardNoun(t, lang, a.card) });
            case 'buy':
              return a.discard.length === 0 ? t('table.playReview.keep') : t('table.playReview.buy', { count: a.discard.length });
            case 'knock':
            case 'lurk':
            case 'go-along':
            case 'fold':
              return t(`table.playReview.${a.type}`);
            default:
              return '';
          }
        },
        coach: (h) => hintText(t, lang, h.reason),
      },
    },
  });
  const { bots, send, c: ctx, game, state, session, rootRef: root, offer, setOffer, learnerDecides } = table;
  const decision = game ? nextDecision(game) : null;
  const playReview = table.playReview();
  useEffect(() => {
    if (state === 'computerThinking') bots.preload();
  }, [state]);
  useEffect(() => setPicked([]), [game?.actions.length]);
  useTableFocus(root, session.ready, learnerDecides && decision?.kind === 'play', [state, game?.actions.length]);

  // Narration: the current deal's events for the commentary; the newest ones for screen readers.
  const log = game?.log ?? [];
  const dealStart = (() => {
    for (let i = log.length - 1; i >= 0; i--) if (log[i]!.type === 'deal-dealt') return i;
    return 0;
  })();
  const commentary = log
    .slice(dealStart)
    .map((e) => narrate(t, lang, e))
    .filter((x): x is string => !!x);
  const seenLog = useRef(0);
  const [live, setLive] = useState<string[]>([]);
  useEffect(() => {
    const fresh = log
      .slice(seenLog.current)
      .map((e) => narrate(t, lang, e))
      .filter((x): x is string => !!x);
    seenLog.current = log.length;
    const turn = learnerDecides && decision ? t(`table.turn.${decision.kind}`) : null;
    // After a finished trick on show, the learner's turn is added to the trick's lines rather than replacing them.
    if (fresh.length === 0 && turn) setLive((prev) => [...prev.filter((l) => l !== turn), turn].slice(-6));
    else if (turn) setLive([...fresh, turn].slice(-6));
    else if (fresh.length > 0) setLive(fresh.slice(-6));
  }, [log.length, state]);

  // Who took the last finished trick, said under it while it is on the felt.
  const lastWon = [...log].reverse().find((e) => e.type === 'trick-won');
  const trickNote = lastWon ? narrate(t, lang, lastWon) : null;

  const act = (a: GameAction) => send({ type: 'act', action: a });
  const hint = ctx.hint?.value ?? null;
  const hintedCards: Card[] = hint ? (hint.action.type === 'play' ? [hint.action.card] : hint.action.type === 'buy' ? hint.action.discard : []) : [];

  let prompt: preact.ComponentChildren = null;
  let hand: preact.ComponentChildren = null;
  const myHand = game?.deal ? sortHand(game.deal.hands[LEARNER] ?? [], game.deal.trump, game.rules.ranking) : [];
  const handProps = {
    id: `nk-hand-${lang}`,
    title: t('table.hand'),
    cards: myHand,
    name: (c: Card) => cardName(t, c),
    index: (c: Card) => cardIndex(t, c),
    empty: t('table.handEmpty'),
    hintedLabel: t('shell.hint.marked'),
    hinted: hintedCards,
    dealKey: String(game?.deal?.dealNo ?? 0) + '-' + String(game?.deal?.redeal ?? 0),
  };
  const hintUi = learnerDecides && (
    <>
      <QuietButton label={t('shell.hint.button')} action="hint" disabled={ctx.hint?.status === 'loading'} onClick={() => send({ type: 'hint' })} />
      {ctx.hint && (
        <HintLine t={t} status={ctx.hint.status} text={hint ? hintText(t, lang, hint.reason) : null} marked={hint ? JSON.stringify(hint.action) : ''} />
      )}
    </>
  );
  /** A choice between buttons (knock or lurk, go along or fold), the hint's one marked. */
  const choice = (type: 'knock' | 'lurk' | 'go-along' | 'fold', label: string) => (
    <ChoiceButton action={type} hinted={hint?.action.type === type} onClick={() => act({ type, seat: LEARNER })}>
      {t(label)}
    </ChoiceButton>
  );
  if (game && decision) {
    if (learnerDecides && decision.kind === 'bid') {
      hand = <Hand {...handProps} canPlay={false} legal={[]} showLegal={false} onPick={() => {}} />;
      prompt = (
        <>
          <p class="gt-prompt__text">{t(decision.firstDeal ? 'table.prompt.bidFirst' : 'table.prompt.bidLater')}</p>
          <div class="gt-actions">
            {choice('knock', 'table.action.knock')}
            {choice('lurk', 'table.action.lurk')}
            {hintUi}
          </div>
        </>
      );
    } else if (learnerDecides && decision.kind === 'respond') {
      hand = <Hand {...handProps} canPlay={false} legal={[]} showLegal={false} onPick={() => {}} />;
      prompt = (
        <>
          <p class="gt-prompt__text">{t('table.prompt.respond', { seat: seatName(t, decision.knocker) })}</p>
          <div class="gt-actions">
            {choice('go-along', 'table.action.goAlong')}
            {choice('fold', 'table.action.fold')}
            {hintUi}
          </div>
        </>
      );
    } else if (learnerDecides && decision.kind === 'buy') {
      const n = picked.length;
      const kept = picked.find((c) => decision.mustKeep.includes(c));
      const ok = n >= decision.minDiscard && n <= decision.maxDiscard && !kept;
      hand = (
        <Hand
          {...handProps}
          canPlay
          legal={myHand.filter((c) => !decision.mustKeep.includes(c))}
          showLegal={false}
          selected={picked}
          onPick={(c) => setPicked((p) => (p.includes(c) ? p.filter((x) => x !== c) : [...p, c]))}
        />
      );
      prompt = (
        <>
          <p class="gt-prompt__text">{t(decision.isDealer ? 'table.prompt.buyDealer' : 'table.prompt.buy')}</p>
          <div class="gt-actions">
            <PrimaryButton
              unavailable={!ok}
              label={
                decision.isDealer
                  ? t('table.action.buyDealer', {
                      count: n,
                      receive: Math.max(0, n - 1),
                    })
                  : n === 0
                    ? t('table.action.keep')
                    : t('table.action.buy', { count: n })
              }
              action="buy"
              onClick={() => act({ type: 'buy', seat: LEARNER, discard: picked })}
            />
            {hintUi}
          </div>
          {/* Why the button is unavailable, while it is: said beside it. */}
          {!ok && (
            <p class="gt-prompt__text" data-buy-why="">
              {kept
                ? t('buy.why.turnup-must-stay', { card: cardName(t, kept) })
                : n > decision.maxDiscard
                  ? t('buy.why.too-many', { max: decision.maxDiscard })
                  : t('table.prompt.dealerMust')}
            </p>
          )}
        </>
      );
    } else if (learnerDecides && decision.kind === 'play') {
      hand = (
        <Hand {...handProps} canPlay legal={decision.legal} showLegal={ctx.settings.showLegal} onPick={(c) => act({ type: 'play', seat: LEARNER, card: c })} />
      );
      prompt = (
        <>
          <p class="gt-prompt__text">{t(decision.openingLead ? (decision.plays.some((p) => p.reason.code === 'play.trump-ace-lead') ? 'table.prompt.leadAce' : 'table.prompt.lead') : decision.trumfmant ? 'table.prompt.playTm' : 'table.prompt.play')}</p>
          <div class="gt-actions">{hintUi}</div>
        </>
      );
    } else if (state === 'trickShown') {
      // A finished trick stays on the felt for a moment (or until the learner moves on): who won it is said there.
      hand = <Hand {...handProps} canPlay={false} legal={[]} showLegal={false} onPick={() => {}} />;
      prompt = (
        <div class="gt-actions">
          <QuietButton label={t('table.action.nextTrick')} action="next-trick" onClick={() => send({ type: 'continue' })} />
        </div>
      );
    } else if (state === 'dealScored') {
      hand = <Hand {...handProps} canPlay={false} legal={[]} showLegal={false} onPick={() => {}} />;
      prompt = (
        <>
          <Review t={t} game={game} />
          {playReview}
          <div class="gt-actions">
            <PrimaryButton label={t('table.action.next')} action="next" onClick={() => send({ type: 'continue' })} />
          </div>
        </>
      );
    } else if (state === 'gameOver' && decision.kind === 'game-over') {
      prompt = (
        <div class="gt-over" data-over="">
          {game.lastDeal && <Review t={t} game={game} />}
          {playReview}
          <p class="gt-prompt__text">
            {decision.winners.includes(LEARNER)
              ? t('table.over.youWon', { pot: decision.pot })
              : t('table.over.won', {
                  seat: listOf(lang, decision.winners.map((s) => seatName(t, s))),
                  pot: decision.pot,
                  count: decision.winners.length,
                })}
          </p>
          <div class="gt-actions">
            <PrimaryButton label={t('table.action.again')} action="new-game" onClick={() => send({ type: 'newGame' })} />
          </div>
        </div>
      );
    } else {
      hand = <Hand {...handProps} canPlay={false} legal={[]} showLegal={false} onPick={() => {}} />;
      prompt = (
        <p class="gt-prompt__text">
          {t('table.waiting', {
            seat: 'seat' in decision ? seatName(t, decision.seat) : '',
          })}
        </p>
      );
    }
  }

  const status = game
    ? t('table.status', {
        n: game.deal?.dealNo ?? game.dealsPlayed + 1,
        players: game.players,
      })
    : '';
  const turn =
    decision && 'seat' in decision ? (decision.seat === LEARNER ? t('table.yourTurn') : t('table.theirTurn', { seat: seatName(t, decision.seat) })) : '';
  const start = (seed: number, settings: TableSettings) => {
    setOffer(null);
    bots.preload();
    send({ type: 'settings', settings });
    send({ type: 'rules', rules: rulesRef.current });
    send({ type: 'setup', setup: { seed } });
    send({ type: 'start' });
  };

  return (
    <TableShell
      {...table.shell}
      decision={learnerDecides ? (decision?.kind ?? null) : null}
      refused={ctx.refused && state === 'learnerTurn' ? refusalText(t, lang, ctx.refused) : null}
      live={live}
      setup={
        <SetupForm
          t={t}
          id={`nk-setup-${lang}`}
          title={t('table.setup.title')}
          intro={t('table.setup.intro')}
          startLabel={t('table.setup.start')}
          resumeLabel={t('table.setup.resume')}
          canResume={!!offer}
          onStart={() => start(setup.seed, setup.settings)}
          onResume={() => offer && send({ type: 'resume', game: offer.game, settings: offer.settings })}
        >
          <PlayersField
            t={t}
            id={`nk-${lang}`}
            min={3}
            max={5}
            value={setup.settings.players}
            onChange={(n) =>
              setSetup((s) => ({
                ...s,
                settings: { ...s.settings, players: n as 3 | 4 | 5 },
              }))
            }
          />
          <LevelField
            t={t}
            id={`nk-${lang}`}
            value={setup.settings.level}
            onChange={(v) => setSetup((s) => ({ ...s, settings: { ...s.settings, level: v } }))}
          />
          <SpeedField t={t} id={`nk-${lang}`} value={setup.settings.speed} onChange={(speed) => setSetup((s) => ({ ...s, settings: { ...s.settings, speed } }))} />
          <SeedField t={t} id={`nk-${lang}`} value={setup.seed} onChange={(seed) => setSetup((s) => ({ ...s, seed }))} />
        </SetupForm>
      }
      status={status}
      turn={turn}
      felt={game && decision ? <Felt t={t} game={game} decision={decision} hand={hand} trickNote={trickNote} /> : null}
      prompt={prompt}
      record={
        game
          ? {
              content: <Protokoll t={t} game={game} />,
              caption: t('table.record.caption', { count: game.sheet.pot }),
            }
          : undefined
      }
      commentary={commentary}
      history={() => log.map((e) => narrate(t, lang, e)).filter((x): x is string => !!x)}
      settings={
        <>
          <LevelField
            t={t}
            id={`nk-set-${lang}`}
            value={ctx.settings.level}
            onChange={(v) =>
              send({
                type: 'settings',
                settings: { ...ctx.settings, level: v },
              })
            }
          />
          <SpeedField t={t} id={`nk-set-${lang}`} value={ctx.settings.speed} onChange={(speed) => send({ type: 'settings', settings: { ...ctx.settings, speed } })} />
          <Toggle
            label={t('shell.showLegal')}
            checked={ctx.settings.showLegal}
            onChange={(v) =>
              send({
                type: 'settings',
                settings: { ...ctx.settings, showLegal: v },
              })
            }
          />
        </>
      }
      settingsLine={game ? t('table.settingsLine', { seed: game.seed }) : undefined}
      onNewGame={() => {
        setSetup((s) => ({ ...s, seed: freshSeed(), settings: ctx.settings }));
        table.newGame();
      }}
    />
  );
}
