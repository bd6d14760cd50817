import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OpenApp, OpenAppWithSecret } from '@mall/shared';
import { useAction } from '../use-action';

/** An owner's app calls (a company's, a shop's): the same routes under each audience's base. */
export type OwnedOpenAppsApi<I> = {
  create: (input: I) => Promise<OpenAppWithSecret>;
  update: (id: number, input: I) => Promise<unknown>;
  rotate: (id: number, graceHours: number) => Promise<OpenAppWithSecret>;
  remove: (id: number) => Promise<unknown>;
};

/**
 * The state and writes of an owner's app list page: which app the form edits (null: a new one; undefined: the
 * form is closed), whose secret is rotated, which secret is shown once, whose 推送记录 is open; each write says
 * so (`saved`, `removed`) or shows the new secret, then reads the list (the query `listKey`) again.
 */
export function useOpenAppsEditor<I>({
  api,
  listKey,
  toastSuccess,
  copy,
}: {
  api: OwnedOpenAppsApi<I>;
  listKey: readonly unknown[];
  toastSuccess: (text: string) => void;
  copy: { saved: string; removed: string };
}) {
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
