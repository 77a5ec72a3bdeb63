/**
 * game-table: a whole game of Bugami to 250 against computer players (3 to 7 at the table), on the shared table
 * shell. The flow is the table machine (machines/table.ts); every change is the engine's, every event is told in
 * the page language (table/narrate.ts), the score sheet is always in view, and each deal ends with a review of every
 * player's score. The game is saved after every change, and `?seed=` replays the same deals. The computer players'
 * code is loaded on first use in a worker (table/bots.ts).
 */
import type { ComponentChildren } from "preact";
import { useMemo } from "preact/hooks";
import { useTableFocus } from "../../../shared/table/session";
import { useGameTable } from "../../../shared/table/useGameTable";
import { nextSeed } from "../../../shared/quiz/seeds";
import {
  ChoiceButton,
  HintLine,
  PrimaryButton,
  QuietButton,
  TableSetup,
  TableShell,
} from "../../../shared/table/TableShell";
import { useBotsPreload, useLiveLines } from "../../../shared/table/hooks";
import { Hand, SeatBox } from "../../../shared/table/Hand";
import { TrickRow } from "../../../shared/table/Trick";
import {
  LevelField,
  PlayersField,
  SeedField,
  SpeedField,
  Toggle,
} from "../../../shared/table/Fields";
import type { Card as PlainCard, JokerCode } from "../../../shared/cards/model";
import { cardIndex } from "../../../i18n/cards";
import { RULE_SPEC, rulesOf } from "../ruleSpec";
import { isJoker, sortCards, type GameCard } from "../engine/cards";
import { badCounter, nextDecision, type GameAction, type GameState } from "../engine/game";
import { BIDS, MAX_PLAYERS, MIN_PLAYERS, type Seat } from "../engine/types";
import {
  botToAct,
  learnerDecision,
  tableMachine,
  type LearnerDecision,
  type TableStateName,
} from "../machines/table";
import { browserBots } from "../table/bots";
import { TABLE_STORE } from "../table/save";
import {
  BidBadge,
  CardView,
  bidName,
  cardName,
  cardWord,
  say,
  usePhrase,
  type WidgetProps,
} from "./common";
import {
  aboutSeat,
  aboutSeats,
  eventLines,
  hintLine,
  playerName,
  refusalLine,
  scoreReason,
} from "./table/narrate";
import type { T } from "../../../i18n/client";
import "./bugami.css";
import { REVIEW, sameReason } from "../table/review";
import type { Hint } from "../bots/hint";

function dealStart(game: GameState): number {
  for (let i = game.log.length - 1; i >= 0; i--)
    if (game.log[i]?.type === "deal-dealt") return i;
  return 0;
}

