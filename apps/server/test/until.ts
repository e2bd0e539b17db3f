/** Waits until `done()` holds, asking every 20 ms for at most `ms`; the caller then asserts what it expected. */
export async function until(done: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}
