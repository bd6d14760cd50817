import { Pagination } from 'antd';

/** The pager under a personal-centre list, shown once the list runs past one page. */
export function CentrePager({
  current,
  pageSize,
  total,
  onChange,
}: {
  current: number;
  pageSize: number;
  total: number | undefined;
  onChange: (page: number) => void;
}) {
  if ((total ?? 0) <= pageSize) return null;
  return (
    <div className="mall-centre-pager">
      <Pagination
        current={current}
        pageSize={pageSize}
        total={total ?? 0}
        showSizeChanger={false}
        onChange={onChange}
      />
    </div>
  );
}
