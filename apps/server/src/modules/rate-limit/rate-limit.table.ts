export interface RateLimitTable {
  key: string;
  window_start: Date;
  hits: number;
}
