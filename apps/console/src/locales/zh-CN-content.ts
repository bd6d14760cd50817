export const zhCNContent = {} as const;
