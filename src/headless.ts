/**
 * Entry of the headless package (ARCHITECTURE "the headless package"): the pure domain now;
 * the application's machines and ports are added here as they land.
 */
export * from './domain';
