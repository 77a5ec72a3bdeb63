import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/conformance/**/*.test.ts'],
    environment: 'node',
    // Property tests replay whole games; on a busy CI machine a few take many seconds. Time is never what a unit test
    // asserts (performance is measured by `npm run bench`), so the limit only catches a test that hangs.
    testTimeout: 120_000,
    // One test file per core: Vitest's own default leaves one core idle, which on CI's two cores halves the speed.
    maxWorkers: availableParallelism(),
  },
});
