-- A parcel may leave with a carrier the shop does not know ('other'): the staff give its tracking page,
-- kept beside the number (src/domain/backoffice/tracking-number.ts checks both).
ALTER TABLE shop_order DROP CONSTRAINT shop_order_carrier_check;
ALTER TABLE shop_order ADD CONSTRAINT shop_order_carrier_check
  CHECK (carrier IN ('dhl', 'ups', 'postnord', 'la-poste', 'gls', 'dpd', 'bring', 'posti', 'other'));
ALTER TABLE shop_order
  ADD COLUMN tracking_link text,
  ADD CONSTRAINT shop_order_tracking_link_with_other CHECK ((carrier = 'other') = (tracking_link IS NOT NULL));
