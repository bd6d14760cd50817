import type { ReactNode } from 'react';
import { Button, Result, type ResultProps } from 'antd';

/** A way on from a result: a button that runs `onClick`; the first of a page's actions is the primary one. */
export type ResultAction = { key: string; label: ReactNode; onClick: () => unknown };

/**
 * A whole page that is one outcome (paid, not found, the page failed, nothing to settle) inside `className`'s
 * wrapper, with its ways on as buttons, the first one primary.
 */
export function ResultPage({
  className,
  actions,
  ...result
}: Pick<ResultProps, 'status' | 'icon' | 'title' | 'subTitle'> & {
  className: string;
  actions: ResultAction[];
}) {
  return (
    <div className={className}>
      <Result
        {...result}
        extra={actions.map((a, i) => (
          <Button key={a.key} type={i === 0 ? 'primary' : 'default'} onClick={() => void a.onClick()}>
            {a.label}
          </Button>
        ))}
      />
    </div>
  );
}
