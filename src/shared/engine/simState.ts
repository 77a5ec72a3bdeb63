/**
 * The state of a game's fast deal simulator (what its bots' playouts and the Strong player's search play on): plain
 * fields (numbers, booleans, a rules object) plus fixed-size typed arrays (hands as masks, counts, the trick...).
 * Every game's simulator is made here and copied here, so a game declares its state once instead of listing every
 * field again in a copy function.
 *
 * The typed arrays of one state all live on one buffer (in the order given, each aligned to its element size) and
 * are neither enumerable nor writable properties: copying a whole state, which the search does before every
 * playout, is one byte copy of the buffer plus `Object.assign` of the plain fields. Scratch arrays (filled before
 * every read, never part of the position) get their own buffers and are not copied.
 */

type TypedArrayClass = Int8ArrayConstructor | Uint8ArrayConstructor | Int16ArrayConstructor | Uint16ArrayConstructor | Int32ArrayConstructor | Uint32ArrayConstructor | Float64ArrayConstructor;

/** The typed arrays of a state: name -> [element type, length]. */
export type ArrayLayout = Readonly<Record<string, readonly [TypedArrayClass, number]>>;

/** The arrays a layout gives, by name. */
export type ArraysOf<L extends ArrayLayout> = { readonly [K in keyof L]: InstanceType<L[K][0]> };

const BYTES = Symbol('simState.bytes');

interface Packed {
  [BYTES]: Uint8Array;
}

function define(target: object, key: PropertyKey, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: false, writable: false, configurable: false });
}

/**
 * Gives `target` the typed arrays of `layout` (all on one buffer, copied by `copyState`) and of `scratch` (each on its
 * own, never copied), as read-only, non-enumerable properties, zero-filled. For a class, call it in the constructor
 * and `declare` the array fields.
 */
export function attachArrays<T extends object, L extends ArrayLayout, X extends ArrayLayout = Record<never, never>>(target: T, layout: L, scratch?: X): T & ArraysOf<L> & ArraysOf<X> {
  let size = 0;
  const offsets: number[] = [];
  for (const [type, length] of Object.values(layout)) {
    const align = type.BYTES_PER_ELEMENT;
    size = Math.ceil(size / align) * align;
    offsets.push(size);
    size += length * align;
  }
  const buffer = new ArrayBuffer(Math.ceil(size / 8) * 8);
  Object.entries(layout).forEach(([name, [type, length]], i) => define(target, name, new type(buffer, offsets[i] as number, length)));
  define(target, BYTES, new Uint8Array(buffer));
  if (scratch) for (const [name, [type, length]] of Object.entries(scratch)) define(target, name, new type(length));
  return target as T & ArraysOf<L> & ArraysOf<X>;
}

/** A new simulator state: the plain `fields` (copied as they are by `copyState`) and the typed arrays of `layout` and `scratch`. */
export function simState<F extends object, L extends ArrayLayout, X extends ArrayLayout = Record<never, never>>(fields: F, layout: L, scratch?: X): F & ArraysOf<L> & ArraysOf<X> {
  return attachArrays(fields, layout, scratch);
}

/** Copies the typed arrays (not the scratch) of `from` into `into`, both made with the same layout: one byte copy. */
export function copyArrays<S extends object>(into: S, from: S): void {
  (into as unknown as Packed)[BYTES].set((from as unknown as Packed)[BYTES]);
}

/**
 * Copies the state `from` into `into` (both made by `simState` / `attachArrays` with the same layout): its arrays and
 * plain fields. `Object.assign` costs some 20 ns a field: a state with many plain fields on a hot path may copy them
 * itself after `copyArrays` (the search copies a state before every playout).
 */
export function copyState<S extends object>(into: S, from: S): void {
  copyArrays(into, from);
  Object.assign(into, from);
}
