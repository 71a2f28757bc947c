import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** "Estimated delivery: {date}", the date in bold (the confirmation and the order status). */
export const EstimatedDelivery = ({ date }: { readonly date: ReactNode }) => (
  <FormattedMessage
    id="confirmation.delivery"
    defaultMessage="Estimated delivery: {date}"
    values={{ date: <strong>{date}</strong> }}
  />
);
