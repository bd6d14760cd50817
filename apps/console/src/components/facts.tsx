import type { CSSProperties, ReactNode } from 'react';
import { Descriptions } from 'antd';

/** One fact of a detail page: [label, value, span]; a falsy entry (a fact the document lacks) is left out. */
export type Fact = readonly [label: ReactNode, value: ReactNode, span?: number];

/** A detail page's facts as a small Descriptions, table-driven. */
export function Facts({
  items,
  column = 3,
  title,
  style,
  bordered,
}: {
  items: (Fact | false | null | undefined | '' | 0)[];
  column?: number;
  title?: ReactNode;
  style?: CSSProperties;
  bordered?: boolean;
}) {
  return (
    <Descriptions title={title} column={column} size="small" style={style} bordered={bordered}>
      {items
        .filter((item): item is Fact => !!item)
        .map(([label, value, span], i) => (
          <Descriptions.Item key={i} label={label} span={span}>
            {value}
          </Descriptions.Item>
        ))}
    </Descriptions>
  );
}
