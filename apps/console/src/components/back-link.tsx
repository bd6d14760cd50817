import { Link, useNavigate } from 'react-router';
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
