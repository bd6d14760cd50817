import { conflict } from '../app-error';

/** One named move of a document: the statuses it may leave, what it is called in a refusal. */
export type MoveEdge = { readonly from: readonly number[]; readonly action: string };

export type StatusGraph<M extends Record<string, MoveEdge>> = {
  readonly moves: M;
  /** The label of a status (未知 for a code the graph does not know). */
  label(status: number): string;
  /** Whether `move` may leave `status`. */
  can(status: number, move: keyof M): boolean;
  /** The 409 message of `move` from `status`, or null when the graph allows it. */
  problem(status: number, move: keyof M): string | null;
  /** Throws 409 (the graph's Chinese message) unless `move` may leave `status`. */
  assertMove(status: number, move: keyof M): void;
  /** The 409 message of a move whose document changed under it (another move won). */
  readonly stale: string;
};

/**
 * A document's status graph: its status labels and named moves (`from` the statuses a move may leave; `to`,
 * `event` and any other field ride along for the module). A move outside the graph answers 409 with
 * `refusal(label, action, status)`, by default “<noun>当前状态为“<label>”，不能<action>”.
 */
export function statusGraph<const M extends Record<string, MoveEdge>>(def: {
  noun: string;
  labels: Readonly<Record<number, string>>;
  moves: M;
  refusal?: (label: string, action: string, status: number) => string;
}): StatusGraph<M> {
  const refusal = def.refusal ?? ((label, action) => `${def.noun}当前状态为“${label}”，不能${action}`);
  const label = (status: number) => def.labels[status] ?? '未知';
  const can = (status: number, move: keyof M) => def.moves[move]!.from.includes(status);
  const problem = (status: number, move: keyof M) =>
    can(status, move) ? null : refusal(label(status), def.moves[move]!.action, status);
  return {
    moves: def.moves,
    stale: `${def.noun}状态已变化，请刷新后重试`,
    label,
    can,
    problem,
    assertMove(status, move) {
      const message = problem(status, move);
      if (message) throw conflict(message);
    },
  };
}
