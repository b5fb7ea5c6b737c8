/** Admin accounts, their sessions and one-time sign-in links, and the counters behind sign-in lock-outs and rate limits. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  /** A password hash (argon2id / scrypt string), never the password itself. */
  password: text('password').notNull(),
  role: text('role').notNull().default('user'),
  createdAt: createdAt(),
});

/** Server-side admin sessions; the cookie holds a random token whose SHA-256 is `id`. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time sign-in links mailed to an admin (the way in during a lock-out).
 * `tokenHash` is the SHA-256 of the random token in the link (the token itself is never
 * stored); a link works once, until `expiresAt`. Expired rows are pruned on insert and daily.
 */
export const signInLinks = sqliteTable(
  'sign_in_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The per-account limit counts an account's live links.
    index('sign_in_links_user_idx').on(t.userId, t.expiresAt),
    index('sign_in_links_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed sign-in attempts, counted per address and per account within a sliding window
 * (CONTRACT.md §4). In the database, so every server instance sees the same lock-outs
 * (§15); rows older than the window are pruned.
 */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ip: text('ip').notNull(),
    email: text('email').notNull(),
    at: createdAt('at'),
  },
  (t) => [
    index('login_attempts_ip_idx').on(t.ip, t.at),
    index('login_attempts_email_idx').on(t.email, t.at),
    // Pruning deletes by age alone.
    index('login_attempts_at_idx').on(t.at),
  ],
);

/**
 * Fixed-window rate-limit counters (src/lib/security/rate-limit.ts), one row per limit and key,
 * shared by every server instance (CONTRACT.md §15). A hit is one upsert; rows whose
 * window has ended are pruned.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    /** `{limit name}:{key}`, e.g. `contact:203.0.113.7`. */
    key: text('key').primaryKey(),
    /** Epoch ms of the window's first hit. */
    windowStart: integer('window_start').notNull(),
    /** Epoch ms when the window ends (windowStart + the limit's window). */
    expiresAt: integer('expires_at').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

export type User = typeof users.$inferSelect;
