/**
 * The table itself: the three computer players round the learner (play passes to the right), the trick in the
 * middle, the turned card, and the learner's hand as buttons. Knows nothing about the flow: the caller says whose
 * turn it is, which cards may be played and what happens on a click.
 */
import type { Card } from '../../../../shared/cards/model';
import { Card as CardSvg } from '../../../../shared/cards/Card';
import type { GameState } from '../../engine/game';
import type { Seat } from '../../engine/types';
import { cardIndex, cardName, cardWord, type Phrase } from '../common';
import { playerName, trickOwnerLine } from '../../table/narrate';
import { ALL_SEATS, position, visibleTrick } from './view';
import { sortHand } from '../../engine/cards';
import { Hand, type HandPlay } from '../../../../shared/table/Hand';

export interface FeltProps {
  t: Phrase;
  game: GameState;
  learner: Seat;
  /** The seat whose decision the table waits for (highlighted). */
  acting: Seat | null;
  /** The learner's hand as the page has it now (its id also names the trick's heading). */
  play: HandPlay<Card>;
}

function SeatBox({ t, game, seat, learner, acting }: { t: Phrase; game: GameState; seat: Seat; learner: Seat; acting: Seat | null }) {
  const d = game.deal;
  const name = playerName(t, seat, learner);
  const inDeal = d ? d.order.includes(seat) : game.active.includes(seat);
  // Out of the game: dropped out in Butzen (at the end of a game nobody is active, and nobody is "out").
  const out = game.phase === 2 && !inDeal && game.active.length > 0 && !game.active.includes(seat);
  const cards = d?.hands[seat]?.length ?? 0;
  const dealer = d ? d.dealer === seat : game.dealer === seat && game.stage === 'awaiting-deal';
  const tricks = d?.tricksWon[seat] ?? 0;
  const points = d?.points[seat] ?? 0;
  const pos = position(seat, learner);
  return (
    <section class={`gt-seat gt-seat--${pos}${acting === seat ? ' gt-seat--acting' : ''}${inDeal ? '' : ' gt-seat--idle'}`} aria-label={name} data-seat={seat}>
      <p class="gt-seat__name">
        <span>{name}</span>
        {dealer && <span class="badge badge--quiet">{t('table.dealer')}</span>}
        {acting === seat && <span class="badge">{t('table.turn.badge')}</span>}
      </p>
      {out ? (
        <p class="gt-seat__info">{t('table.seat.out')}</p>
      ) : !inDeal ? (
        <p class="gt-seat__info">{t('table.seat.sitsOut')}</p>
      ) : (
        <p class="gt-seat__info">
          {seat !== learner && (
            <span class="gt-seat__cards">
              <span class="gt-back" aria-hidden="true" />
              {t('table.seat.cards', { count: cards })}
            </span>
          )}
          <span>{t('table.seat.tricks', { count: tricks })}</span>
          <span>{t('table.seat.points', { count: points })}</span>
        </p>
      )}
    </section>
  );
}

export function Felt({ t, game, learner, acting, play }: FeltProps) {
  const handId = play.id;
  const d = game.deal;
  const trick = visibleTrick(game);
  const hand = d ? sortHand(d.hands[learner], d.trump) : [];
  const upcardShown = d && d.upcardHolder !== null && d.hands[d.upcardHolder].includes(d.upcard) && d.upcardHolder !== learner;
  return (
    <div class="gt-felt">
      {ALL_SEATS.filter((s) => s !== learner).map((s) => (
        <SeatBox key={s} t={t} game={game} seat={s} learner={learner} acting={acting} />
      ))}
      <section class="gt-trick" data-centre="" aria-labelledby={`${handId}-trick`}>
        <h3 id={`${handId}-trick`} class="visually-hidden">
          {trick.plays.length === 0 ? t('table.trick.empty') : trick.complete ? t('table.trick.last', { n: trick.number }) : t('table.trick.current', { n: trick.number })}
        </h3>
        {d && (
          <p class="gt-trump">
            <span class="gt-trump__label">{t('table.trumps', { suit: t(`card.suit.${d.trump}`) })}</span>
            {(upcardShown || d.upcardLocation === 'out_of_play') && (
              <span class="gt-trump__upcard">
                <CardSvg
                  card={d.upcard}
                  name={
                    upcardShown
                      ? d.upcardHolder === learner
                        ? t('table.upcard.you', { card: cardWord(t, d.upcard) })
                        : t('table.upcard', { card: cardWord(t, d.upcard), name: playerName(t, d.upcardHolder as Seat, learner) })
                      : t('table.upcard.out', { card: cardWord(t, d.upcard) })
                  }
                  index={cardIndex(t, d.upcard)}
                  size="sm"
                />
              </span>
            )}
          </p>
        )}
        <ul class={`gt-trick__cards${trick.complete ? ' gt-trick__cards--complete' : ''}`}>
          {trick.plays.map((p, i) => (
            <li key={p.card} class={`gt-play gt-play--${position(p.seat, learner)}${trick.owner === p.seat ? ' gt-play--winner' : ''}`} style={`--order:${i}`}>
              <span class="visually-hidden">{playerName(t, p.seat, learner)}: </span>
              <CardSvg card={p.card} name={cardName(t, p.card)} index={cardIndex(t, p.card)} size="md" />
            </li>
          ))}
        </ul>
        {trick.complete && trick.owner !== null && (
          <p class="gt-trick__note">
            {trickOwnerLine(t, trick.number, trick.owner, trick.owner !== trick.winner, learner)}
          </p>
        )}
      </section>
      <section class="gt-me" aria-labelledby={`${handId}-title`}>
        <SeatBox t={t} game={game} seat={learner} learner={learner} acting={acting} />
        <Hand
          {...play}
          title={t('table.hand', { count: hand.length })}
          cards={hand}
          name={(c) => cardName(t, c)}
          index={(c) => cardIndex(t, c)}
          empty={d && d.order.includes(learner) ? t('table.hand.empty') : t('table.hand.none')}
          hintedLabel={t('table.hint.marked')}
          dealKey={d ? `${game.game}-${d.dealer}-${d.kind}-${d.upcard}` : 'none'}
        />
      </section>
    </div>
  );
}
