/**
 * Lays out a small state graph (the game-flow machine, see machines/gameFlow.ts) for an SVG diagram, at build time.
 *
 * States are placed on the grid cells their machine gives them (`meta.diagram`). Without a full set of cells, the
 * layout falls back to layers by distance from the initial state (breadth first), with the order inside each layer
 * chosen by trying every permutation (the layers are tiny) and keeping the one with the fewest edges running through
 * boxes or across each other. Edges are straight where they can be and bend around boxes where they must; an edge and
 * its reverse run side by side; a state's transition to itself is a loop below it. Each label goes on, beside, above
 * or below the middle of its edge, wherever it overlaps no box and no other label.
 */

export interface GraphIn {
  states: { id: string; initial: boolean; grid?: { row: number; col: number } | null }[];
  transitions: { source: string; target: string; label: string }[];
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface NodeOut extends Box {
  id: string;
  layer: number;
}

export interface EdgeOut {
  source: string;
  target: string;
  /** SVG path data. */
  d: string;
  label: { lines: string[]; x: number; y: number; box: Box };
}

export interface Layout {
  width: number;
  height: number;
  nodes: NodeOut[];
  edges: EdgeOut[];
}

export interface LayoutOptions {
  nodeWidth: number;
  nodeHeight: number;
  columnGap: number;
  layerGap: number;
  margin: number;
  fontSize: number;
  /** Characters per label line before it wraps. */
  labelChars: number;
}

const DEFAULTS: LayoutOptions = { nodeWidth: 150, nodeHeight: 50, columnGap: 120, layerGap: 104, margin: 12, fontSize: 13, labelChars: 18 };

type Pt = { x: number; y: number };

/** Breadth-first layers from the initial state; states not reachable from it go one layer below the last. */
export function layers(graph: GraphIn): string[][] {
  const start = graph.states.find((s) => s.initial)?.id ?? graph.states[0]?.id;
  const depth = new Map<string, number>();
  if (start !== undefined) depth.set(start, 0);
  const queue = start !== undefined ? [start] : [];
  while (queue.length) {
    const id = queue.shift() as string;
    for (const t of graph.transitions) {
      if (t.source === id && !depth.has(t.target)) {
        depth.set(t.target, (depth.get(id) ?? 0) + 1);
        queue.push(t.target);
      }
    }
  }
  const deepest = Math.max(0, ...depth.values());
  const out: string[][] = [];
  for (const s of graph.states) {
    const d = depth.get(s.id) ?? deepest + 1;
    (out[d] ??= []).push(s.id);
  }
  return out.filter((l) => l && l.length > 0);
}

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

function cartesian<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((a) => list.map((x) => [...a, x])), [[]]);
}

const inside = (p: Pt, b: Box, pad = 0) => p.x > b.x - pad && p.x < b.x + b.w + pad && p.y > b.y - pad && p.y < b.y + b.h + pad;
const overlap = (a: Box, b: Box, pad = 0) =>
  a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
const centre = (b: Box): Pt => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

/** Where the segment from the box centre towards `to` leaves the box. */
function exitPoint(b: Box, to: Pt): Pt {
  const c = centre(b);
  const dx = to.x - c.x;
  const dy = to.y - c.y;
  if (dx === 0 && dy === 0) return c;
  const sx = dx === 0 ? Infinity : b.w / 2 / Math.abs(dx);
  const sy = dy === 0 ? Infinity : b.h / 2 / Math.abs(dy);
  const s = Math.min(sx, sy);
  return { x: c.x + dx * s, y: c.y + dy * s };
}

/** A quadratic curve from a to b bent sideways by `bend` (0 = straight). */
function curve(a: Pt, b: Pt, bend: number) {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const nx = -(b.y - a.y) / len;
  const ny = (b.x - a.x) / len;
  const c = { x: mx + nx * bend * 2, y: my + ny * bend * 2 };
  const at = (t: number): Pt => ({
    x: (1 - t) * (1 - t) * a.x + 2 * (1 - t) * t * c.x + t * t * b.x,
    y: (1 - t) * (1 - t) * a.y + 2 * (1 - t) * t * c.y + t * t * b.y,
  });
  return { c, at };
}

