/**
 * `pnpm erase-customer <customer id>`: removes the customer from everything the console stores
 * (db/erase-customer.ts), with the configuration `pnpm start` uses (`.env`, DATABASE_URL or
 * DATA_DIR), and writes one audit line (`customer.erased`: who ran it, what was removed) to
 * stdout, where the console's audit trail goes. With the embedded database, stop the console
 * first: one process per data folder.
 */
import '@pc/node/require-24';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { uuidSchema } from '@pc/contract';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir.ts';
import { openDatabase } from './db/database.ts';
import { eraseCustomer } from './db/erase-customer.ts';
import { createLogger } from './log/logger.ts';

for (const candidate of ['.env', '../../.env']) {
  if (existsSync(candidate)) {
    process.loadEnvFile(candidate);
    break;
  }
}

const id = uuidSchema.safeParse(process.argv[2]?.trim());
if (!id.success) {
  process.stderr.write('Usage: pnpm erase-customer <customer id (a UUID)>\n');
  process.exit(2);
}
const log = createLogger({ level: 'info', sink: (line) => process.stdout.write(`${line}\n`) });
try {
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database, log);
  try {
    const erased = await eraseCustomer(database.db, id.data);
    log.info('customer.erased', { customerId: id.data, by: userInfo().username, ...erased });
    process.stderr.write(
      `Removed customer ${id.data}: ${erased.attentionRows} attention row(s), ${erased.notes} ` +
        `note(s), ${erased.cases} case(s). Backups keep ` +
        'their copies until their retention ends.\n',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`erase-customer: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
