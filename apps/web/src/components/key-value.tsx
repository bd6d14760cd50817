import type { ReactNode } from 'react';

/** One labelled fact of a document's detail (收货人, 采购单号 …): `.kv` with its `.k` label and `.v` value. */
export function KeyValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="kv">
      <span className="k">{label}</span>
      <span className="v">{children}</span>
    </div>
  );
}
