-- Carriers a parcel may leave with (src/domain/backoffice/tracking-number.ts checks their numbers):
-- GLS, DPD, Bring and Posti beside DHL, UPS, PostNord and La Poste.
ALTER TABLE shop_order DROP CONSTRAINT shop_order_carrier_check;
ALTER TABLE shop_order ADD CONSTRAINT shop_order_carrier_check
  CHECK (carrier IN ('dhl', 'ups', 'postnord', 'la-poste', 'gls', 'dpd', 'bring', 'posti'));
