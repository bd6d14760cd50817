import { Dropdown, type MenuProps } from 'antd';

/**
 * The 我的订单 dropdown itself (antd Dropdown and Menu), loaded when the buyer first reaches for it. It hangs
 * on an empty anchor beside the link (see OrdersMenu in top-bar.tsx) and opens inside the link's element.
 */
export default function OrdersDropdown({
  items,
  open,
  onOpenChange,
}: {
  items: MenuProps['items'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dropdown
      open={open}
      onOpenChange={onOpenChange}
      menu={{ items }}
      placement="bottomRight"
      getPopupContainer={(anchor) => anchor.parentElement ?? document.body}
    >
      <span className="mall-orders-menu-anchor" aria-hidden />
    </Dropdown>
  );
}
