import type { ReactNode } from 'react';

/** A plain HTML table's header: one row of these column titles. */
export function TableHead({ titles }: { titles: ReactNode[] }) {
  return (
    <thead>
      <tr>
        {titles.map((title, i) => (
          <th key={i}>{title}</th>
        ))}
      </tr>
    </thead>
  );
}
