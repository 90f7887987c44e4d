// For tests of what streams: everything a stream yields, read to its end.

/** What the stream yields, in order, once it has ended. */
export async function eventsOf<Event>(stream: AsyncIterable<Event>): Promise<Event[]> {
  const events: Event[] = [];
  for await (const event of stream) events.push(event);
  return events;
}
