/**
 * The comparison sites that may call the partner API (decision 057): create one (its API key is
 * printed once, here, and never again: only its hash is kept), list them, rotate a key, revoke a
 * site. Nothing printed but the new key is secret; a listing shows no key.
 *
 *   npx tsx scripts/partner.ts create --site 104 --name "PriceMyVan" [--rate 600 --quota 50000]
 *   npx tsx scripts/partner.ts list
 *   npx tsx scripts/partner.ts rotate --site 104 [--overlap-days 7]   # the old key works 7 more days
 *   npx tsx scripts/partner.ts revoke --site 104                      # the site and its keys stop now
 *   npx tsx scripts/partner.ts report [--from 2026-11-01 --to 2026-11-27]   # conversion per site and
 *                                                                         # UK day (default: today)
 *
 * It writes to the database of the running product: DATABASE_URL when set, else the embedded
 * PostgreSQL that `npm start` runs on DATA_DIR (.data).
 */
import { parseArgs } from 'node:util';
import { createDb, type Db } from '@van/server/db/database';
import { migrateToLatest } from '@van/server/db/migrate';
import {
  DEFAULT_KEY_OVERLAP_DAYS,
  PARTNER_KEY_CACHE_SECONDS,
  createPartner,
  listPartners,
  partnerConversion,
  revokePartner,
  rotateKey,
} from '@van/server/modules/partner';
import { IsoDateSchema, ukToday } from '@van/domain/shared';
import { productDatabaseUrl } from './product-database.ts';

const USAGE =
  'Usage: npx tsx scripts/partner.ts create --site <code> --name <name> [--rate <per minute>] [--quota <per day>]\n' +
  '       npx tsx scripts/partner.ts list\n' +
  `       npx tsx scripts/partner.ts rotate --site <code> [--overlap-days ${DEFAULT_KEY_OVERLAP_DAYS}]\n` +
  '       npx tsx scripts/partner.ts revoke --site <code>\n' +
  '       npx tsx scripts/partner.ts report [--from <YYYY-MM-DD>] [--to <YYYY-MM-DD>]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: 'string' },
    name: { type: 'string' },
    rate: { type: 'string' },
    quota: { type: 'string' },
    'overlap-days': { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
  },
});

/** A whole number given on the command line, or undefined when not given. */
function wholeNumber(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^[0-9]+$/.test(text)) throw new Error(`--${flag} must be a whole number.`);
  return Number(text);
}

/** A UK day given on the command line (YYYY-MM-DD), else `fallback`. */
function day(flag: string, text: string | undefined, fallback: string): string {
  if (text === undefined) return fallback;
  if (!IsoDateSchema.safeParse(text).success) {
    throw new Error(`--${flag} must be a date as YYYY-MM-DD.`);
  }
  return text;
}

/** The conversion facts as a table of tab-separated columns: sites, days and counts only. */
async function report(db: Db, now: Date): Promise<void> {
  const to = day('to', values.to, ukToday(now));
  const from = day('from', values.from, to);
  const facts = await partnerConversion(db, from, to);
  if (facts.length === 0) {
    process.stdout.write(`No partner quotes from ${from} to ${to}.\n`);
    return;
  }
  process.stdout.write('day\tsite\tname\tasked\tpriced\tdeclined\treferred\tclicked\tbought\n');
  for (const f of facts) {
    process.stdout.write(
      `${f.day}\t${f.sourceOfBusiness}\t${f.name}\t${f.asked}\t${f.priced}\t${f.declined}\t` +
        `${f.referred}\t${f.clickedThrough}\t${f.bought}\n`,
    );
  }
}

function required(flag: string, value: string | undefined): string {
  if (!value) throw new Error(`--${flag} is required.\n${USAGE}`);
  return value;
}

async function main(): Promise<void> {
  const [command, ...rest] = positionals;
  if (
    rest.length > 0 ||
    !['create', 'list', 'rotate', 'revoke', 'report'].includes(command ?? '')
  ) {
    throw new Error(USAGE);
  }
  const db = createDb(productDatabaseUrl(), 1);
  try {
    await migrateToLatest(db);
    const now = new Date();
    if (command === 'create') {
      const rate = wholeNumber('rate', values.rate);
      const quota = wholeNumber('quota', values.quota);
      const { partner, key } = await createPartner(db, {
        sourceOfBusiness: required('site', values.site),
        name: required('name', values.name),
        ...(rate === undefined ? {} : { ratePerMinute: rate }),
        ...(quota === undefined ? {} : { dailyQuota: quota }),
      });
      process.stdout.write(
        `Partner ${partner.name} (source of business ${partner.source_of_business}): ` +
          `${partner.rate_limit_per_minute} a minute, ${partner.daily_quota} quotes a day.\n` +
          `Its API key, shown this once (send it as Authorization: Bearer <key>):\n${key}\n`,
      );
    } else if (command === 'list') {
      const partners = await listPartners(db, now);
      if (partners.length === 0) process.stdout.write('No partners.\n');
      for (const partner of partners) {
        process.stdout.write(
          `${partner.source_of_business}\t${partner.name}\t${partner.rate_limit_per_minute}/min\t` +
            `${partner.daily_quota}/day\t${partner.working_keys} working key(s)\t` +
            `${partner.revoked_at ? `revoked ${partner.revoked_at.toISOString()}` : 'active'}\n`,
        );
      }
    } else if (command === 'rotate') {
      const overlapDays =
        wholeNumber('overlap-days', values['overlap-days']) ?? DEFAULT_KEY_OVERLAP_DAYS;
      const { key, oldKeysExpireAt } = await rotateKey(
        db,
        required('site', values.site),
        overlapDays,
        now,
      );
      process.stdout.write(
        `The old key(s) work until ${oldKeysExpireAt.toISOString()} ` +
          `(a server that checked one in the last ${PARTNER_KEY_CACHE_SECONDS} s may accept it that much longer). ` +
          `The new API key, shown this once:\n${key}\n`,
      );
    } else if (command === 'report') {
      await report(db, now);
    } else {
      const site = required('site', values.site);
      await revokePartner(db, site, now);
      process.stdout.write(
        `Partner ${site} and all its keys are revoked. A server that checked one of its keys in ` +
          `the last ${PARTNER_KEY_CACHE_SECONDS} s may accept it for up to that long.\n`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
