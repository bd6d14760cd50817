import type { Department } from '@mall/shared';

export type DepartmentNode = Department & { children?: DepartmentNode[] };

/** The two-level tree of a flat department list (top level by name order as the server gave it). */
export function departmentTree(list: Department[]): DepartmentNode[] {
  const ids = new Set(list.map((d) => d.id));
  const top = list.filter((d) => d.parentId === null || !ids.has(d.parentId));
  return top.map((parent) => {
    const children = list.filter((d) => d.parentId === parent.id);
    return children.length ? { ...parent, children } : { ...parent };
  });
}

/** Select options in tree order, a child labelled 上级 / 下级. */
export function departmentOptions(list: Department[]): { value: number; label: string }[] {
  return departmentTree(list).flatMap((parent) => [
    { value: parent.id, label: parent.name },
    ...(parent.children ?? []).map((child) => ({ value: child.id, label: `${parent.name} / ${child.name}` })),
  ]);
}