function ScoreSheet({
  t,
  game,
  learner,
}: {
  t: T;
  game: GameState;
  learner: Seat;
}) {
  const seats = Array.from({ length: game.players }, (_, s) => s);
  return (
    <div
      class="bg-sheet-wrap"
      tabIndex={0}
      role="region"
      aria-label={t("table.sheet.deal")}
    >
      <table class="bg-table bg-sheet" data-score-sheet>
        <thead>
          <tr>
            <th scope="col">{t("table.sheet.deal")}</th>
            {seats.map((s) => (
              <th scope="col" class="num" key={s}>
                {playerName(t, s, learner)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {game.record.map((r) => (
            <tr key={r.deal}>
              <th scope="row">{r.deal}</th>
              {r.scores.map((x, s) => (
                <td class="num" key={s}>
                  {x}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("table.sheet.total")}</th>
            {game.totals.map((x, s) => (
              <td class="num" key={s} data-total={s}>
                <strong>{x}</strong>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function DealReview({
  t,
  game,
  learner,
  lang,
}: {
  t: T;
  game: GameState;
  learner: Seat;
  lang: string;
}) {
  const row = game.record[game.record.length - 1];
  if (!row) return null;
  const name = (s: Seat) => playerName(t, s, learner);
  const names = (seats: Seat[]) => {
    // The learner first: "You and Anna", "Du und Anna".
    const list = [...seats]
      .sort((a, b) => (a === learner ? -1 : b === learner ? 1 : a - b))
      .map(name);
    try {
      return new Intl.ListFormat(lang, { type: "conjunction" }).format(list);
    } catch {
      return list.join(", ");
    }
  };
  return (
    <section class="gt-result" data-review aria-labelledby="bg-review-title">
      <h3 id="bg-review-title">{t("table.review.title", { n: row.deal })}</h3>
      {/* Whole words only; on a screen too narrow even for that, the table scrolls inside its own box. */}
      <div class="bg-table-wrap" tabIndex={0} role="region" aria-labelledby="bg-review-title">
      <table class="bg-table bg-review" data-review-table>
        <thead>
          <tr>
            <th scope="col">{t("score.col.player")}</th>
            <th scope="col">{t("score.col.bid")}</th>
            <th scope="col" class="num">
              {t("score.col.tricks")}
            </th>
            <th scope="col" class="num">
              {t("score.col.bad")}
            </th>
            <th scope="col" class="num">
              {t("table.review.points")}
            </th>
          </tr>
        </thead>
        <tbody>
          {row.bids.map((b, s) => (
            <tr key={s} class={s === learner ? "gt-result__me" : ""}>
              <th scope="row">{name(s)}</th>
              <td>
                <BidBadge t={t} bid={b} />
              </td>
              <td class="num">{row.tricks[s]}</td>
              <td class="num">{b === "NULL" ? "—" : row.bad[s]}</td>
              <td class="num">{row.scores[s]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      <ul class="gt-result__reasons">
        {row.units.map((u, i) => (
          <li key={i}>
            {scoreReason(
              t,
              u.reason,
              u.seats.length > 1 ? names(u.seats) : name(u.seats[0] as Seat),
              u.score,
              lang,
            )}
          </li>
        ))}
        {/* OP18 per partner: a partner without a trick scored 30 on his own, not the partnership's score. */}
        {row.scores.map((x, s) =>
          row.units.some((u) => u.seats.length > 1 && u.seats.includes(s) && u.score !== x) ? (
            <li key={`own-${s}`}>{t("why.score.no-trick", { who: name(s) })}</li>
          ) : null,
        )}
        {/* Only when cards were left over: at 4 players (52 cards) there are none. */}
        {row.remainderTo !== null && (game.deal?.remainder.length ?? 0) > 0 && (
          <li>
            {aboutSeat(t, "table.review.remainder", row.remainderTo, learner, {
              count: game.deal?.remainder.length ?? 0,
            })}
          </li>
        )}
      </ul>
    </section>
  );
}

/** What everyone at the table sees of a player: cards in hand, tricks taken, bad cards in them (each kept whole on a line). */
function SeatFacts({
  t,
  cards,
  tricks,
  bad,
}: {
  t: T;
  cards: number;
  tricks: number;
  bad: number;
}) {
  return (
    <>
      <span class="bg-fact">{t("table.seat.cards", { count: cards })}</span>
      <span class="bg-fact">{t("table.seat.tricks", { count: tricks })}</span>
      <span class="bg-fact">{t("table.seat.bad", { count: bad })}</span>
    </>
  );
}

function Felt({
  t,
  game,
  learner,
  state,
  acting,
}: {
  t: T;
  game: GameState;
  learner: Seat;
  state: TableStateName;
  acting: Seat | null;
}) {
  const d = game.deal;
  if (!d) return null;
  const counter = badCounter(game);
  const rows = counter.ok ? counter.value : [];
  // A finished trick stays in the centre until the next card is led: while its pause lasts and at the end of the
  // deal as "Trick 3", after the pause as the previous trick (who leads next sees what was just played).
  const showLast = d.trick.length === 0 && d.tricks.length > 0;
  const previous =
    showLast && state !== "trickShown" && game.stage === "playing";
  const trick = showLast ? d.tricks[d.tricks.length - 1]!.plays : d.trick;
  const winner = showLast ? d.tricks[d.tricks.length - 1]!.winner : null;
  const seats = d.order.filter((s) => s !== learner);
  return (
    <div class="gt-felt bg-felt">
      <div class="bg-felt__seats">
        {seats.map((s) => {
          const row = rows[s];
          const bid = d.bids[s];
          return (
            <SeatBox
              key={s}
              name={playerName(t, s, learner)}
              seat={s}
              position="top"
              acting={acting === s}
              badges={[
                ...(s === d.dealer
                  ? [{ text: t("shell.dealer"), quiet: true }]
                  : []),
                ...(acting === s ? [{ text: t("shell.toPlay") }] : []),
              ]}
            >
              <p>
                {bid && (d.revealed || (bid === "NULL" && game.rules.nullReveal === "face-up")) ? (
                  <BidBadge t={t} bid={bid} />
                ) : bid ? (
                  t("table.seat.bidHidden")
                ) : (
                  t("table.seat.choosing")
                )}
              </p>
              <SeatFacts
                t={t}
                cards={d.hands[s]?.length ?? 0}
                tricks={row?.tricks ?? 0}
                bad={row?.bad ?? 0}
              />
            </SeatBox>
          );
        })}
      </div>
      <TrickRow
        label={
          previous
            ? t("table.trick.previous")
            : t("table.trick.label", {
                n: showLast ? d.tricks.length : d.tricks.length + 1,
              })
        }
        plays={trick.map((p) => ({
          key: p.card,
          seat: p.seat,
          name: playerName(t, p.seat, learner),
          card: <CardView t={t} card={p.card} size="sm" />,
        }))}
        winner={winner}
        empty={d.revealed ? t("table.trick.empty") : t("table.trick.bidding")}
      >
        {winner !== null && (
          <p class="gt-trick__note">
            {aboutSeat(t, "table.turn.trick", winner, learner, {
              n: d.tricks.length,
            })}
          </p>
        )}
        {d.remainder.length > 0 && d.remainderTo === null && (
          <p class="gt-trick__note">
            {t("table.trick.remainder", { count: d.remainder.length })}
          </p>
        )}
      </TrickRow>
      <p class="bg-meta bg-me" data-me data-seat={learner}>
        {d.bids[learner] ? (
          <span>
            {t("table.me.bid")} <BidBadge t={t} bid={d.bids[learner]!} />
          </span>
        ) : (
          <strong>{t("table.me.name")}</strong>
        )}
        <SeatFacts
          t={t}
          cards={d.hands[learner]?.length ?? 0}
          tricks={rows[learner]?.tricks ?? 0}
          bad={rows[learner]?.bad ?? 0}
        />
      </p>
    </div>
  );
}

export default function GameTable({ lang, messages }: WidgetProps) {
  const t = usePhrase(lang, messages);
  const table = useGameTable(tableMachine, browserBots, {
    t,
    lang,
    session: { store: TABLE_STORE, rules: RULE_SPEC, rulesOf },
    review: {
      spec: REVIEW,
      texts: {
        chose: (a) =>
          a.type === "play"
            ? say(t)("table.playReview.played", { card: cardWord(t, a.card) })
            : a.type === "bid"
              ? t("table.playReview.bid", { bid: bidName(t, a.bid) })
              : "",
        coach: (h, _v, state, action) => reviewAdvice(h, action, state.rules.ranking),
      },
    },
    notice: { botFailed: "table.notice.bots" },
  });
  const { id, bots, snap, send, c, game, learner, session, rootRef } = table;
  const state = table.state as TableStateName;
  /** The coach's advice as one line: the bid or card and why. */
  function adviceText(h: Hint): string {
    return t("table.hint.text", {
      choice: h.action.type === "play" ? cardName(t, h.action.card) : bidName(t, h.action.bid),
      reason: hintLine(t, h.reason, lang, learner),
    });
  }
  /**
   * The coach's line in the review (after the shell's "The coach:", so without "Hint:"): its choice and reason, and
   * where that reason fits the learner's card as well, what tells the two apart.
   */
  function reviewAdvice(h: Hint, action: GameAction, ranking: GameState["rules"]["ranking"]): string {
    const line = t("table.playReview.coach", {
      choice: h.action.type === "play" ? cardName(t, h.action.card) : bidName(t, h.action.bid),
      reason: hintLine(t, h.reason, lang, learner),
    });
    const same = sameReason(h, action, ranking);
    if (!same || action.type !== "play" || h.action.type !== "play") return line;
    const more = say(t)(same === "higher" ? "table.playReview.sameHigher" : "table.playReview.same", {
      mine: cardWord(t, action.card),
      card: cardWord(t, h.action.card),
    });
    return `${line} ${more}`;
  }
  const playReview = table.playReview();
  const decision: LearnerDecision | null =
    game && state === "learnerTurn" ? learnerDecision(game, learner) : null;

  const ready = session.ready;

  useBotsPreload(bots);

  const live = useLiveLines(
    game?.log ?? null,
    (from) => (game?.log ?? []).slice(from).flatMap((e) => eventLines(t, e, learner, lang)),
    () => (decision ? t(`table.turn.you.${decision}`) : null),
    8,
    [state, decision],
  );

  useTableFocus(rootRef, ready, decision === "play", [state, decision]);

  const dealLines = useMemo(
    () =>
      game
        ? game.log
            .slice(dealStart(game))
            .flatMap((e) => eventLines(t, e, learner, lang))
        : [],
    [game, t, lang, learner],
  );
  const historyLines = () =>
    game
      ? game.log
          .map((e) => eventLines(t, e, learner, lang).join(" "))
          .filter((l) => l.length > 0)
      : [];

  const next = game ? nextDecision(game) : null;
  const hand = game?.deal
    ? (sortCards(
        game.deal.hands[learner] ?? [],
        game.rules.ranking,
      ) as GameCard[])
    : [];
  const legal = decision === "play" && next?.kind === "play" ? next.legal : [];
  const acting: Seat | null =
    state === "learnerTurn"
      ? learner
      : state === "computerThinking" && game
        ? botToAct(game, learner)
        : null;
  const hint =
    c.hint && game && c.hint.at === game.actions.length ? c.hint : null;
  const hintedCard =
    hint?.value?.action.type === "play" ? hint.value.action.card : null;
  const hintedBid =
    hint?.value?.action.type === "bid" ? hint.value.action.bid : null;
  const name = (s: Seat) => playerName(t, s, learner);

  function hintBlock(): ComponentChildren {
    return (
      <>
        <div class="gt-actions">
          <QuietButton
            label={t("shell.hint.button")}
            action="hint"
            disabled={snap.matches({ learnerTurn: "hinting" })}
            onClick={() => send({ type: "hint" })}
          />
        </div>
        {hint && (
          <HintLine
            t={t}
            status={hint.status === "loading" ? "loading" : "done"}
            marked={hintedCard ?? hintedBid ?? undefined}
            text={hint.value ? adviceText(hint.value) : null}
          />
        )}
      </>
    );
  }

  function prompt(): ComponentChildren {
    if (!game) return null;
    switch (state) {
      case "learnerTurn":
        if (decision === "bid")
          return (
            <>
              <p class="gt-prompt__text" id={`${id}-bidask`}>
                {t("table.prompt.bid")}
              </p>
              <div
                class="gt-actions"
                role="group"
                aria-labelledby={`${id}-bidask`}
              >
                {BIDS.map((b) => (
                  <ChoiceButton
                    key={b}
                    action={`bid-${b}`}
                    hinted={hintedBid === b}
                    onClick={() => send({ type: "act", action: { type: "bid", seat: learner, bid: b } })}
                  >
                    <BidBadge t={t} bid={b} />
                  </ChoiceButton>
                ))}
              </div>
              {hintBlock()}
            </>
          );
        return (
          <>
            <p class="gt-prompt__text">
              {game.deal?.trick[0]
                ? say(t)(isJoker(game.deal.trick[0].card) ? "table.prompt.followJoker" : "table.prompt.follow", {
                    name: name(game.deal.trick[0].seat),
                    card: cardWord(t, game.deal.trick[0].card),
                  })
                : t("table.prompt.lead")}
            </p>
            {hintBlock()}
          </>
        );
      case "trickShown":
      case "revealShown":
      case "dealing":
        return (
          <div class="gt-actions">
            <PrimaryButton
              label={t("table.next.continue")}
              onClick={() => send({ type: "continue" })}
              action="next"
            />
          </div>
        );
      case "dealScored":
        return (
          <>
            <DealReview t={t} game={game} learner={learner} lang={lang} />
            {playReview}
            <div class="gt-actions">
              <PrimaryButton
                label={t("table.next.deal")}
                onClick={() => send({ type: "continue" })}
                action="next"
              />
            </div>
          </>
        );
      case "gameOver":
        return (
          <>
            <p class="gt-prompt__text" data-game-over>
              {game.winners && game.winners.length > 1
                ? aboutSeats(t, "table.over.shared", game.winners, learner, lang, {
                    score: Math.max(...game.totals),
                  })
                : game.winners?.[0] === learner
                  ? t("table.over.you", { score: Math.max(...game.totals) })
                  : t("table.over.other", {
                      name: name(game.winners?.[0] ?? 0),
                      score: Math.max(...game.totals),
                    })}
            </p>
            <DealReview t={t} game={game} learner={learner} lang={lang} />
            {playReview}
            <div class="gt-actions">
              <PrimaryButton
                label={t("table.next.game")}
                onClick={again}
                action="again"
              />
              <QuietButton
                label={t("table.newGame")}
                onClick={table.newGame}
                action="new-game"
              />
            </div>
          </>
        );
      default:
        return null;
    }
  }

  /** The next game at once, on the next seed. */
  function again() {
    send({ type: "newGame" });
    send({ type: "setup", setup: { seed: nextSeed(c.setup.seed) } });
    send({ type: "start" });
  }


  const turn = (): string => {
    if (!game) return t("table.turn.setup");
    if (state === "learnerTurn")
      return t(`table.turn.you.${decision ?? "play"}`);
    if (state === "computerThinking") {
      const s = botToAct(game, learner);
      return s === null
        ? ""
        : t(
            game.stage === "bidding"
              ? "table.turn.bidding"
              : "table.turn.thinking",
            { name: name(s) },
          );
    }
    if (state === "revealShown") return t("table.turn.revealed");
    if (state === "trickShown") {
      const last = game.deal?.tricks[game.deal.tricks.length - 1];
      return last
        ? aboutSeat(t, "table.turn.trick", last.winner, learner, {
            n: game.deal?.tricks.length ?? 0,
          })
        : "";
    }
    if (state === "dealScored") return t("table.turn.scored");
    if (state === "gameOver") return t("table.turn.gameOver");
    return "";
  };

  const status = game
    ? t("table.status", {
        n: Math.max(1, game.deals),
        count: game.players,
        target: game.rules.target,
      })
    : "";
  const refused = c.refused ? refusalLine(t, c.refused) : null;
  const canPlay = decision === "play";

  return (
    <TableShell
      {...table.shell}
      decision={decision}
      live={live}
      setup={
        <TableSetup {...table.setup}>
          <PlayersField
            t={t}
            id={id}
            min={MIN_PLAYERS}
            max={MAX_PLAYERS}
            value={c.setup.players}
            onChange={(n) => send({ type: "setup", setup: { players: n } })}
          />
          <LevelField
            t={t}
            id={id}
            value={c.settings.level}
            onChange={(level) =>
              send({ type: "settings", settings: { level } })
            }
          />
          <SpeedField
            t={t}
            id={id}
            value={c.settings.speed}
            onChange={(speed) =>
              send({ type: "settings", settings: { speed } })
            }
          />
          <SeedField
            t={t}
            id={id}
            value={c.setup.seed}
            onChange={(seed) => send({ type: "setup", setup: { seed } })}
          />
        </TableSetup>
      }
      status={status}
      turn={turn()}
      felt={
        game && (
          <>
            <Felt
              t={t}
              game={game}
              learner={learner}
              state={state}
              acting={acting}
            />
            <Hand<PlainCard | JokerCode>
              {...table.handPlay<PlainCard | JokerCode>({
                canPlay,
                legal: legal as (PlainCard | JokerCode)[],
                hinted: hintedCard ? [hintedCard as PlainCard | JokerCode] : [],
                onPick: (card) => send({ type: "act", action: { type: "play", seat: learner, card: card as GameCard } }),
              })}
              title={t("table.hand.title")}
              cards={hand as (PlainCard | JokerCode)[]}
              name={(card) => cardName(t, card as GameCard)}
              index={(card) =>
                isJoker(card) ? undefined : cardIndex(t, card as PlainCard)
              }
              empty={t("table.hand.empty")}
              hintedLabel={t("shell.hint.marked")}
              dealKey={String(game.deals)}
            />
          </>
        )
      }
      refused={refused}
      prompt={prompt()}
      record={
        game
          ? {
              content: <ScoreSheet t={t} game={game} learner={learner} />,
              caption: t("table.sheet.caption", { target: game.rules.target }),
            }
          : undefined
      }
      commentary={dealLines}
      history={historyLines}
      settings={
        game && (
          <>
            <LevelField
              t={t}
              id={`${id}-set`}
              value={c.settings.level}
              onChange={(level) =>
                send({ type: "settings", settings: { level } })
              }
            />
            <SpeedField
              t={t}
              id={`${id}-set`}
              value={c.settings.speed}
              onChange={(speed) =>
                send({ type: "settings", settings: { speed } })
              }
            />
            <Toggle
              label={t("shell.showLegal")}
              checked={c.settings.showLegal}
              onChange={(showLegal) =>
                send({ type: "settings", settings: { showLegal } })
              }
            />
          </>
        )
      }
      settingsLine={
        game
          ? t("table.settings.game", { seed: game.seed, count: game.players })
          : undefined
      }
      onNewGame={table.newGame}
    />
  );
}
