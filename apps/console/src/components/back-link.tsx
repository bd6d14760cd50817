import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeftOutlined } from '@ant-design/icons';

/** Back to the list: browser history when we came from it (keeps its filters), else the list's link. */
export function BackLink({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <div style={{ marginBottom: 12 }}>
      <Link
        to={to}
        onClick={(event) => {
          if (window.history.state && window.history.state.idx > 0) {
            event.preventDefault();
            navigate(-1);
          }
        }}
      >
        <ArrowLeftOutlined /> {label}
      </Link>
    </div>
  );
}

/** A detail page's route: the link back to its list (`to`, `label`), then the detail of the URL's `param`. */
export function DetailRoute({
  to,
  label,
  param = 'id',
  children,
}: {
  to: string;
  label: string;
  param?: string;
  children: (value: string) => ReactNode;
}) {
  const value = useParams()[param] ?? '';
  return (
    <>
      <BackLink to={to} label={label} />
      {children(value)}
    </>
  );
}
