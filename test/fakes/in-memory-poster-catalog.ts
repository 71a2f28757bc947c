export * from '../../src/adapters/memory/in-memory-poster-catalog';
