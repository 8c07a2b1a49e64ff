/** Drops the run's database (and stops an embedded server) by closing the helper's stdin. */
export default async function globalTeardown() {
  const child = globalThis.__academyTestDatabase;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin.end();
  await exited;
}
