/**
 * Estimated delivery date for the survey opt-in (docs/rules/checkout.md#delivery-estimate): today plus 2 days by default; plus 3
 * on Sunday, 4 on Saturday, 5 on Friday, 6 on Thursday. "Today" is an argument (no clock).
 * Consequence worth knowing: the estimate always falls on a Wednesday, Thursday or Friday.
 */
import { addDays, weekday, type CalendarDate, type Weekday } from './calendar-date';

const EXTRA_DAYS: Readonly<Record<Weekday, number>> = {
  0: 3, // Sunday
  1: 2,
  2: 2,
  3: 2,
  4: 6, // Thursday
  5: 5, // Friday
  6: 4, // Saturday
};

export const deliveryLeadDays = (today: CalendarDate): number => EXTRA_DAYS[weekday(today)];

export const estimatedDeliveryDate = (today: CalendarDate): CalendarDate => addDays(today, deliveryLeadDays(today));
