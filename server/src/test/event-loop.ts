// How many times the event loop turned while `work` ran: a few at most when it ran on this thread.
export async function loopTurnsDuring<T>(work: Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const spin = () => {
    turns += 1;
    if (running) setImmediate(spin);
  };
  setImmediate(spin);
  try {
    return { result: await work, turns };
  } finally {
    running = false;
  }
}