function wrap(label: string, chars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/)) {
    if (line && (line + ' ' + word).length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function place(order: string[][], o: LayoutOptions): Map<string, NodeOut> {
  const widest = Math.max(...order.map((l) => l.length));
  const full = widest * o.nodeWidth + (widest - 1) * o.columnGap;
  const nodes = new Map<string, NodeOut>();
  order.forEach((layer, li) => {
    const w = layer.length * o.nodeWidth + (layer.length - 1) * o.columnGap;
    const x0 = o.margin + (full - w) / 2;
    layer.forEach((id, i) => {
      nodes.set(id, {
        id,
        layer: li,
        x: x0 + i * (o.nodeWidth + o.columnGap),
        y: o.margin + li * (o.nodeHeight + o.layerGap),
        w: o.nodeWidth,
        h: o.nodeHeight,
      });
    });
  });
  return nodes;
}

function segmentsCross(p1: Pt, p2: Pt, p3: Pt, p4: Pt): boolean {
  const d = (a: Pt, b: Pt, c: Pt) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  const d1 = d(p3, p4, p1);
  const d2 = d(p3, p4, p2);
  const d3 = d(p1, p2, p3);
  const d4 = d(p1, p2, p4);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Cost of an ordering: straight edges through other boxes (heavy) and crossings between straight edges. */
function cost(graph: GraphIn, nodes: Map<string, NodeOut>): number {
  const segs: [Pt, Pt][] = [];
  let c = 0;
  for (const t of graph.transitions) {
    if (t.source === t.target) continue;
    const a = centre(nodes.get(t.source) as Box);
    const b = centre(nodes.get(t.target) as Box);
    for (const n of nodes.values()) {
      if (n.id === t.source || n.id === t.target) continue;
      for (let k = 1; k < 20; k++) {
        if (inside({ x: a.x + ((b.x - a.x) * k) / 20, y: a.y + ((b.y - a.y) * k) / 20 }, n, 4)) {
          c += 100;
          break;
        }
      }
    }
    c += Math.hypot(b.x - a.x, b.y - a.y) / 1000;
    segs.push([a, b]);
  }
  for (let i = 0; i < segs.length; i++) {
    for (let j = i + 1; j < segs.length; j++) {
      const [a, b] = segs[i] as [Pt, Pt];
      const [p, q] = segs[j] as [Pt, Pt];
      if (segmentsCross(a, b, p, q)) c += 1;
    }
  }
  return c;
}

function placeOnGrid(graph: GraphIn, o: LayoutOptions): Map<string, NodeOut> | null {
  if (!graph.states.every((s) => s.grid)) return null;
  const nodes = new Map<string, NodeOut>();
  for (const s of graph.states) {
    const { row, col } = s.grid as { row: number; col: number };
    nodes.set(s.id, {
      id: s.id,
      layer: row,
      x: o.margin + col * (o.nodeWidth + o.columnGap),
      y: o.margin + row * (o.nodeHeight + o.layerGap),
      w: o.nodeWidth,
      h: o.nodeHeight,
    });
  }
  return nodes;
}

function placeInLayers(graph: GraphIn, o: LayoutOptions): Map<string, NodeOut> {
  const base = layers(graph);
  let best: { order: string[][]; cost: number } | null = null;
  for (const order of cartesian(base.map((l) => permutations(l)))) {
    const c = cost(graph, place(order, o));
    if (!best || c < best.cost - 1e-9) best = { order, cost: c };
  }
  return place(best?.order ?? base, o);
}

export function layoutGraph(graph: GraphIn, options: Partial<LayoutOptions> = {}): Layout {
  const o = { ...DEFAULTS, ...options };
  const nodes = placeOnGrid(graph, o) ?? placeInLayers(graph, o);
  const boxes = [...nodes.values()];
  const labels: Box[] = [];
  const edges: EdgeOut[] = [];
  let width = Math.max(...boxes.map((b) => b.x + b.w)) + o.margin;
  let height = Math.max(...boxes.map((b) => b.y + b.h)) + o.margin;
  const lineHeight = o.fontSize * 1.2;

  const labelBox = (lines: string[], p: Pt): Box => {
    const w = Math.max(...lines.map((l) => l.length)) * o.fontSize * 0.56 + 6;
    const h = lines.length * lineHeight + 2;
    return { x: p.x - w / 2, y: p.y - h / 2, w, h };
  };
  /** Points along every edge, so that a label can keep off the lines of other edges. */
  const tracks: { edge: number; points: Pt[] }[] = [];
  const free = (b: Box, own: number, strict: boolean) =>
    !boxes.some((n) => overlap(b, n, 2)) &&
    !labels.some((l) => overlap(b, l, 2)) &&
    (!strict || !tracks.some((tr) => tr.edge !== own && tr.points.some((p) => inside(p, b, 1))));

  // Labels are placed after every path is known, the most constrained first: loops, then edges with a reverse.
  const placements: { priority: number; run: () => void }[] = [];
  for (const t of graph.transitions) {
    const from = nodes.get(t.source) as NodeOut;
    const to = nodes.get(t.target) as NodeOut;
    const lines = wrap(t.label, t.source === t.target ? o.labelChars + 8 : o.labelChars);
    if (t.source === t.target) {
      // A loop below the box, its label under the loop.
      const cx = from.x + from.w / 2;
      const y = from.y + from.h;
      const d = `M ${cx - 24} ${y} C ${cx - 40} ${y + 44}, ${cx + 40} ${y + 44}, ${cx + 24} ${y}`;
      const box = labelBox(lines, { x: cx, y: y + 44 + (lines.length * lineHeight) / 2 });
      const cubic = (k: number, p0: number, p1: number, p2: number, p3: number) =>
        (1 - k) ** 3 * p0 + 3 * (1 - k) ** 2 * k * p1 + 3 * (1 - k) * k * k * p2 + k ** 3 * p3;
      tracks.push({
        edge: edges.length,
        points: Array.from({ length: 21 }, (_, i) => ({
          x: cubic(i / 20, cx - 24, cx - 40, cx + 40, cx + 24),
          y: cubic(i / 20, y, y + 44, y + 44, y),
        })),
      });
      labels.push(box);
      height = Math.max(height, box.y + box.h + o.margin);
      edges.push({ source: t.source, target: t.target, d, label: { lines, x: cx, y: box.y + lineHeight * 0.8 + 1, box } });
      continue;
    }
    const a0 = centre(from);
    const b0 = centre(to);
    // An edge whose reverse also exists runs beside it, offset to its own right.
    const paired = graph.transitions.some((u) => u.source === t.target && u.target === t.source);
    const len = Math.hypot(b0.x - a0.x, b0.y - a0.y) || 1;
    const off = paired ? 12 : 0;
    const nx = (-(b0.y - a0.y) / len) * off;
    const ny = ((b0.x - a0.x) / len) * off;
    const a = exitPoint(from, b0);
    const b = exitPoint(to, a0);
    const start = { x: a.x + nx, y: a.y + ny };
    const end = { x: b.x + nx, y: b.y + ny };
    let chosen: { bend: number; at: (t: number) => Pt; c: Pt } | null = null;
    for (const bend of [0, 30, -30, 60, -60, 90, -90, 120, -120, 160, -160]) {
      const cv = curve(start, end, paired ? (bend === 0 ? 0 : bend + Math.sign(bend) * off) : bend);
      let hits = false;
      for (let k = 1; k < 40 && !hits; k++) {
        const p = cv.at(k / 40);
        hits = boxes.some((n) => n.id !== from.id && n.id !== to.id && inside(p, n, 3));
      }
      if (!hits) {
        chosen = { bend, ...cv };
        break;
      }
    }
    const cv = chosen ?? { bend: 0, ...curve(start, end, 0) };
    const index = edges.length;
    tracks.push({ edge: index, points: Array.from({ length: 41 }, (_, k) => cv.at(k / 40)) });
    // Shorten the end a little so the arrowhead touches the box edge instead of overlapping it.
    const d = `M ${r(start.x)} ${r(start.y)} Q ${r(cv.c.x)} ${r(cv.c.y)} ${r(end.x)} ${r(end.y)}`;
    const edge: EdgeOut = { source: t.source, target: t.target, d, label: { lines, x: 0, y: 0, box: { x: 0, y: 0, w: 0, h: 0 } } };
    edges.push(edge);
    placements.push({
      priority: paired ? 1 : 2,
      run: () => {
        let box: Box | null = null;
        // Beside the edge, on its own side when it has a reverse running next to it; otherwise first on the edge itself.
        const len2 = Math.hypot(end.x - start.x, end.y - start.y) || 1;
        const ux = -(end.y - start.y) / len2;
        const uy = (end.x - start.x) / len2;
        // Sides: 0 on the edge, ±1 just beside it, ±2 beside it and clear of boxes in line with it (a short edge between
        // two boxes in a row puts its label under or over the row).
        const kinds = paired ? [1, -1, 0, 2, -2] : [0, 1, -1, 2, -2];
        search: for (const strict of [true, false])
          for (const kind of kinds) {
            for (const tt of [0.5, 0.4, 0.6, 0.3, 0.7]) {
              const p = cv.at(tt);
              const probe = labelBox(lines, p);
              const extra = Math.abs(kind) === 2 ? Math.abs(uy) * (o.nodeHeight / 2) + Math.abs(ux) * (o.nodeWidth / 2) : 0;
              const reach = (Math.abs(ux) * (probe.w / 2) + Math.abs(uy) * (probe.h / 2) + 4 + extra) * Math.sign(kind);
              const candidate = labelBox(lines, { x: p.x + ux * reach, y: p.y + uy * reach });
              if (free(candidate, index, strict)) {
                box = candidate;
                break search;
              }
            }
          }
        box ??= labelBox(lines, cv.at(0.5));
        labels.push(box);
        width = Math.max(width, box.x + box.w + o.margin);
        height = Math.max(height, box.y + box.h + o.margin);
        edge.label = { lines, x: box.x + box.w / 2, y: box.y + lineHeight * 0.8 + 1, box };
      },
    });
  }
  for (const p of placements.sort((a, b) => a.priority - b.priority)) p.run();
  // Nothing may stick out to the left or top either.
  const minX = Math.min(0, ...labels.map((l) => l.x - o.margin));
  const minY = Math.min(0, ...labels.map((l) => l.y - o.margin));
  if (minX < 0 || minY < 0) {
    const dx = -minX;
    const dy = -minY;
    for (const n of nodes.values()) {
      n.x += dx;
      n.y += dy;
    }
    for (const e of edges) {
      e.d = e.d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${r(Number(x) + dx)} ${r(Number(y) + dy)}`);
      e.label.x += dx;
      e.label.y += dy;
      e.label.box = { ...e.label.box, x: e.label.box.x + dx, y: e.label.box.y + dy };
    }
    width += dx;
    height += dy;
  }
  return { width: Math.ceil(width), height: Math.ceil(height), nodes: [...nodes.values()], edges };
}

function r(n: number): number {
  return Math.round(n * 10) / 10;
}
