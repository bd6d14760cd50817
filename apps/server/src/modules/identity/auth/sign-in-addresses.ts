import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { Hook } from '../../../lib/hook';
import { loginAddresses } from './auth.table';

/** How many addresses of a buyer are remembered (the most recently used ones). */
const KNOWN_ADDRESSES = 20;

/**
 * A buyer signed in from an address he never signed in from before (not his first sign-in ever). Listeners
 * (the notification domain) run inside the sign-in's transaction; what must wait for its commit (queueing the
 * mail) goes to `afterCommit`, so the sign-in never waits for a message.
 */
export type NewSignIn = {
  userId: number;
  username: string;
  ip: string;
  userAgent: string;
  how: 'password' | 'sms';
  at: Date;
  afterCommit: (fn: () => void) => void;
};

export const newSignInHook = () => new Hook<[DbOrTx, NewSignIn]>('identity.newSignIn');
export type NewSignInHook = ReturnType<typeof newSignInHook>;

/**
 * Remembers that `userId` signed in from `ip` at `at` and says whether the address is new to him: 'first'
 * (he had none: his first sign-in ever), 'new' or 'known'. Only the latest KNOWN_ADDRESSES stay.
 */
export async function rememberAddress(
  tx: DbOrTx,
  userId: number,
  ip: string,
  at: Date,
): Promise<'first' | 'new' | 'known'> {
  const [written] = await tx
    .insert(loginAddresses)
    .values({ userId, ip, firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({
      target: [loginAddresses.userId, loginAddresses.ip],
      set: { lastSeenAt: at },
    })
    // xmax = 0: the row was inserted, not updated (Postgres's own marker of an upsert's path).
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!written?.inserted) return 'known';
  const kept = await tx
    .select({ ip: loginAddresses.ip })
    .from(loginAddresses)
    .where(eq(loginAddresses.userId, userId))
    .orderBy(desc(loginAddresses.lastSeenAt), desc(loginAddresses.firstSeenAt))
    .limit(KNOWN_ADDRESSES + 1);
  if (kept.length > KNOWN_ADDRESSES)
    await tx.delete(loginAddresses).where(
      and(
        eq(loginAddresses.userId, userId),
        sql`${loginAddresses.ip} not in (${sql.join(
          kept.slice(0, KNOWN_ADDRESSES).map((k) => sql`${k.ip}`),
          sql`, `,
        )})`,
      ),
    );
  return kept.length === 1 ? 'first' : 'new';
}
