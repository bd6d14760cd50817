// The contract's rule for antd forms now lives in lib/ (every feature's forms use it).
export { schemaRule } from '@/lib/form-rules';
