/**
 * A French-suited playing card drawn as inline SVG (no image requests). Any of the 52 cards, a Joker ('JK', 'JKR',
 * 'JKB', 'JK1'..), or a face-down back.
 * Knows nothing about languages: the caller passes the spoken name and the corner index (see `cardLabels`).
 * Needs <CardSprite/> once on the page (the base layout renders it).
 */
import { isJoker, jokerColour, rankOf, suitOf, type Card as CardCode, type JokerCode, type Rank, type Suit } from './model';
import { PIP_LAYOUT } from './pips';

export type CardSize = 'sm' | 'md' | 'lg';

export interface CardProps {
  /** The card or a Joker; omit with `faceDown` for a back. */
  card?: CardCode | JokerCode;
  /** Accessible name in the page language, e.g. "Jack of spades", "Pik-Bube", "spader knekt". */
  name: string;
  /** Corner index for the rank ("J", "B", "Kn", "10" ...). Defaults to the rank letter. */
  index?: string;
  faceDown?: boolean;
  size?: CardSize;
  /** Four-colour deck: diamonds blue, clubs green. */
  fourColour?: boolean;
  class?: string;
}

const W = 200;
const H = 280;

function Pip({ suit, x, y, size, flip }: { suit: Suit; x: number; y: number; size: number; flip?: boolean }) {
  const half = size / 2;
  return (
    <use
      href={`#pip-${suit}`}
      x={x - half}
      y={y - half}
      width={size}
      height={size}
      transform={flip ? `rotate(180 ${x} ${y})` : undefined}
    />
  );
}

function Corner({ index, suit }: { index: string; suit: Suit }) {
  const small = index.length > 1;
  return (
    <g>
      <text x="22" y="44" text-anchor="middle" font-size={small ? 30 : 38} font-weight="700" font-family="Georgia, 'Times New Roman', serif">
        {index}
      </text>
      <Pip suit={suit} x={22} y={66} size={26} />
    </g>
  );
}

/** A court card: a framed, double-ended figure, as printed court cards are. */
function Court({ rank, suit }: { rank: Rank; suit: Suit }) {
  const headwear =
    rank === 'K' ? (
      <path d="M82 74l6-16 6 10 6-14 6 14 6-10 6 16z" fill="var(--court-gold, #c9a227)" stroke="currentColor" stroke-width="2" />
    ) : rank === 'Q' ? (
      <path d="M84 76c4-12 28-12 32 0l-4-10-6 5-6-9-6 9-6-5z" fill="var(--court-gold, #c9a227)" stroke="currentColor" stroke-width="2" />
    ) : (
      <path d="M82 78c0-14 36-14 36 0z" fill="currentColor" />
    );
  const half = (
    <g>
      {headwear}
      <circle cx="100" cy="92" r="15" fill="#f6e3c8" stroke="currentColor" stroke-width="2" />
      <path d="M70 138c0-22 12-30 30-30s30 8 30 30z" fill="currentColor" opacity="0.85" />
      <Pip suit={suit} x={138} y={84} size={22} />
    </g>
  );
  return (
    <g>
      <rect x="42" y="42" width="116" height="196" rx="6" fill="none" stroke="currentColor" stroke-width="2.5" />
      {half}
      <g transform="rotate(180 100 140)">{half}</g>
      <path d="M46 140h108" stroke="currentColor" stroke-width="1.5" />
    </g>
  );
}

/** A Joker: a jester's cap between two stars, the corner index (a star unless the caller passes one) top and bottom. */
function Joker({ card, name, index, classes }: { card: JokerCode; name: string; index: string; classes: string }) {
  const corner = (
    <text x="24" y="48" text-anchor="middle" font-size="34" font-weight="700" font-family="Georgia, 'Times New Roman', serif">
      {index}
    </text>
  );
  return (
    <svg class={classes} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={name} data-card={card}>
      <rect x="2" y="2" width={W - 4} height={H - 4} rx="14" class="card__edge" />
      <g class="card__ink" fill="currentColor">
        {corner}
        <g transform={`rotate(180 ${W / 2} ${H / 2})`}>{corner}</g>
        <rect x="42" y="42" width="116" height="196" rx="6" fill="none" stroke="currentColor" stroke-width="2.5" />
        <path d="M60 150c10-40 22-60 40-66-8 18-6 34 0 44 6-10 8-26 0-44 18 6 30 26 40 66z" stroke="currentColor" stroke-width="3" fill="none" />
        <path d="M60 150c12-10 68-10 80 0l-4 14c-22-8-50-8-72 0z" />
        <circle cx="60" cy="150" r="7" />
        <circle cx="100" cy="82" r="7" />
        <circle cx="140" cy="150" r="7" />
        <path d="M100 186l5 12 13 1-10 8 3 13-11-7-11 7 3-13-10-8 13-1z" />
      </g>
    </svg>
  );
}

export function Card({ card, name, index, faceDown = false, size = 'md', fourColour = false, class: extra }: CardProps) {
  const classes = ['card', `card--${size}`];
  if (fourColour) classes.push('card--four-colour');
  if (extra) classes.push(extra);

  if (faceDown || !card) {
    classes.push('card--back');
    return (
      <svg class={classes.join(' ')} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={name}>
        <rect x="2" y="2" width={W - 4} height={H - 4} rx="14" class="card__edge" />
        <rect x="14" y="14" width={W - 28} height={H - 28} rx="8" fill="url(#card-back-pattern)" />
      </svg>
    );
  }

  if (isJoker(card)) {
    classes.push('card--joker', `card--joker-${jokerColour(card)}`);
    return <Joker card={card} name={name} index={index ?? '★'} classes={classes.join(' ')} />;
  }

  const rank = rankOf(card);
  const suit = suitOf(card);
  classes.push(`card--${suit}`);
  const corner = index ?? (rank === 'T' ? '10' : rank);
  const pips = PIP_LAYOUT[rank];

  return (
    <svg class={classes.join(' ')} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={name} data-card={card}>
      <rect x="2" y="2" width={W - 4} height={H - 4} rx="14" class="card__edge" />
      <g class="card__ink" fill="currentColor">
        <Corner index={corner} suit={suit} />
        <g transform={`rotate(180 ${W / 2} ${H / 2})`}>
          <Corner index={corner} suit={suit} />
        </g>
        {rank === 'A' ? (
          <Pip suit={suit} x={100} y={140} size={84} />
        ) : pips ? (
          pips.map((p, i) => <Pip key={i} suit={suit} x={p.x} y={p.y} size={38} flip={p.flip} />)
        ) : (
          <Court rank={rank} suit={suit} />
        )}
      </g>
    </svg>
  );
}
