import { Link } from 'react-router';
import { PhoneOutlined } from '@ant-design/icons';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { t } from '@/locales/zh-CN';
import { FOOTER_COLUMNS } from './footer-links';
import { Logo } from './logo';

export function Footer() {
  const { data: site } = useSiteConfig();
  return (
    <footer className="mall-footer">
      <div className="mall-container">
        <div className="mall-footer-cols">
          {FOOTER_COLUMNS.map((column) => (
            <div className="mall-footer-col" key={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="mall-footer-contact">
            <h2 style={{ margin: 0, fontSize: 14, color: 'var(--mall-text)' }}>
              <PhoneOutlined /> {t.footer.phoneLabel}
            </h2>
            <div className="phone">{site?.phone}</div>
            <div>{t.footer.serviceHours}</div>
          </div>
        </div>
        <div className="mall-footer-bottom">
          <Logo />
          <div>
            {t.footer.addressLabel}
            {site?.address}
          </div>
          <div>
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {site?.icp}
            </a>
            {site?.copyright ? <span style={{ marginLeft: 12 }}>{site.copyright}</span> : null}
          </div>
        </div>
      </div>
    </footer>
  );
}
