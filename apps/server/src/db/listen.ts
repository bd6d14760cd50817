import pg from 'pg';

/**
 * A listener on a PostgreSQL notification channel (LISTEN / NOTIFY): `message` gets each payload as the
 * notifying transaction commits. When the link is lost it calls `resync` (what is sent meanwhile is lost,
 * so the listener must drop what it holds), reconnects every second, and `live()` is false until it
 * listens again: a holder of copies must not keep any meanwhile.
 */
export type Listening = {
  live(): boolean;
  /**
   * Resolves once every notification committed before the call has been heard (a marker of its own sent
   * on the channel comes back after them: PostgreSQL delivers in commit order). At once when not live.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
};

/** A marker's payload: never one of a trigger's (they start with a letter). */
const MARK = '~';
const MARK_WAIT_MS = 5000;

/** Markers sent and not yet heard back, for `caughtUp`. */
export function markers(send: (payload: string) => Promise<unknown>) {
  const waiting = new Map<string, () => void>();
  let n = 0;
  return {
    /** True (and the waiter released) when `payload` is a marker: not the listener's business. */
    heard(payload: string): boolean {
      if (!payload.startsWith(MARK)) return false;
      waiting.get(payload)?.();
      waiting.delete(payload);
      return true;
    },
    async caughtUp(): Promise<void> {
      const mark = `${MARK}${process.pid}.${++n}`;
      const back = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, MARK_WAIT_MS);
        timer.unref();
        waiting.set(mark, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await send(mark);
      } catch {
        waiting.delete(mark);
        return;
      }
      await back;
    },
  };
}

export function listenPostgres(
  url: string,
  channel: string,
  message: (payload: string) => void,
  resync: () => void,
): Listening {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let live = false;
  const marks = markers(async (mark) => {
    if (!client || !live) throw new Error('not listening');
    await client.query('select pg_notify($1, $2)', [channel, mark]);
  });

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, 1000);
    timer.unref();
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, application_name: `listen:${channel}` });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === channel && !marks.heard(n.payload ?? '')) message(n.payload ?? '');
    });
    c.on('error', () => {
      // the 'end' that follows reconnects
    });
    c.on('end', () => {
      if (client !== c) return;
      client = null;
      if (live) resync();
      live = false;
      retry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      live = client === c;
    } catch {
      if (client === c) client = null;
      await c.end().catch(() => {});
      retry();
    }
  };
  void connect();

  return {
    live: () => live,
    caughtUp: () => (live ? marks.caughtUp() : Promise.resolve()),
    close: async () => {
      closed = true;
      live = false;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
