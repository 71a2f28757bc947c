import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  deliveryLeadDays,
  estimatedDeliveryDate,
  formatIsoDate,
  parseIsoDate,
  weekday,
  type CalendarDate,
} from '../../src/domain/delivery';

const date = (iso: string): CalendarDate => {
  const r = parseIsoDate(iso);
  if (!r.ok) throw new Error(iso);
  return r.value;
};
const deliver = (iso: string): string => formatIsoDate(estimatedDeliveryDate(date(iso)));

const dateArb = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2400-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

describe('estimated delivery date (spec §4)', () => {
  // 2025-06-02 is a Monday.
  it('Monday adds 2 days', () => expect(deliver('2025-06-02')).toBe('2025-06-04'));
  it('Tuesday adds 2 days', () => expect(deliver('2025-06-03')).toBe('2025-06-05'));
  it('Wednesday adds 2 days', () => expect(deliver('2025-06-04')).toBe('2025-06-06'));
  it('Thursday adds 6 days (spec §4)', () => expect(deliver('2025-06-05')).toBe('2025-06-11'));
  it('Friday adds 5 days (spec §4)', () => expect(deliver('2025-06-06')).toBe('2025-06-11'));
  it('Saturday adds 4 days (spec §4)', () => expect(deliver('2025-06-07')).toBe('2025-06-11'));
  it('Sunday adds 3 days (spec §4)', () => expect(deliver('2025-06-08')).toBe('2025-06-11'));
  it('crosses month and leap-year ends', () => {
    expect(deliver('2024-02-29')).toBe('2024-03-06'); // Thursday
    expect(deliver('2025-12-30')).toBe('2026-01-01'); // Tuesday
  });

  it('is always 2–6 days after today, never on a weekend', () => {
    fc.assert(
      fc.property(dateArb, (today) => {
        const d = estimatedDeliveryDate(today);
        const gap = daysBetween(today, d);
        expect(gap).toBe(deliveryLeadDays(today));
        expect(gap).toBeGreaterThanOrEqual(2);
        expect(gap).toBeLessThanOrEqual(6);
        expect([3, 4, 5]).toContain(weekday(d)); // Wednesday, Thursday or Friday
      }),
    );
  });
  it('the lead is 2 exactly on Monday to Wednesday', () => {
    fc.assert(
      fc.property(dateArb, (today) => {
        const mondayToWednesday = [1, 2, 3].includes(weekday(today));
        expect(deliveryLeadDays(today) === 2).toBe(mondayToWednesday);
      }),
    );
  });
});

describe('calendar dates', () => {
  it('ISO text round-trips', () => {
    fc.assert(
      fc.property(dateArb, (d) => {
        expect(parseIsoDate(formatIsoDate(d))).toEqual({ ok: true, value: d });
      }),
    );
  });
  it('addDays and daysBetween agree', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -1000, max: 1000 }), (d, n) => {
        expect(daysBetween(d, addDays(d, n))).toBe(n);
      }),
    );
  });
  it.each(['2023-02-29', '2025-13-01', '2025-00-10', '2025-1-1', 'tomorrow', '2025-06-31', ' 2025-06-01'])(
    'rejects %j as DATE.INVALID',
    (input) => expect(parseIsoDate(input)).toEqual({ ok: false, error: { code: 'DATE.INVALID', input } }),
  );
  it('handles years below 100 without the 1900 shift', () => {
    expect(formatIsoDate(addDays(date('0050-12-31'), 1))).toBe('0051-01-01');
    expect(weekday(date('2000-01-01'))).toBe(6);
  });
});
