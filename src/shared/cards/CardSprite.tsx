/**
 * Shared SVG symbols (suit pips and the back pattern) that every card on a page refers to with <use>.
 * Rendered once per page by the base layout, so 36 cards do not repeat the same paths 36 times.
 */
export const PIP_PATHS = {
  S: 'M0-48C-18-27-48-10-48 13c0 18 18 27 34 20 6-3 10-8 12-12-1 14-7 23-17 27h38c-10-4-16-13-17-27 2 4 6 9 12 12 16 7 34-2 34-20C48-10 18-27 0-48Z',
  H: 'M0 46C-20 26-48 6-48-18c0-18 14-30 30-30 9 0 15 5 18 13 3-8 9-13 18-13 16 0 30 12 30 30C48 6 20 26 0 46Z',
  D: 'M0-50L38 0 0 50-38 0Z',
  C: 'M-4 8c0 20-6 32-15 40h38c-9-8-15-20-15-40 4 9 11 14 20 14 12 0 21-9 21-21s-9-21-21-21c-4 0-7 1-10 3 3-4 5-9 5-14 0-12-9-21-21-21s-21 9-21 21c0 5 2 10 5 14-3-2-6-3-10-3-12 0-21 9-21 21s9 21 21 21c9 0 16-5 20-14Z',
} as const;

export function CardSprite() {
  return (
    <svg class="card-sprite" aria-hidden="true" focusable="false" width="0" height="0">
      <defs>
        {Object.entries(PIP_PATHS).map(([suit, d]) => (
          <symbol id={`pip-${suit}`} viewBox="-50 -50 100 100" key={suit}>
            <path d={d} fill="currentColor" />
          </symbol>
        ))}
        <pattern id="card-back-pattern" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="16" height="16" fill="var(--card-back, #1f4e79)" />
          <path d="M0 8h16M8 0v16" stroke="var(--card-back-line, #8fb3d9)" stroke-width="2" />
        </pattern>
      </defs>
    </svg>
  );
}
