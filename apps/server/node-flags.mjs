/**
 * The flags Node runs the built server with: `npm start`, and the benches and end-to-end tests,
 * which start it as `npm start` does. V8 sizes its heap for throughput, not for a server that
 * shares its machine: under 50 connections it held 200-220 MiB for about 35 MiB of live objects.
 * A young generation of at most 8 MiB per half, and an old one collected once it has grown by
 * 30%, hold the peak near 140 MiB (`npm run bench`) at no cost in requests per second that the
 * bench can tell from noise; the old generation's limit still grows with what is alive.
 * `--expose-gc` lets the server collect at once the embedded database's initdb instance, when it
 * has to run one (db/client.ts).
 * The embedded database is 9 MB of WebAssembly that V8 recompiles, function by function, as they
 * grow hot: one compilation thread rather than one per core holds the memory those compilations
 * take (50 MiB resident while a new database is migrated) to one thread's worth.
 */
export const serverNodeFlags = [
  '--max-semi-space-size=8',
  '--heap-growing-percent=30',
  '--expose-gc',
  '--wasm-num-compilation-tasks=1',
];

/**
 * The environment the server runs in, beside the flags. glibc gives each thread that allocates
 * an arena of its own and seldom returns their memory: two arenas for all of Node's threads keep
 * 20-30 MiB less resident with the embedded database. Other C libraries ignore it.
 */
export const serverEnv = { MALLOC_ARENA_MAX: '2' };
