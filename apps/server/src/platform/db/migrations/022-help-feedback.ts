/**
 * The help centre and the content pages (articles per language: beginner guide,
 * about us, rules, privacy, responsible gaming, FAQ, community, the join and
 * download pages), news and blog posts, anonymous feedback for operators to answer,
 * and the built-in live chat: one thread per member (or per browser for visitors)
 * whose messages operators answer through the operator API.
 */
export const helpFeedback = /* sql */ `
CREATE TABLE help_articles (
  id          serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  slug        text NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,47}$'),
  section     text NOT NULL,
  sort        integer NOT NULL DEFAULT 0,
  title       jsonb NOT NULL,
  content     jsonb NOT NULL,
  published   boolean NOT NULL DEFAULT true,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, slug)
);

CREATE TABLE help_posts (
  id           serial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  kind         text NOT NULL CHECK (kind IN ('news', 'blog')),
  title        jsonb NOT NULL,
  summary      jsonb NOT NULL DEFAULT '{}',
  content      jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  seed_key     text,
  UNIQUE (merchant_id, seed_key)
);
CREATE INDEX help_posts_list ON help_posts (merchant_id, kind, published_at DESC, id DESC);

CREATE TABLE feedback (
  id            bigserial PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  member_id     bigint REFERENCES members(id),
  question_type text NOT NULL,
  content       text NOT NULL,
  contact       text,
  language      text NOT NULL,
  ip            text NOT NULL,
  state         text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'answered', 'closed')),
  answer        text,
  decided_by    integer REFERENCES operators(id),
  decided_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'answered') = (answer IS NOT NULL))
);
CREATE INDEX feedback_queue ON feedback (merchant_id, state, created_at);

CREATE TABLE chat_threads (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  member_id       bigint REFERENCES members(id),
  client_id       text,
  state           text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((member_id IS NULL) <> (client_id IS NULL))
);
CREATE UNIQUE INDEX chat_threads_member ON chat_threads (merchant_id, member_id) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX chat_threads_client ON chat_threads (merchant_id, client_id) WHERE client_id IS NOT NULL;
CREATE INDEX chat_threads_queue ON chat_threads (merchant_id, state, last_message_at DESC);

CREATE TABLE chat_messages (
  id          bigserial PRIMARY KEY,
  thread_id   bigint NOT NULL REFERENCES chat_threads(id),
  sender      text NOT NULL CHECK (sender IN ('member', 'operator')),
  operator_id integer REFERENCES operators(id),
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((sender = 'operator') = (operator_id IS NOT NULL))
);
CREATE INDEX chat_messages_thread ON chat_messages (thread_id, id);
`;
