/**
 * Today's date as yyyy-MM-dd (§5.3) in the browser's own time zone. Domain rules take `today` as an
 * argument; this is the one place in the web that reads the clock for them.
 */
export function todayIsoDate(now: Date = new Date()): string {
  const year = String(now.getFullYear()).padStart(4, '0');
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}
