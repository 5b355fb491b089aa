/** Brands, their whitelabel settings and content, members, operators. */
export const foundation = /* sql */ `
CREATE TABLE merchants (
  id               serial PRIMARY KEY,
  code             text NOT NULL UNIQUE,
  name             text NOT NULL,
  currency         text NOT NULL,
  currency_symbol  text NOT NULL,
  languages        text[] NOT NULL,
  default_language text NOT NULL,
  platform         text NOT NULL,
  lottery_type     text NOT NULL,
  gmt_offset_min   integer NOT NULL DEFAULT 0,
  gtag_id          text,
  image_cdns       text[] NOT NULL DEFAULT '{}',
  launch_cdns      text[] NOT NULL DEFAULT '{}',
  cs_key           text NOT NULL,
  maintenance_on   boolean NOT NULL DEFAULT false,
  maintenance_end  timestamptz,
  blocked_countries text[] NOT NULL DEFAULT '{}',
  blocked_ip_ranges text[] NOT NULL DEFAULT '{}',
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE merchant_domains (
  domain      text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id)
);

CREATE TABLE whitelabel_nodes (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  mod_id      text NOT NULL,
  parent_id   text,
  enabled     boolean NOT NULL,
  sort        integer NOT NULL,
  PRIMARY KEY (merchant_id, mod_id)
);

CREATE TABLE register_rules (
  merchant_id      integer NOT NULL REFERENCES merchants(id),
  key              text NOT NULL,
  enabled          boolean NOT NULL,
  required         boolean NOT NULL,
  pattern_id       integer NOT NULL,
  min_length       integer NOT NULL,
  max_length       integer NOT NULL,
  accepted_pattern text NOT NULL DEFAULT '*',
  sort             integer NOT NULL,
  PRIMARY KEY (merchant_id, key),
  CHECK (min_length <= max_length)
);

CREATE TABLE resources (
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  resource_type text NOT NULL,
  url           text NOT NULL,
  qr_code_url   text,
  PRIMARY KEY (merchant_id, resource_type)
);

CREATE TABLE customer_services (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  cs_type     integer NOT NULL,
  path        text NOT NULL,
  PRIMARY KEY (merchant_id, cs_type)
);

CREATE TABLE banners (
  id             serial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id),
  group_name     text NOT NULL,
  image_url      text NOT NULL,
  title          jsonb NOT NULL DEFAULT '{}',
  linkage_type   text,
  linkage_target text,
  sort           integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, group_name, sort)
);

CREATE TABLE announcements (
  id          serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  type        text NOT NULL,
  execution   text NOT NULL DEFAULT 'B',
  platform    text NOT NULL DEFAULT 'W',
  title       jsonb NOT NULL,
  content     jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  seed_key    text,
  UNIQUE (merchant_id, seed_key)
);
CREATE INDEX announcements_list ON announcements (merchant_id, platform, published_at DESC);

CREATE TABLE game_vendors (
  id              serial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  vassalage       text NOT NULL,
  name            text NOT NULL,
  game_type       text NOT NULL,
  account_type_id integer NOT NULL,
  account_type_name text NOT NULL,
  is_hot          boolean NOT NULL DEFAULT false,
  is_game         text NOT NULL DEFAULT 'GAME',
  sort            integer NOT NULL DEFAULT 0,
  enabled         boolean NOT NULL DEFAULT true,
  UNIQUE (merchant_id, game_type, vassalage)
);

CREATE TABLE countries (
  country_code  text PRIMARY KEY,
  dialing_code  text NOT NULL,
  sort          integer NOT NULL
);

CREATE TABLE members (
  id            bigserial PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  account       text NOT NULL,
  password_hash text NOT NULL,
  nickname      text NOT NULL,
  type          integer NOT NULL,
  parent_id     bigint REFERENCES members(id),
  mobile        text,
  country_code  text,
  email         text,
  language      text NOT NULL DEFAULT 'EN',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, account)
);
CREATE UNIQUE INDEX members_mobile ON members (merchant_id, mobile) WHERE mobile IS NOT NULL;

CREATE TABLE operators (
  id            serial PRIMARY KEY,
  username      text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE operator_sessions (
  token_hash  text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators(id),
  expires_at  timestamptz NOT NULL
);

CREATE TABLE operator_audit (
  id          bigserial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators(id),
  action      text NOT NULL,
  target      text NOT NULL,
  detail      jsonb NOT NULL DEFAULT '{}',
  at          timestamptz NOT NULL DEFAULT now()
);
`;
