/**
 * The learner's hand as buttons, for every game: cards the learner may play are marked `data-legal="true"` (and
 * `data-playable`), the hint's cards `data-hinted` (a ring, a lift and a star badge named for screen readers), picked
 * cards `data-selected` (a lift, a white ring and a check); arrow keys move along the hand. With `selected` the buttons toggle (games where several
 * cards are played together) and carry `aria-pressed`.
 */
import type { ComponentChildren } from 'preact';
import { Card as CardSvg } from '../cards/Card';
import type { Card, JokerCode } from '../cards/model';

type Code = Card | JokerCode;

export interface HandProps<C extends Code> {
  id: string;
  title: string;
  cards: readonly C[];
  /** The learner may act now: the buttons are live. */
  canPlay: boolean;
  legal: readonly C[];
  showLegal: boolean;
  hinted?: readonly C[];
  /** Cards picked so far (toggle mode); omit for one-click play. */
  selected?: readonly C[];
  name: (c: C) => string;
  index?: (c: C) => string | undefined;
  onPick: (c: C) => void;
  /** Shown instead of the buttons when the hand is empty. */
  empty: string;
  /** Text after the name of a hinted card, for screen readers. */
  hintedLabel: string;
  /** A key that changes with each new deal (resets the buttons). */
  dealKey?: string;
  children?: ComponentChildren;
}

/** What the page decides about the learner's hand now (which cards may be played, the hint's, what a pick does); the felt adds the rest. */
export type HandPlay<C extends Code> = Pick<HandProps<C>, 'id' | 'canPlay' | 'legal' | 'showLegal' | 'hinted' | 'onPick'>;

function onKeyDown(e: KeyboardEvent) {
  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
  const buttons = [...((e.currentTarget as HTMLElement).querySelectorAll('button') as NodeListOf<HTMLButtonElement>)];
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (i < 0) return;
  e.preventDefault();
  buttons[(i + (e.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
}

export function Hand<C extends Code>({ id, title, cards, canPlay, legal, showLegal, hinted = [], selected, name, index, onPick, empty, hintedLabel, dealKey, children }: HandProps<C>) {
  // The cards wrap into at most two rows on a phone and one row on a wide screen: each card's width follows the count.
  // A hand of more than 13 cards keeps the size of a 13-card hand's cards and overlaps them on a phone (gt-hand--long).
  const size = `--n:${Math.max(cards.length, 1)};--half:${Math.max(Math.ceil(cards.length / 2), 1)}`;
  return (
    <>
      <h3 id={`${id}-title`} class="gt-hand__title">
        {title}
      </h3>
      {cards.length > 0 ? (
        <div
          key={dealKey ?? 'hand'}
          id={id}
          class={`gt-hand${cards.length > 13 ? ' gt-hand--long' : ''}${showLegal && canPlay ? ' gt-hand--legal' : ''}`}
          role="group"
          aria-labelledby={`${id}-title`}
          onKeyDown={onKeyDown}
          data-hand=""
          style={size}
        >
          {cards.map((c, i) => {
            const ok = legal.includes(c);
            const blocked = !canPlay || (showLegal && !ok);
            const isHinted = hinted.includes(c);
            const isSelected = !!selected?.includes(c);
            return (
              <button
                key={c}
                type="button"
                class={`card-button gt-card${canPlay && showLegal && ok ? ' gt-card--legal' : ''}${isHinted ? ' gt-card--hinted' : ''}${isSelected ? ' gt-card--selected' : ''}`}
                style={`--i:${i}`}
                aria-disabled={blocked ? 'true' : undefined}
                aria-pressed={selected ? (isSelected ? 'true' : 'false') : undefined}
                data-card={c}
                data-legal={canPlay && ok ? 'true' : 'false'}
                data-playable={canPlay && ok ? 'true' : undefined}
                data-selected={isSelected ? 'true' : undefined}
                data-hinted={isHinted ? 'true' : undefined}
                onClick={() => {
                  if (canPlay) onPick(c);
                }}
              >
                <CardSvg card={c} name={name(c)} index={index?.(c)} size="md" />
                {isHinted && (
                  <span class="gt-card__badge gt-card__badge--hint" role="img" aria-label={`(${hintedLabel})`}>
                    <span aria-hidden="true">★</span>
                  </span>
                )}
                {isSelected && (
                  <span class="gt-card__badge gt-card__badge--check" aria-hidden="true">
                    ✓
                  </span>
                )}
              </button>
            );
          })}
        </div>
      ) : (
        <p class="gt-hand__empty" data-hand="">
          {empty}
        </p>
      )}
      {children}
    </>
  );
}

/** A player's box on the felt: name, badges (dealer, to play...), and what the game shows of the player. */
export function SeatBox({ name, seat, position, acting, idle, badges = [], children }: { name: string; seat: number | string; position: string; acting: boolean; idle?: boolean; badges?: { text: string; quiet?: boolean }[]; children?: ComponentChildren }) {
  return (
    <section class={`gt-seat gt-seat--${position}${acting ? ' gt-seat--acting' : ''}${idle ? ' gt-seat--idle' : ''}`} aria-label={name} data-seat={seat}>
      <p class="gt-seat__name">
        <span>{name}</span>
        {badges.map((b) => (
          <span key={b.text} class={b.quiet ? 'badge badge--quiet' : 'badge'}>
            {b.text}
          </span>
        ))}
      </p>
      {children && <div class="gt-seat__info">{children}</div>}
    </section>
  );
}
