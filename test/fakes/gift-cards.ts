export * from '../../src/adapters/memory/in-memory-gift-cards';
