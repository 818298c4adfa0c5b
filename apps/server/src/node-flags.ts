/**
 * The flags every server process is started with (`npm start`, the server package's start script,
 * the benchmarks and the tests that start a server process). Each quote builds and answers a
 * Quote of about 90 KB, and under load a hundred of them are in flight at once: with V8's default
 * young generation (16 MB semi-spaces) nearly every scavenge finds them alive and copies them, and
 * the event loop stood still in scavenges for about a sixth of the time. 64 MB semi-spaces let
 * them die first (decision 070 has the measurements).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const;
