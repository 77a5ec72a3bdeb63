/**
 * The chalk slate of Hindersche: four corners, one per seat, with diagonal marks across each corner, and frame marks
 * (lost games) on the wooden frame beside the corner. New marks are drawn in, erased marks are wiped out; with
 * prefers-reduced-motion the changes are instant (global CSS). Knows no language: the caller passes the texts.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import './slate.css';

export interface SlateProps {
  /** Marks per seat P0..P3. */
  marks: readonly number[];
  /** Frame marks (lost games) per seat. */
  frame?: readonly number[];
  /** Names shown in the corners, per seat. */
  names: readonly string[];
  /** Seats that have dropped out (drawn faded). */
  inactive?: readonly boolean[];
  /** The spoken description of the whole slate. */
  label: string;
  class?: string;
}

const W = 320;
const H = 220;
const FRAME = 16;
/** Corner of each seat: P0 bottom-left, then anticlockwise round the slate like the players round the table. */
const CORNERS = [
  { x: FRAME, y: H - FRAME, sx: 1, sy: -1 },
  { x: W - FRAME, y: H - FRAME, sx: -1, sy: -1 },
  { x: W - FRAME, y: FRAME, sx: -1, sy: 1 },
  { x: FRAME, y: FRAME, sx: 1, sy: 1 },
] as const;

function markLine(seat: number, i: number) {
  const c = CORNERS[seat]!;
  const d = 26 + 11 * i;
  return { x1: c.x + c.sx * d, y1: c.y, x2: c.x, y2: c.y + c.sy * d };
}

function frameLine(seat: number, i: number) {
  const c = CORNERS[seat]!;
  const x = c.x + c.sx * (54 + 8 * i);
  const y = c.sy === 1 ? 3 : H - 3;
  return { x1: x, y1: y, x2: x, y2: y + (c.sy === 1 ? 10 : -10) };
}

/** Keeps marks that were just erased on screen long enough to wipe them out. */
function useWiping(marks: readonly number[]) {
  const previous = useRef<number[]>([...marks]);
  const [wiping, setWiping] = useState<number[]>([0, 0, 0, 0]);
  useEffect(() => {
    const gone = marks.map((m, i) => Math.max(0, (previous.current[i] ?? 0) - m));
    previous.current = [...marks];
    if (gone.some((g) => g > 0)) {
      setWiping(gone);
      const timer = setTimeout(() => setWiping([0, 0, 0, 0]), 700);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [marks.join(',')]);
  return wiping;
}

export function Slate({ marks, frame = [0, 0, 0, 0], names, inactive = [], label, class: extra }: SlateProps) {
  const wiping = useWiping(marks);
  return (
    <svg class={`slate ${extra ?? ''}`} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-slate={marks.join('')}>
      <rect x="0" y="0" width={W} height={H} rx="10" class="slate__frame" />
      <rect x={FRAME} y={FRAME} width={W - 2 * FRAME} height={H - 2 * FRAME} rx="3" class="slate__board" />
      {CORNERS.map((c, seat) => {
        const n = marks[seat] ?? 0;
        const w = wiping[seat] ?? 0;
        // Names sit inward of their corner, clear of the marks (which stay within ~90 units of the corner's legs).
        const nameX = c.x + c.sx * 58;
        const nameY = c.sy === 1 ? c.y + 74 : c.y - 62;
        return (
          <g class={inactive[seat] ? 'slate__seat slate__seat--out' : 'slate__seat'} key={seat}>
            <text x={nameX} y={nameY} text-anchor={c.sx === 1 ? 'start' : 'end'} class="slate__name">
              {names[seat]}
            </text>
            {Array.from({ length: n }, (_, i) => (
              <line key={`m${i}`} {...markLine(seat, i)} class="slate__mark" pathLength={1} />
            ))}
            {Array.from({ length: w }, (_, i) => (
              <line key={`w${n + i}`} {...markLine(seat, n + i)} class="slate__mark slate__mark--wiping" pathLength={1} />
            ))}
            {Array.from({ length: frame[seat] ?? 0 }, (_, i) => (
              <line key={`f${i}`} {...frameLine(seat, i)} class="slate__frame-mark" />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
