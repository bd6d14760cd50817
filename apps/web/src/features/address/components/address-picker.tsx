import { useEffect, useState } from 'react';
import { Button, Spin, Tag } from 'antd';
import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Address } from '@mall/shared';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { addressKeys, useAddressList } from '../api/address-api';
import { AddressModal } from './address-modal';
import '../address.css';

const COLLAPSED = 4;

type Props = { value: number | null; onChange: (id: number) => void };

/** Delivery address choice of the checkout: cards to pick from, add and edit in a modal. */
export function AddressPicker({ value, onChange }: Props) {
  const query = useAddressList();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const [expanded, setExpanded] = useState(false);
  const list = query.data ?? [];

  // First visit: the default address (the list has it first).
  const first = list[0]?.id;
  useEffect(() => {
    if (value === null && first !== undefined) onChange(first);
  }, [value, first, onChange]);

  const saved = (address: Address) => {
    setEditing(undefined);
    void queryClient.invalidateQueries({ queryKey: addressKeys.list });
    onChange(address.id);
  };

  // The chosen one is always shown, even when the list is collapsed.
  const chosen = list.find((a) => a.id === value);
  const head = expanded ? list : list.slice(0, COLLAPSED);
  const shown = chosen && !head.includes(chosen) ? [...head.slice(0, -1), chosen] : head;

  return (
    <div className="mall-address-picker">
      {query.isPending ? (
        <Spin />
      ) : list.length === 0 ? (
        <div className="none">{tradeCopy.address.none}</div>
      ) : (
        <div className="cards" role="radiogroup" aria-label={tradeCopy.address.section}>
          {shown.map((a) => (
            <div
              key={a.id}
              role="radio"
              aria-checked={a.id === value}
              aria-label={`${a.contactName} ${a.fullAddress}`}
              tabIndex={0}
              className={`card${a.id === value ? ' on' : ''}`}
              onClick={() => onChange(a.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') onChange(a.id);
              }}
            >
              <div className="who">
                <EnvironmentOutlined />
                <strong>{a.contactName}</strong>
                <span>{a.mobile}</span>
                {a.isDefault === 1 && <Tag color="blue">{tradeCopy.address.default}</Tag>}
                {a.shared && <Tag color="cyan">{tradeCopy.address.shared}</Tag>}
              </div>
              <div className="where mall-ellipsis-2">{a.fullAddress}</div>
              {/* A company's shared address is chosen here, not edited (its 管理员 or 财务 keeps it). */}
              {!a.shared && (
                <button
                  type="button"
                  className="mall-link-button edit"
                  onClick={(e) => {
                    e.stopPropagation();
                    setEditing(a);
                  }}
                >
                  {tradeCopy.address.edit}
                </button>
              )}
            </div>
          ))}
        </div>
      )}
      <div className="tools">
        <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {tradeCopy.address.add}
        </Button>
        {list.length > COLLAPSED && (
          <button type="button" className="mall-link-button" onClick={() => setExpanded((v) => !v)}>
            {expanded ? tradeCopy.address.collapse : tradeCopy.address.showAll(list.length)}
          </button>
        )}
      </div>
      <AddressModal
        open={editing !== undefined}
        address={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={saved}
      />
    </div>
  );
}
