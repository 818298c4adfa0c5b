import { ukToday } from '@van/domain/shared';

/**
 * Today's date as yyyy-MM-dd (§5.3): the UK date of the browser's clock, whatever the browser's
 * own time zone (ukToday, decision 037). It is the date the quote service rates on and checks
 * cover start dates against, so a customer abroad, or anyone between midnight and 01:00 BST, is
 * not offered a start the service would refuse. Domain rules take `today` as an argument; this
 * is the one place in the web that reads the clock for them.
 */
export function todayIsoDate(now: Date = new Date()): string {
  return ukToday(now);
}
