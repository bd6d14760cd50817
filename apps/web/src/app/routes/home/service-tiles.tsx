import {
  AccountBookOutlined,
  CarOutlined,
  FileProtectOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { t } from '@/locales/zh-CN';

const ICONS = [SafetyCertificateOutlined, FileProtectOutlined, AccountBookOutlined, CarOutlined];

/** Four service promises under the carousel (what a B2B buyer checks first). */
export function ServiceTiles() {
  return (
    <div className="mall-service-tiles">
      {t.home.serviceTiles.map((tile, index) => {
        const Icon = ICONS[index] ?? SafetyCertificateOutlined;
        return (
          <div className="mall-service-tile" key={tile.title}>
            <Icon />
            <div>
              <strong>{tile.title}</strong>
              <span>{tile.sub}</span>
            </div>
          </div>
        );
      })}
    </div>
  );
}
