import type { PageData } from '../../src/application/loaders/pages.loader.js';
import type { ShellData } from '../../src/application/loaders/shell.loader.js';
import type { Category, FrameChoice, Product } from '../../src/application/model/catalogue.js';

/**
 * The data a server-rendered page embeds for hydration holds what the page renders, no more
 * (docs/architecture.md#performance-budgets: product page HTML ≤ 60 KB). The menu's categories and
 * the products in cards, related lists and the frame picker keep their shape but lose their
 * hreflang alternates and description HTML: no card or menu renders them, and the page they
 * link to loads its own. The page's own entity keeps its alternates (the language switcher),
 * which the head carries as links too. The page is rendered from this same trimmed data, so
 * server markup and hydration agree by construction.
 */
const NONE: Readonly<Record<string, string>> = {};

export const menuCategory = (c: Category): Category => ({
  ...c,
  description: '',
  header_image_url: null,
  alternate: NONE,
  children: c.children.map(menuCategory),
});

/** Without alternates and description: what every product that is not the page's own keeps. */
const linked = (p: Product): Product => ({ ...p, description: '', alternate: NONE });

/**
 * A listing card (ProductCard, the wishlist heart) shows the thumbnail (else the featured or
 * first image), one room image on hover and the first variation's price; no tag, category or
 * artist.
 */
export const cardProduct = (p: Product): Product => {
  const first = p.images[0];
  const thumb = p.images.find((i) => i.type === 'thumb') ?? p.images.find((i) => i.type === 'featured') ?? first;
  const room = p.images.find((i) => i.type === 'gallery' && i.url.includes('/room-'));
  return {
    ...linked(p),
    images: p.images.filter((i) => i === first || i === thumb || i === room),
    variations: p.variations.slice(0, 1),
    tags: [],
    categories: [],
    artist: null,
  };
};

/**
 * A frame as the configurator reads it (FrameChoice): the picker shows the swatch and lays the
 * overlay over the poster; prices come from every size; a frame's cart line takes its name,
 * thumbnail and the size's variation.
 */
const FRAME_IMAGES = new Set(['frame_swatch', 'frame_overlay_portrait', 'frame_overlay_landscape', 'thumb']);
export const frameChoice = (p: FrameChoice): FrameChoice => ({
  id: p.id,
  sku: p.sku,
  name: p.name,
  slug: p.slug,
  type: p.type,
  status: p.status,
  metadata: p.metadata,
  images: p.images.filter((i, n) => n === 0 || FRAME_IMAGES.has(i.type)),
  variations: p.variations.map((v) => ({
    id: v.id,
    name: v.name,
    sku: v.sku,
    option_name: v.option_name,
    price: v.price,
    currency: v.currency,
    stock: { instock: v.stock.instock },
    images: v.images,
  })),
});

/**
 * A wall's poster (ProductPage `BundledPoster`) shows its thumbnail and name beside its own size
 * and frame choices, and goes to the cart as a line with that thumbnail; its `bundled_meta` names
 * the wall's default size and frame.
 */
export const bundledPoster = (p: Product): Product => {
  const thumb = p.images.find((i) => i.type === 'thumb') ?? p.images[0];
  return { ...linked(p), images: thumb ? [thumb] : [], tags: [], categories: [], artist: null };
};

const cards = (items: readonly Product[]) => items.map(cardProduct);

export const bootShell = (shell: ShellData): ShellData => ({ ...shell, categories: shell.categories.map(menuCategory) });

export const bootPageData = (page: PageData): PageData => {
  switch (page.route) {
    case 'product':
      return {
        ...page,
        data: {
          ...page.data,
          related: cards(page.data.related),
          frames: page.data.frames.map(frameChoice),
          bundled: page.data.bundled.map(bundledPoster),
        },
      };
    case 'start': {
      const d = page.data;
      return {
        ...page,
        data: {
          ...d,
          bestSellers: cards(d.bestSellers),
          personalised: cards(d.personalised),
          walls: cards(d.walls),
          social: d.social && { category: menuCategory(d.social.category), products: cards(d.social.products) },
        },
      };
    }
    case 'category': {
      // The page links its subcategories by name, like the menu.
      const d = page.data;
      return {
        ...page,
        data: {
          ...d,
          category: { ...d.category, children: d.category.children.map(menuCategory) },
          products: { ...d.products, items: cards(d.products.items) },
        },
      };
    }
    case 'tag':
    case 'artist':
      return {
        ...page,
        data: { ...page.data, products: { ...page.data.products, items: cards(page.data.products.items) } },
      } as PageData;
    default:
      return page;
  }
};
