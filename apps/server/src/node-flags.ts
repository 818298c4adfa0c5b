/**
 * The flags every server process is started with (`npm start`, the server package's start script,
 * the benchmarks and the tests that start a server process). Issue 20: each quote builds and
 * answers a 73 KB Quote, and most of what it allocates dies young; with V8's default young
 * generation (16 MB semi-spaces) the scavenger ran so often that it took about a fifth of the
 * process's CPU under load. Larger semi-spaces let short-lived objects die before a scavenge
 * without raising the old generation's limit; decision 068 has the measurements.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'] as const;
