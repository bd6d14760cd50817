import { fenToYuan, formatPrice } from '@mall/shared';

/** A yuan amount from the wire ("1234.50") as ¥1234.50 (the price display rule). */
export function Money({ yuan, fen }: { yuan?: string | null; fen?: number | null }) {
  const value = fen !== undefined && fen !== null ? fenToYuan(fen) : yuan;
  if (value === undefined || value === null || value === '') return <>—</>;
  return <span style={{ whiteSpace: 'nowrap' }}>¥{formatPrice(value)}</span>;
}
