export {
  RETENTION,
  pricingFacts,
  retentionCutoffs,
  type PricingFacts,
  type RetentionSettings,
} from './retention-rules.ts';
export {
  purgeOnce,
  startRetentionWorker,
  type PurgeCounts,
  type RetentionLog,
  type RetentionWorker,
} from './retention.worker.ts';
