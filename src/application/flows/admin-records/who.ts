/**
 * Who made a change, as the history and the audit record show it: the member of staff's name where the
 * shop knows it (their latest sign-in), else the subject the record keeps; nobody for the shop itself.
 */
export const whoActed = (r: { readonly staff: string | null; readonly staff_name: string | null }): string | null =>
  r.staff === null ? null : (r.staff_name ?? r.staff);
