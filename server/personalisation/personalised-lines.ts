/**
 * Personalised and uploaded lines of an order (docs/rules/checkout.md#cart-lines "Cart line" template, docs/rules/personalisation.md#templates personalised
 * fields). The template comes from the product, never from the client; its values are decoded
 * with the wire codec and checked by the domain rules — the client's `valid` flag is not
 * trusted; a character the print cannot carry is refused by field and code point. Only what the
 * template's picture reads is stored (names past the chosen count are dropped: see
 * best-friends.ts). An upload line must name a stored photo. Other lines carry no template.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.port.js';
import {
  characterCode,
  isTemplateId,
  isTemplateValid,
  refusedCharacters,
  templateValuesRead,
  type TemplateId,
} from '../../src/domain/templates/index.js';
import {
  decodeTemplateFields,
  encodeTemplateFields,
  FilledTemplate,
  UploadedImageRef,
} from '../../src/adapters/http/contract/index.js';
import { badRequest, HttpProblem } from '../http/errors.js';
import type { CustomerPhotos } from './customer-photos.port.js';
import { fitsPrintSize, orientationOf, requiredPixels } from '../../src/domain/print/index.js';
import { personalisationOf, replaceTemplateValues, type StoredTemplateValues } from './template-values.repository.js';

/** What an order line's `template` column holds for a personalised line. */
export interface StoredLineTemplate {
  readonly template_id: TemplateId;
  readonly template_values_id: string;
  readonly values: Record<string, unknown>;
  readonly assets: Record<string, string>;
  readonly valid: true;
}

const isStoredLineTemplate = (v: unknown): v is StoredLineTemplate =>
  typeof v === 'object' && v !== null && typeof (v as StoredLineTemplate).template_values_id === 'string';

/** What a stored line's template shows: the template with its values, the shopper's own photo, or nothing. */
export const lineDesignOf = (template: unknown) => {
  if (isStoredLineTemplate(template)) return { template_id: template.template_id, values: template.values };
  const upload = (template as { uploaded_image_id?: unknown } | null)?.uploaded_image_id;
  return typeof upload === 'string' ? { uploaded_image_id: upload } : null;
};

/** What personalisation reads of a cart line: its place in the request, its product, and what the client sent. */
interface CartLine {
  readonly index: number;
  readonly uuid: string;
  readonly product_id: number;
  /** The size ordered, e.g. 70x100. */
  readonly variation_name?: string;
  readonly template: unknown;
}

/**
 * The photo has 47 px per cm of the size ordered (docs/rules/uploads.md#customer-photos "Uploaded image"), read from its pixels
 * on the server: a photo good for 13 × 18 cm ordered at 70 × 100 cm would print as a blur.
 */
const checkPhotoFitsSize = async (photos: CustomerPhotos, id: string, size: string | undefined, at: string) => {
  const pixels = size === undefined ? null : await photos.pixels(id);
  if (!pixels || size === undefined || fitsPrintSize(pixels, size)) return;
  const needed = requiredPixels(size, orientationOf(pixels));
  const need = needed.ok ? ` (it needs ${needed.value.width} × ${needed.value.height})` : '';
  throw new HttpProblem(
    422,
    `Field "${at}": the photo's ${pixels.width} × ${pixels.height} pixels are too few for a ${size.replace('x', ' × ')} cm print${need}. Choose a smaller size.`,
    'UPLOAD.TOO_SMALL',
  );
};

/** Checks and normalises the templates of priced lines; a 400 names the first bad line. */
const personaliseLines = async <L extends CartLine>(
  tx: Queryable,
  photos: CustomerPhotos,
  lines: readonly L[],
  field: string,
): Promise<{ lines: readonly L[]; keep: (tx: Queryable, orderId: string) => Promise<void> }> => {
  const products = await personalisationOf(
    tx,
    lines.map((l) => l.product_id),
  );
  const templateValues: Omit<StoredTemplateValues, 'order_id'>[] = [];
  const out: L[] = [];
  for (const line of lines) {
    const p = products.get(line.product_id);
    const at = `${field}[${line.index}].template`;
    if (p?.template && isTemplateId(p.template)) {
      const filled = FilledTemplate.decode(line.template);
      const decoded = filled._tag === 'Right' ? decodeTemplateFields(p.template, filled.right.values) : undefined;
      if (!decoded) throw badRequest(`Field "${at}" must hold the values of the "${p.template}" template`, 'TEMPLATE.SHAPE');
      const values = templateValuesRead(p.template, decoded);
      const wire = encodeTemplateFields(p.template, values);
      const [field, c] = Object.entries(refusedCharacters(wire))[0] ?? [];
      if (field !== undefined && c !== undefined) {
        throw badRequest(
          `Field "${at}.values.${field}" holds the character ${characterCode(c)}, which a printed poster cannot carry`,
          'TEMPLATE.CHARACTER',
        );
      }
      if (!isTemplateValid(p.template, values))
        throw badRequest(`Field "${at}" holds values the "${p.template}" template does not accept`, 'TEMPLATE.INVALID');
      const id = randomBytes(16).toString('hex');
      templateValues.push({ id, line_uuid: line.uuid, template: p.template, values: wire, assets: p.assets });
      const template: StoredLineTemplate = {
        template_id: p.template,
        template_values_id: id,
        values: wire,
        assets: p.assets,
        valid: true,
      };
      out.push({ ...line, template });
    } else if (p?.byop) {
      const ref = UploadedImageRef.decode(line.template);
      if (ref._tag === 'Left' || !(await photos.hold(tx, ref.right.uploaded_image_id))) {
        throw badRequest(`Field "${at}" must name an uploaded image (POST /api/upload-image)`, 'UPLOAD.UNKNOWN');
      }
      await checkPhotoFitsSize(photos, ref.right.uploaded_image_id, line.variation_name, at);
      out.push({ ...line, template: { uploaded_image_id: ref.right.uploaded_image_id } });
    } else {
      out.push({ ...line, template: null });
    }
  }
  return { lines: out, keep: (tx2, orderId) => replaceTemplateValues(tx2, orderId, templateValues) };
};

/**
 * The checkout's Personaliser (server/orders/personaliser.port.ts, handed over where the shop is
 * composed): upload lines hold shoppers' `photos`.
 */
export const createPersonaliser =
  (photos: CustomerPhotos) =>
  <L extends CartLine>(tx: Queryable, lines: readonly L[], field: string) =>
    personaliseLines(tx, photos, lines, field);
