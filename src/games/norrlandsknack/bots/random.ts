/** The random player: a uniformly random legal action from a seeded generator. */
export { randomAction } from './bot';
