import { useUserStore } from '@/lib/user-store';
import { useActiveCompany } from './get-my-company';
import { useProductMaterialCodes } from './material-codes';

/** The codes my company keeps for a product's SKUs; none asked for a visitor or a buyer outside a company. */
export function useCodes(productId: number) {
  const company = useActiveCompany(useUserStore((s) => s.user !== null));
  const codes = useProductMaterialCodes(productId, company !== null);
  return { company, codes: codes.data };
}
