import { parseArgs } from 'node:util';
import { FLAGS, parseFlags, type Flag } from '@console/contracts/common/flags';
import { createDb } from '../platform/db';
import { loadConfig } from '../platform/config';
import { migrateToLatest } from '../db/migrate';
import { addOperator, changeOperatorFlags, listOperators, resetOperatorPassword, setOperatorDisabled } from '../platform/operators';
import { ensureFirstShop, findShopRecord, findShopRecordById } from '../platform/shops';
import { FIRST_SHOP_ID, type ShopId } from '../platform/shop-id';
import { generatePassword, scryptParams } from '../platform/passwords';

const usage = `Usage:
  npm run operators -- add EMAIL [--shop NAME] [--password P] [--flags showStudents,showStaff | --all]
  npm run operators -- list
  npm run operators -- grant EMAIL [--shop NAME] --flags showAudit,showCoupons | --all
  npm run operators -- revoke EMAIL [--shop NAME] --flags showCoupons | --all
  npm run operators -- password EMAIL [--password P]   (ends the operator's sessions)
  npm run operators -- disable EMAIL
  npm run operators -- enable EMAIL
Operators are organisation-wide (one password); flags are per shop: without --shop (repeatable), every shop.
Flags: ${FLAGS.join(', ')}`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { password: { type: 'string' }, flags: { type: 'string' }, all: { type: 'boolean' }, shop: { type: 'string', multiple: true } },
});
const [command, email] = positionals;

/** The flags of --flags (every name checked) or --all; `required`: one of them must be given. */
function chosenFlags(required: boolean): Flag[] {
  if (values.all) return [...FLAGS];
  const names = (values.flags ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = names.filter((f) => !parseFlags(f).length);
  if (unknown.length) throw new Error(`Unknown flags: ${unknown.join(', ')}`);
  if (required && names.length === 0) throw new Error('Give --flags a,b or --all.');
  return parseFlags(names.join(','));
}

function noOperator(email: string): void {
  console.log(`No operator ${email}`);
  process.exitCode = 1;
}

/** The shops of --shop (each must exist); undefined without it: every shop. */
async function chosenShops(db: ReturnType<typeof createDb>): Promise<ShopId[] | undefined> {
  if (!values.shop?.length) return undefined;
  const ids: ShopId[] = [];
  for (const name of values.shop) {
    const record = await findShopRecord(db, name);
    if (!record) throw new Error(`No shop named ${name}.`);
    ids.push(record.id);
  }
  return ids;
}

const config = loadConfig();
const hashParams = scryptParams(config.passwordHashCost);
const db = createDb(config);
await migrateToLatest(db as never);
try {
  // Flags are held per shop: the environment's shop is a record before any is granted.
  // Only when missing: the server rewrites it from ITS environment at start, which a command line's may not match.
  if (!(await findShopRecordById(db, FIRST_SHOP_ID))) await ensureFirstShop(db, config);
  if (command === 'add' && email) {
    const password = values.password ?? generatePassword();
    const shops = await chosenShops(db);
    const op = await addOperator(db, email, password, chosenFlags(false), hashParams, shops);
    const where = values.shop?.length ? ` in ${values.shop.join(', ')}` : '';
    console.log(`Added operator ${op.id} ${op.email} with flags ${op.flags.join(',') || '(none)'}${where}`);
    if (!values.password) console.log(`Password: ${password}`);
  } else if (command === 'list') {
    for (const op of await listOperators(db)) {
      const held = op.shops.map((s) => `${s.shop}: ${s.flags.join(',')}`).join('; ');
      console.log(`${op.id}\t${op.email}\t${op.disabled ? 'disabled' : 'active'}\t${held}`);
    }
  } else if ((command === 'grant' || command === 'revoke') && email) {
    const flags = chosenFlags(true);
    const shops = await chosenShops(db);
    const op = await changeOperatorFlags(
      db,
      email,
      command === 'grant' ? { grant: flags, revoke: [] } : { grant: [], revoke: flags },
      shops,
    );
    if (op) for (const s of op.shops) console.log(`${op.email} now has flags ${s.flags.join(',') || '(none)'} in ${s.shopName}`);
    else noOperator(email);
  } else if (command === 'password' && email) {
    const password = values.password ?? generatePassword();
    if (password.length < 8) throw new Error('The password must be at least 8 characters.');
    if (!(await resetOperatorPassword(db, email, password, hashParams))) noOperator(email);
    else
      console.log(
        values.password
          ? `Password of ${email} changed; its sessions are ended`
          : `Password of ${email}: ${password} (its sessions are ended)`,
      );
  } else if ((command === 'disable' || command === 'enable') && email) {
    if (await setOperatorDisabled(db, email, command === 'disable')) console.log(`${email} ${command}d`);
    else noOperator(email);
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
