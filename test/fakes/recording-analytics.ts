export * from '../../src/adapters/memory/recording-analytics';
