/**
 * Corrections of what earlier demo seeds wrote, applied once to a demo database seeded before them
 * (a recorded setup step, server/prepare.ts); a fresh seed already writes them, and a production
 * database, which the demo never seeded, never runs them.
 */
import type { Queryable } from '../../db/db.port.js';
import { PRODUCT_TYPE } from '../../../src/domain/product/model.js';

/**
 * Posters name the frame type they hang in (the first frame choice frames every poster of the same
 * type; frames carry metadata.frame_type 'wood' or 'metal'). Posters seeded before they carried it
 * get the seed's rule: photographs and hard-edged graphics metal, every other print (artists'
 * uploads too) wood; personalised posters and photo uploads are never hung on a wall and stay as
 * they are. Rows that name a type keep it.
 */
const FRAME_TYPES = `
UPDATE product
SET metadata = metadata || jsonb_build_object(
  'frame_type',
  CASE WHEN art->>'style' IN ('photographic', 'geometric', 'city-skyline') THEN 'metal' ELSE 'wood' END
)
WHERE type = $1
  AND NOT metadata ? 'frame_type'
  AND NOT metadata ? 'template'
  AND coalesce(metadata->>'byop', 'false') <> 'true'`;

const DELIVERY_TEXT = `
-- The delivery page said two things at once ("shipping is free; the exact cost for your
-- country is shown at checkout"). Shipping is free everywhere the shop delivers, so the demo's
-- delivery page says that in every language; text an operator wrote is not touched.
UPDATE page_i18n SET content = replace(content, old, new)
FROM (VALUES
  ('Shipping is free; the exact cost for your country is shown at checkout.', 'Shipping is free to every country we deliver to.'),
  ('Der Versand ist kostenlos; die genauen Kosten für dein Land siehst du an der Kasse.', 'Der Versand ist in jedes Land, in das wir liefern, kostenlos.'),
  ('La livraison est gratuite ; le coût exact pour votre pays est indiqué lors du paiement.', 'La livraison est gratuite vers tous les pays où nous livrons.'),
  ('El envío es gratuito; el coste exacto para tu país se muestra al pagar.', 'El envío es gratuito a todos los países a los que enviamos.'),
  ('La spedizione è gratuita; il costo esatto per il tuo paese è indicato alla cassa.', 'La spedizione è gratuita verso tutti i paesi in cui consegniamo.'),
  ('Verzending is gratis; de exacte kosten voor jouw land zie je bij het afrekenen.', 'Verzending is gratis naar elk land waar we leveren.'),
  ('Frakten är gratis; den exakta kostnaden för ditt land visas i kassan.', 'Frakten är gratis till alla länder vi levererar till.'),
  ('Fragten er gratis; den nøjagtige pris for dit land vises ved kassen.', 'Fragten er gratis til alle lande, vi leverer til.'),
  ('Frakten er gratis; den nøyaktige prisen for landet ditt vises i kassen.', 'Frakten er gratis til alle land vi leverer til.'),
  ('Toimitus on ilmainen; maasi tarkat kulut näet kassalla.', 'Toimitus on ilmainen kaikkiin maihin, joihin toimitamme.'),
  ('Wysyłka jest bezpłatna; dokładny koszt dla Twojego kraju zobaczysz w kasie.', 'Wysyłka jest bezpłatna do każdego kraju, do którego dostarczamy.'),
  ('Doprava je zdarma; přesnou cenu pro vaši zemi uvidíte v pokladně.', 'Doprava je zdarma do všech zemí, kam doručujeme.'),
  ('A szállítás ingyenes; az országodra vonatkozó pontos díjat a pénztárban látod.', 'A szállítás ingyenes minden országba, ahová szállítunk.'),
  ('Os portes são grátis; o custo exato para o seu país é apresentado no checkout.', 'Os portes são grátis para todos os países para onde enviamos.'),
  ('Livrarea este gratuită; costul exact pentru țara ta apare la plată.', 'Livrarea este gratuită în toate țările în care livrăm.')
) AS fix(old, new)
WHERE position(old IN content) > 0;
`;

/** Frame types of posters seeded before they carried one, and the delivery page's shipping sentence. */
export const correctSeededCatalogue = async (tx: Queryable): Promise<void> => {
  await tx.query(FRAME_TYPES, [PRODUCT_TYPE.poster]);
  await tx.exec(DELIVERY_TEXT);
};
