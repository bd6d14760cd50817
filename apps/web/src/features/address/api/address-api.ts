import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, AddressEditBody, AddressInput, Region } from '@mall/shared';
import { http } from '@/lib/request';

/** The buyer's delivery addresses (default first). */
export const addressKeys = { list: ['address', 'list'] as const };

const addressListQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.list,
    queryFn: () => http.get<Address[]>('/api/address/list'),
    staleTime: 60_000,
  });
export const useAddressList = () => useQuery(addressListQueryOptions());

const addAddress = (body: AddressInput) => http.post<Address>('/api/address/add', body);
const editAddress = (body: AddressEditBody) => http.post<Address>('/api/address/edit', body);
const setDefaultAddress = (id: number) => http.post<null>('/api/address/setDefault', { id });
const deleteAddress = (id: number) => http.post<null>('/api/address/delete', { id });

/** Whose addresses a screen keeps: the buyer's own, or the company's shared ones (管理员 and 财务). */
export type AddressOwner = 'mine' | 'company';

/** The calls of one owner's address book (the company's have no default: members choose). */
export function addressApi(owner: AddressOwner) {
  if (owner === 'mine')
    return {
      key: addressKeys.list,
      list: () => http.get<Address[]>('/api/address/list'),
      add: addAddress,
      edit: editAddress,
      remove: deleteAddress,
      setDefault: setDefaultAddress as ((id: number) => Promise<unknown>) | null,
    };
  return {
    key: ['address', 'company'] as const,
    list: () => http.get<Address[]>('/api/company/addresses'),
    add: (body: AddressInput) => http.post<Address>('/api/company/addresses/add', body),
    edit: (body: AddressEditBody) => http.post<Address>('/api/company/addresses/edit', body),
    remove: (id: number) => http.post<null>('/api/company/addresses/delete', { id }),
    setDefault: null as ((id: number) => Promise<unknown>) | null,
  };
}

/** Children of a region (parentCode '0' → provinces), for the province/city/district cascader. */
export const getRegionChildren = (parentCode: string) =>
  http.post<Region[]>('/api/global/getSysRegion', { parentCode });
