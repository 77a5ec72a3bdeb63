/**
 * The table slate platform: what every game's slate shares. How a game builds its slate on it (with Hindersche as
 * the example) is told in README.md beside this file. In short, a game provides a `SlateGame` (its engine's rules:
 * format and version, `checkSetup`, `newSlate`, `enter`, `isOver`, optionally `prepare` and `migrate`), makes its
 * machine with `createSlateMachine`, its store with `createSlateStore(game, slateKey(id))`, and draws its island from
 * `useSlate` and the parts in parts.tsx, on the page `src/components/SlatePage.astro`.
 *
 * This index re-exports the parts without UI; engines import `./engine` directly, islands `./parts` and `./useSlate`.
 */
export * from './engine';
export * from './machine';
export * from './store';
