export { addDays, daysBetween, weekday, formatIsoDate, parseIsoDate } from './calendar-date';
export type { CalendarDate, Weekday, InvalidDate } from './calendar-date';
export { deliveryLeadDays, estimatedDeliveryDate } from './delivery-date';
