/**
 * The flags Node runs the built server with: `npm start`, and the benches and end-to-end tests,
 * which start it as `npm start` does. V8 sizes its heap for throughput, not for a server that
 * shares its machine: under 50 connections it held 200-220 MiB for about 35 MiB of live objects.
 * A young generation of at most 8 MiB per half, and an old one collected once it has grown by
 * 30%, hold the peak near 140 MiB (`npm run bench`) at no cost in requests per second that the
 * bench can tell from noise; the old generation's limit still grows with what is alive.
 * `--expose-gc` lets the server collect once, at start, the 650 MB that creating an embedded
 * database leaves behind (db/client.ts).
 */
export const serverNodeFlags = ['--max-semi-space-size=8', '--heap-growing-percent=30', '--expose-gc'];
