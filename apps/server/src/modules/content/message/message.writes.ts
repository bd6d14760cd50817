import type { DbOrTx } from '../../../db/client';
import type { NewMessage } from './message.service';
import { systemMessages } from './message.table';

/** Writes buyer messages in one insert; call it inside the transaction of the event they report. */
export async function writeMessages(tx: DbOrTx, messages: readonly NewMessage[]): Promise<void> {
  if (!messages.length) return;
  await tx.insert(systemMessages).values(
    messages.map((m) => ({
      userId: m.userId,
      type: m.type,
      title: m.title.slice(0, 100),
      content: m.content,
      link: m.link ?? '',
    })),
  );
}
