export { ok, err, mapResult, flatMapResult } from './result';
export type { Ok, Err, Result } from './result';
