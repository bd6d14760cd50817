import { Link } from 'react-router';
import './side-menu.css';

export type SideMenuLink = { key: string; label: string; href: string };

/** One group's links in a side menu (personal centre, help centre): the page's own link marked current. */
export function SideMenuLinks({ links, active }: { links: readonly SideMenuLink[]; active: string }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            className={link.key === active ? 'active' : undefined}
            aria-current={link.key === active ? 'page' : undefined}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
