import type { EventFacts } from './delivery';

/**
 * A message of the outbox of one of `Events`, with its recipients: members (`userIds`), and the robots of a
 * company (`companyId`) or, for a shop's event (`shopId`), the shop's instead.
 */
export type ToldOf<Events extends keyof EventFacts> = {
  [E in Events]: {
    event: E;
    facts: EventFacts[E];
    path: string;
    userIds: number[];
    companyId: number | null;
    shopId?: number;
  };
}[Events];
