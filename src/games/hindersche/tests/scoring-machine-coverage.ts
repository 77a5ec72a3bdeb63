/** Hindersche's machine tests use the platform's path-coverage helper (one copy, in src/shared/slate/testing). */
export { checkPathCoverage, definedTransitions, replay, type AnyEvent } from '../../../shared/slate/testing/pathCoverage';
