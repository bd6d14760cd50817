/** Throws while rendering, to prove the global error screen and its report (see docs/decisions). */
export default function ErrorTestPage(): never {
  throw new Error('error-test: deliberate render error');
}
