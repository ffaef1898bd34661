import { parseArgs } from 'node:util';
import { FLAGS, parseFlags } from '@console/contracts/common/flags';
import { createDb } from '../platform/db';
import { loadConfig } from '../platform/config';
import { migrateToLatest } from '../db/migrate';
import { addOperator, listOperators, setOperatorDisabled } from '../platform/operators';
import { generatePassword } from '../platform/passwords';

const usage = `Usage:
  npm run operators -- add EMAIL [--password P] [--flags showStudents,showStaff | --all]
  npm run operators -- list
  npm run operators -- disable EMAIL
  npm run operators -- enable EMAIL
Flags: ${FLAGS.join(', ')}`;

const { values, positionals } = parseArgs({ allowPositionals: true, options: { password: { type: 'string' }, flags: { type: 'string' }, all: { type: 'boolean' } } });
const [command, email] = positionals;
const db = createDb(loadConfig());
await migrateToLatest(db as never);
try {
  if (command === 'add' && email) {
    const unknown = (values.flags ?? '').split(',').filter((f) => f && !parseFlags(f).length);
    if (unknown.length) throw new Error(`Unknown flags: ${unknown.join(', ')}`);
    const password = values.password ?? generatePassword();
    const op = await addOperator(db, email, password, values.all ? FLAGS : parseFlags(values.flags));
    console.log(`Added operator ${op.id} ${op.email} with flags ${op.flags.join(',') || '(none)'}`);
    if (!values.password) console.log(`Password: ${password}`);
  } else if (command === 'list') {
    for (const op of await listOperators(db)) console.log(`${op.id}\t${op.email}\t${op.disabled ? 'disabled' : 'active'}\t${op.flags.join(',')}`);
  } else if ((command === 'disable' || command === 'enable') && email) {
    const ok = await setOperatorDisabled(db, email, command === 'disable');
    console.log(ok ? `${email} ${command}d` : `No operator ${email}`);
    if (!ok) process.exitCode = 1;
  } else {
    console.log(usage);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
