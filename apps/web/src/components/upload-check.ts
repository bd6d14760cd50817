import { Upload } from 'antd';
import { toast } from '@/lib/toast';

/**
 * An antd Upload's `beforeUpload` that lets a file through unless `problem` names what is wrong with it (a
 * type or size it refuses): then it says so and leaves the file out of the list.
 */
export const refuseWith =
  (problem: (file: File) => string | null | undefined) =>
  (file: File): boolean | typeof Upload.LIST_IGNORE => {
    const found = problem(file);
    if (!found) return true;
    toast.error(found);
    return Upload.LIST_IGNORE;
  };
