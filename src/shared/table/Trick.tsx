/**
 * A trick laid out as a row in the order it was played, each card under its player's name: the centre of the table
 * for games that seat a varying number of players (Bugami, Handjass, Norrlandsknack, Stopp's pile). A finished trick on show marks
 * the card that took it (a gold ring and the taker's name in bold, so not by colour alone) and may say who took it in
 * a note below. A pile (Stopp) is laid out the same way, its top card ringed. Hindersche's four places round the
 * middle are its own (its Felt).
 */
import type { ComponentChildren } from 'preact';

export interface TrickRowPlay {
  /** Unique within the trick: the card's code. */
  key: string;
  seat: number;
  /** The player's name as the table writes it. */
  name: string;
  /** The card as the game draws it. */
  card: ComponentChildren;
}

export interface TrickRowProps {
  /** What the centre shows (`Trick 3`, `The last trick`): shown above the cards and naming the group. */
  label: string;
  plays: readonly TrickRowPlay[];
  /** The seat that took the finished trick on show; absent while the trick is being played. */
  winner?: number | null;
  /** The key of the card the next one must beat (a pile's top card): ringed in the felt's own colour. */
  top?: string | null;
  /** Said instead of the cards while none lies on the felt. */
  empty: string;
  /** Notes under the trick (who took it, cards left over). */
  children?: ComponentChildren;
}

export function TrickRow({ label, plays, winner = null, top = null, empty, children }: TrickRowProps) {
  const done = winner !== null && plays.some((p) => p.seat === winner);
  return (
    <div class="gt-centre gt-trickrow" data-centre="" role="group" aria-label={label}>
      <p class="gt-trickrow__label" aria-hidden="true">
        {label}
      </p>
      {plays.length > 0 ? (
        <ol class={`gt-trickrow__cards${done ? ' gt-trickrow__cards--complete' : ''}`}>
          {plays.map((p) => (
            <li key={p.key} class={`gt-play${done && p.seat === winner ? ' gt-play--winner' : ''}${p.key === top ? ' gt-play--top' : ''}`}>
              <span class="gt-play__name">{p.name}</span>
              {p.card}
            </li>
          ))}
        </ol>
      ) : (
        <p class="gt-trickrow__empty">{empty}</p>
      )}
      {children}
    </div>
  );
}
