// Waiting for work that runs behind a request (an outbox delivery, a retry): the value once `done`
// says so, read every 10 ms for up to 15 seconds.
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 1500; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`gave up waiting: ${what}`);
}
