import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['__test__/**/*.test.mjs'],
    // The first exec of a command compiles its WASM module (seconds for the 2.6 MB shell).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker, shared between files: the process-wide compiled-module cache then survives from
    // one test file to the next, which matters far more on a 2-core machine than file parallelism.
    fileParallelism: false,
    isolate: false,
  },
});
