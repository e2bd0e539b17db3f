/** The ?page= of an admin list: a whole number from 1, anything else reads as 1. */
export function readPage(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
