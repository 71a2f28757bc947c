-- Corrections of what earlier demo seeds wrote (posters' frame types, the delivery page's shipping
-- sentence) were applied here to every database, production included. They are the demo seed's
-- own now, a one-time step of demo databases only (server/demo/seed/corrections.ts); this file
-- stays so that the migration names already recorded keep their order.
SELECT 1;
