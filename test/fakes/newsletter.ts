export * from '../../src/adapters/memory/in-memory-newsletter';
