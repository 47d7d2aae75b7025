/**
 * A progress bar on stderr when it is a terminal (`[#####.....] 500/1000`), else nothing: what
 * `sim` and `report` show while games are played. `done()` ends its line.
 */
export function progressBar(total: number, label = '', enabled = process.stderr.isTTY === true) {
  const width = 30;
  return {
    update(done: number): void {
      if (!enabled) return;
      const filled = Math.round((width * done) / Math.max(1, total));
      process.stderr.write(`\r${label}[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
    },
    done(): void {
      if (enabled) process.stderr.write('\n');
    },
  };
}
