/** Request headers and a named caller of the isolation sweep (a buyer, a merchant, an operator). */
export type Headers = Record<string, string>;
export type Caller = { name: string; headers: Headers };
