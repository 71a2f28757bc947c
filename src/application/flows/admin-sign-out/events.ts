/** What the staff bar tells the sign-out flow. */
export type AdminSignOutEvent = { readonly type: 'staff.signOut' };
