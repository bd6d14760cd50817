import { useState, type ReactElement } from 'react';
import { Dropdown, type MenuProps } from 'antd';

/** The 我的订单 dropdown itself (antd Dropdown and Menu), loaded when the buyer first reaches for it. */
export default function OrdersDropdown({
  items,
  children,
}: {
  items: MenuProps['items'];
  children: ReactElement;
}) {
  // Mounted under the pointer (or focus): open at once, then antd follows hover as usual.
  const [open, setOpen] = useState(true);
  return (
    <Dropdown open={open} onOpenChange={setOpen} menu={{ items }}>
      {children}
    </Dropdown>
  );
}
