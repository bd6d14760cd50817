export const zhCNCatalogue = {} as const;
