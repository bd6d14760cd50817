import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationRobot, NotificationRobotInput, NotificationRobotUpdate } from '@mall/shared';
import { http } from '@/lib/request';

const base = '/api/company/notification-robots';
/** Query key of the company's robots (every write refreshes it). */
export const robotsKey = ['company', 'notification-robots'] as const;

/** GET: the company's group robots, their URLs masked (管理员). */
const robotsQueryOptions = () =>
  queryOptions({ queryKey: robotsKey, queryFn: () => http.get<NotificationRobot[]>(base), staleTime: 0 });
export const useRobots = () => useQuery(robotsQueryOptions());

/** POST: a new robot; its URL and secret are never answered back. */
export const createRobot = (body: NotificationRobotInput) => http.post<NotificationRobot>(base, body);

/** PUT: changes a robot; an empty URL or secret keeps the saved one. */
export const updateRobot = (id: number, body: NotificationRobotUpdate) =>
  http.put<NotificationRobot>(`${base}/${id}`, body);

/** DELETE: removes a robot (its past deliveries stay in the log). */
export const deleteRobot = (id: number) => http.delete<null>(`${base}/${id}`);

/** POST …/test: sends a test message now and answers the platform's verdict. */
export const testRobot = (id: number) => http.post<{ sent: boolean; error: string }>(`${base}/${id}/test`);
