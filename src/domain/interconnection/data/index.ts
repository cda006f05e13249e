/** Interconnection prescreen data tables (edition INTERCONNECTION_DATA_VERSION). */
export * from './sources.ts';
export * from './regions.ts';
export * from './queueOutcomes.ts';
export * from './timelines.ts';
export * from './upgradeCosts.ts';
export * from './genTieCosts.ts';
export * from './stateRules.ts';
export * from './fastTrack.ts';
export * from './equipment.ts';
export * from './policyDeadlines.ts';
export * from './queueCongestion.ts';
