/** Site accounts: finding a user by email and creating or resetting an admin. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '~db/client';
import { users, type User } from '~db/schema';

/** The public view of a user: never the password hash. */
export type PublicUser = Pick<User, 'id' | 'email' | 'username' | 'role'>;

/** The columns of a PublicUser, for selects and returning(). */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
};

/** Emails are compared lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user with this email (any case), or undefined. */
export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

/** The address of the first admin account (the owner's), or undefined when there is none. */
export async function firstAdminEmail(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.email;
}

/**
 * Creates an admin with this email, or resets an existing account's password and
 * makes it an admin. A taken username gets a numeric suffix. Returns whether it created.
 */
export async function upsertAdmin(
  db: Database,
  input: { email: string; username: string; passwordHash: string },
): Promise<{ user: PublicUser; created: boolean }> {
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const [user] = await db
      .update(users)
      .set({ password: input.passwordHash, role: 'admin' })
      .where(eq(users.id, existing.id))
      .returning(publicUserColumns);
    return { user: user!, created: false };
  }
  for (let n = 0; ; n++) {
    const username = n === 0 ? input.username : `${input.username}${n + 1}`;
    const [user] = await db
      .insert(users)
      .values({ email, username, password: input.passwordHash, role: 'admin' })
      .onConflictDoNothing()
      .returning(publicUserColumns);
    if (user) return { user, created: true };
    if (await findUserByEmail(db, email)) return upsertAdmin(db, input);
  }
}

/** How many admin accounts exist. */
export async function countAdmins(db: Database): Promise<number> {
  return db.$count(users, eq(users.role, 'admin'));
}
