import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenApp, OpenAppWithSecret } from '@mall/shared';
import { useAction } from '../use-action';
import type { OpenAppsEndpoint, OpenAppsHttp } from './api';

/** An owner's apps (a company's, a shop's) under `base`: the push endpoints', plus the writes' PUT and DELETE. */
export type OwnedOpenAppsEndpoint = OpenAppsEndpoint & {
  http: OpenAppsHttp & {
    put: <T>(url: string, data?: unknown) => Promise<T>;
    delete: <T>(url: string) => Promise<T>;
  };
};

/** An owner's app calls (a company's, a shop's): the same routes under each audience's base. */
const ownedOpenAppsApi = <I>({ base, http }: OwnedOpenAppsEndpoint) => ({
  /** A new app; the answer carries its secret, shown once. */
  create: (input: I) => http.post<OpenAppWithSecret>(base, input),
  /** Changes an app's name, scopes, allow-list and mode; the tokens issued so far end. */
  update: (id: number, input: I) => http.put<OpenApp>(`${base}/${id}`, input),
  /** A new secret, shown once; the old one keeps working for `graceHours` (0: it and its tokens end at once). */
  rotate: (id: number, graceHours: number) =>
    http.post<OpenAppWithSecret>(`${base}/${id}/rotate`, { graceHours }),
  /** Deletes an app: its secret and tokens end at once. */
  remove: (id: number) => http.delete<null>(`${base}/${id}`),
});

/**
 * The state and writes of an owner's app list page: its apps (GET `base`, the query `listKey`, read afresh on
 * each visit), which app the form edits (null: a new one; undefined: the form is closed), whose secret is
 * rotated, which secret is shown once, whose 推送记录 is open; each write says so (`saved`, `removed`) or shows
 * the new secret, then reads the list again.
 */
export function useOpenAppsEditor<I>({
  endpoint,
  listKey,
  copy,
}: {
  endpoint: OwnedOpenAppsEndpoint;
  listKey: readonly unknown[];
  copy: { saved: string; removed: string };
}) {
  const { base, http, toastSuccess } = endpoint;
  const api = ownedOpenAppsApi<I>(endpoint);
  const list = useQuery({ queryKey: listKey, queryFn: () => http.get<OpenApp[]>(base), staleTime: 0 });
  const [editing, setEditing] = useState<OpenApp | null | undefined>(undefined);
  const [rotating, setRotating] = useState<OpenApp | null>(null);
  const [shown, setShown] = useState<OpenAppWithSecret | null>(null);
  const [viewing, setViewing] = useState<OpenApp | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });

  const save = async (input: I) => {
    if (editing) {
      await api.update(editing.id, input);
      toastSuccess(copy.saved);
    } else setShown(await api.create(input));
    await refresh();
  };
  const rotate = async (graceHours: number) => {
    if (!rotating) return;
    setShown(await api.rotate(rotating.id, graceHours));
    await refresh();
  };
  const removing = useAction((app: OpenApp) => api.remove(app.id), {
    onSuccess: async () => {
      toastSuccess(copy.removed);
      await refresh();
    },
  });

  return {
    list,
    editing,
    setEditing,
    save,
    rotating,
    setRotating,
    rotate,
    shown,
    closeSecret: () => setShown(null),
    viewing,
    setViewing,
    removing,
  };
}
