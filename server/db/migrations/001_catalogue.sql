-- Catalogue schema (docs/rules/catalogue.md#products-and-categories). Runs unchanged on PGlite and on a PostgreSQL server.
-- Money is integer minor units per currency; every store currency has its own price row,
-- so the server never converts at request time.

CREATE TABLE artist (
  id               serial PRIMARY KEY,
  slug             text NOT NULL UNIQUE,
  alias            text NOT NULL DEFAULT '',
  name             text NOT NULL DEFAULT '',
  email            text NOT NULL DEFAULT '',
  avatar           text,                      -- media URL or NULL (UI shows the initial)
  country          text NOT NULL DEFAULT '',  -- ISO 3166-1 alpha-2
  premium          boolean NOT NULL DEFAULT false,
  bio              text,
  vat_number       text NOT NULL DEFAULT '',
  membership_level integer NOT NULL DEFAULT 1 CHECK (membership_level BETWEEN 1 AND 4),
  selling_enabled  boolean NOT NULL DEFAULT false,
  product_limit    integer NOT NULL DEFAULT 15,
  terms            text NOT NULL DEFAULT 'not_accepted' CHECK (terms IN ('not_accepted', 'accepted')),
  wallet_subject   text UNIQUE,               -- identity at the wallet provider
  featured         boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE category (
  id            serial PRIMARY KEY,
  parent_id     integer REFERENCES category(id),
  position      integer NOT NULL DEFAULT 0,
  layout        text NOT NULL DEFAULT 'default',
  home          boolean NOT NULL DEFAULT false,
  dynamic       boolean NOT NULL DEFAULT false,
  show_in_menu  boolean NOT NULL DEFAULT true,
  product_type  integer,                      -- 1 poster, NULL any
  header_image  text,
  metadata      jsonb NOT NULL DEFAULT '{}'::jsonb  -- {"Newest": true, "HardLimit": 48, "social": true}
);

CREATE TABLE category_i18n (
  category_id integer NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  language    text NOT NULL,
  slug        text NOT NULL,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',       -- HTML, sanitized when rendered
  PRIMARY KEY (category_id, language),
  UNIQUE (language, slug)
);

CREATE TABLE tag (
  id serial PRIMARY KEY
);

CREATE TABLE tag_i18n (
  tag_id   integer NOT NULL REFERENCES tag(id) ON DELETE CASCADE,
  language text NOT NULL,
  slug     text NOT NULL,
  name     text NOT NULL,
  PRIMARY KEY (tag_id, language),
  UNIQUE (language, slug)
);

-- Product types: 1 poster, 2 frame, 3 gift card, 4 wall bundle.
CREATE TABLE product (
  id          serial PRIMARY KEY,
  sku         text NOT NULL UNIQUE,
  type        integer NOT NULL CHECK (type BETWEEN 1 AND 4),
  status      integer NOT NULL DEFAULT 4,
  artist_id   integer REFERENCES artist(id),
  portrait    boolean NOT NULL DEFAULT true,
  color       text,                          -- one of the 12 filter colours, or NULL
  popularity  integer NOT NULL DEFAULT 0,    -- best-seller ordering
  art         jsonb NOT NULL DEFAULT '{}'::jsonb,  -- generator recipe for the artwork images
  metadata    jsonb NOT NULL DEFAULT '{}'::jsonb,  -- portrait, template, byop, defaults, assets, pp, disable_bw, frame_type, frame_variation
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_type_status ON product (type, status);
CREATE INDEX product_created ON product (created_at DESC, id DESC);

CREATE TABLE product_i18n (
  product_id  integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  language    text NOT NULL,
  slug        text NOT NULL,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, language),
  UNIQUE (language, slug)
);

CREATE TABLE product_category (
  product_id  integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  position    integer NOT NULL DEFAULT 0,     -- 0 = the product's first (main) category
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_category_cat ON product_category (category_id);

CREATE TABLE product_tag (
  product_id integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  tag_id     integer NOT NULL REFERENCES tag(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, tag_id)
);
CREATE INDEX product_tag_tag ON product_tag (tag_id);

CREATE TABLE attribute (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE                   -- 'size', 'amount'
);

CREATE TABLE attribute_option (
  id           serial PRIMARY KEY,
  attribute_id integer NOT NULL REFERENCES attribute(id),
  name         text NOT NULL,                 -- '50x70', '500'
  position     integer NOT NULL DEFAULT 0,
  UNIQUE (attribute_id, name)
);

CREATE TABLE variation (
  id           serial PRIMARY KEY,
  product_id   integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  sku          text NOT NULL UNIQUE,
  option_id    integer NOT NULL REFERENCES attribute_option(id),
  stock        integer NOT NULL DEFAULT 1000000 CHECK (stock >= 0),
  position     integer NOT NULL DEFAULT 0,
  UNIQUE (product_id, option_id)
);

CREATE TABLE variation_price (
  variation_id integer NOT NULL REFERENCES variation(id) ON DELETE CASCADE,
  currency     text NOT NULL,
  amount       integer NOT NULL CHECK (amount >= 0),   -- minor units
  PRIMARY KEY (variation_id, currency)
);

-- Typed images (docs/rules/catalogue.md#products-and-categories "Image types"): thumb, gallery_thumb, featured, gallery, margin,
-- no_margin, bw_margin, bw_no_margin, frame_overlay_portrait, frame_overlay_landscape, frame_swatch.
-- url is a path under /media; the media route renders it on first request and caches it.
CREATE TABLE product_image (
  id           serial PRIMARY KEY,
  product_id   integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  variation_id integer REFERENCES variation(id) ON DELETE CASCADE,
  type         text NOT NULL,
  url          text NOT NULL,
  width        integer NOT NULL,
  height       integer NOT NULL,
  position     integer NOT NULL DEFAULT 0
);
CREATE INDEX product_image_product ON product_image (product_id);

-- Wall bundles: which posters a wall product contains, with the default size and frame.
CREATE TABLE bundle_item (
  bundle_id        integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  product_id       integer NOT NULL REFERENCES product(id),
  position         integer NOT NULL DEFAULT 0,
  default_option   text NOT NULL,             -- size, e.g. '50x70'
  frame_product_id integer REFERENCES product(id),
  top_pct          real NOT NULL DEFAULT 0,   -- placement on the wall preview
  left_pct         real NOT NULL DEFAULT 0,
  PRIMARY KEY (bundle_id, position)
);

-- Room (environment) images for hover previews and the wall designer (28).
CREATE TABLE environment (
  idx  integer PRIMARY KEY,
  url  text NOT NULL,
  name text NOT NULL
);

CREATE TABLE page (
  id  serial PRIMARY KEY,
  key text NOT NULL UNIQUE                    -- 'start', 'about', 'help', 'terms', 'privacy'
);

CREATE TABLE page_i18n (
  page_id     integer NOT NULL REFERENCES page(id) ON DELETE CASCADE,
  language    text NOT NULL,
  slug        text NOT NULL,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  content     text NOT NULL DEFAULT '',       -- HTML
  css         text NOT NULL DEFAULT '',
  PRIMARY KEY (page_id, language),
  UNIQUE (language, slug)
);

CREATE TABLE widget (
  slug     text NOT NULL,
  language text NOT NULL,
  content  text NOT NULL DEFAULT '',          -- HTML
  hidden   boolean NOT NULL DEFAULT false,
  PRIMARY KEY (slug, language)
);

CREATE TABLE site_review (
  id       serial PRIMARY KEY,
  language text NOT NULL,
  stars    integer NOT NULL CHECK (stars BETWEEN 1 AND 5),
  review   text NOT NULL,
  author   text NOT NULL
);

CREATE TABLE template_values (
  id       text PRIMARY KEY,
  template text NOT NULL,
  vals     jsonb NOT NULL,
  assets   jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE TABLE gallery_wall (
  id         text PRIMARY KEY,
  data       jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE catalogue_version (
  id      integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO catalogue_version VALUES (1, 1);
