import { ukDate } from '@van/domain/shared';

/**
 * Today's date as yyyy-MM-dd (§5.3) in the UK, whatever the browser's own time zone: the date the
 * quote service checks cover start dates against (decision 033), so a customer abroad is not offered
 * a start the service would refuse. Domain rules take `today` as an argument; this is the one
 * place in the web that reads the clock for them.
 */
export function todayIsoDate(now: Date = new Date()): string {
  return ukDate(now);
}
