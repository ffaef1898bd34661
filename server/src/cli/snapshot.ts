import fs from 'node:fs';
import path from 'node:path';
import { buildSnapshots, SNAPSHOT_DIR } from '../dev/snapshots';

/** `npm run snapshot`: rewrites server/snapshots/ (routes, jobs and schedules, OpenAPI) for review in the diff. */
const snapshots = await buildSnapshots();
fs.mkdirSync(SNAPSHOT_DIR, { recursive: true });
for (const [name, text] of Object.entries(snapshots)) {
  const file = path.join(SNAPSHOT_DIR, name);
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  fs.writeFileSync(file, text);
  console.log(`${before === text ? 'unchanged' : 'written  '} ${path.relative(process.cwd(), file)}`);
}
