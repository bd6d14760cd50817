import { CrownOutlined, CustomerServiceOutlined, SafetyOutlined, ShoppingOutlined } from '@ant-design/icons';
import { SLOGANS } from '@mall/shared';
import { t } from '@/locales/zh-CN';

const ICONS = [ShoppingOutlined, CustomerServiceOutlined, CrownOutlined, SafetyOutlined];

/** Four slogans: 一站式采购, 品质服务, 品牌甄选, 阳光采购. */
export function SloganStrip() {
  return (
    <div className="mall-slogans">
      <div className="mall-container">
        {SLOGANS.map((slogan, index) => {
          const Icon = ICONS[index] ?? ShoppingOutlined;
          return (
            <div className="mall-slogan" key={slogan}>
              <span className="mall-slogan-icon">
                <Icon />
              </span>
              <div>
                <strong>{slogan}</strong>
                <span>{t.slogans[slogan]}</span>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
