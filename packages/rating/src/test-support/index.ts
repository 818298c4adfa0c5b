// What tests and benches outside the engine may use to build risks for it (@van/rating/testing).
export { TODAY, buildRisk } from './risk-builder.ts';
export { variedRisks, type VariedRisk } from './varied-risks.ts';
