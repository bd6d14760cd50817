import { useState, type ReactNode } from 'react';
import { Tabs } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import './doc-page.css';

type Tab = { key: string; label: string };

type Props = {
  /** The page's own class beside mall-doc-page. */
  className: string;
  titleId: string;
  title: string;
  /** What to refresh when the first tab's work is done. */
  queryKey: QueryKey;
  /** What awaits the buyer (待评价, 待开票); `render` gets the call for when one is done. */
  todo: Tab & { render: (onDone: () => void) => ReactNode };
  /** What was done (已评价, 我的发票), shown once the first tab's work is done. */
  done: Tab & { children: ReactNode };
};

/** A centre document page of two tabs: what awaits the buyer and what was done (评价, 发票). */
export function DocTabsPage({ className, titleId, title, queryKey, todo, done }: Props) {
  const [tab, setTab] = useState(todo.key);
  const queryClient = useQueryClient();
  const onDone = () => {
    void queryClient.invalidateQueries({ queryKey });
    setTab(done.key);
  };
  return (
    <section className={`${className} mall-doc-page`} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: todo.key, label: todo.label, children: todo.render(onDone) },
          { key: done.key, label: done.label, children: done.children },
        ]}
      />
    </section>
  );
}
