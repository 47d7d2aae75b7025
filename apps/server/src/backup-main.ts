import { resolve } from 'node:path';
import { backUpSqlite } from './store/backup.js';

/**
 * `npm run backup -- FILE [--json]`: a copy of the embedded database under DATA_DIR (./data), as
 * of one commit, taken while the server runs (`store/backup.ts`), into FILE, which must not exist.
 * Exit status 0 with the copy's size and counts; 1 with the reason's code when no copy was made;
 * 2 for a wrong call. With DATABASE_URL the database is PostgreSQL's: pg_dump backs it up.
 */
const args = process.argv.slice(2);
const json = args.includes('--json');
const files = args.filter((a) => !a.startsWith('--'));
if (process.env['DATABASE_URL']) {
  process.stderr.write(
    'DATABASE_URL is set: the database is PostgreSQL, which pg_dump backs up (docs/server/store.md)\n',
  );
  process.exit(2);
}
if (files.length !== 1 || args.some((a) => a.startsWith('--') && a !== '--json')) {
  process.stderr.write(
    'usage: npm run backup -- FILE [--json]   (FILE must not exist; DATA_DIR says where the database is)\n',
  );
  process.exit(2);
}
const r = backUpSqlite(resolve(process.env['DATA_DIR'] ?? './data'), resolve(files[0]!));
if (json) process.stdout.write(`${JSON.stringify(r)}\n`);
else if (r.ok) {
  process.stdout.write(
    `backed up ${r.matches} matches and ${r.actions} actions to ${r.to} (${r.bytes} bytes) in ${r.ms} ms\n`,
  );
} else process.stderr.write(`${r.code}: ${r.message}\n`);
process.exit(r.ok ? 0 : 1);
