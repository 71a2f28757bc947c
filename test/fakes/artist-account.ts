export { InMemoryArtistAccount, FixedSizeImages, anAccount } from '../../src/adapters/memory/in-memory-artist-account';
