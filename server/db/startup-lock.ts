/**
 * The advisory-lock key of start-up work ("postershop" on a phone keypad, 32-bit): migrations,
 * the demo seed and one-time repairs of old rows. Several instances started together against
 * one PostgreSQL do that work one after the other under it, so it runs once.
 */
export const STARTUP_LOCK = 76_783_746;
