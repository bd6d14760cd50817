import type { TimelineEntry } from '@mall/shared';

/** A history row of a document whose events move its status (orders, after-sales requests). */
type StatusHistoryRow = {
  event: string;
  toStatus: number;
  note: string;
  actorKind: string;
  createdAt: Date;
};

/**
 * A document's history as the wire's timeline: each event with its label (the event itself when it has
 * none), the status it led to with its label, the note, who acted and when.
 */
export function statusTimeline(
  history: readonly StatusHistoryRow[],
  eventLabels: Readonly<Partial<Record<string, string>>>,
  statusLabels: Readonly<Partial<Record<number, string>>>,
): TimelineEntry[] {
  return history.map((h) => ({
    event: h.event,
    eventLabel: eventLabels[h.event] ?? h.event,
    status: h.toStatus,
    statusLabel: statusLabels[h.toStatus] ?? '',
    note: h.note,
    actor: h.actorKind,
    at: h.createdAt.toISOString(),
  }));
}
