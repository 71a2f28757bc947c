export { RecordingCheckoutEmbed as FakeCheckoutEmbed } from '../../src/adapters/memory/recording-checkout-embed';
