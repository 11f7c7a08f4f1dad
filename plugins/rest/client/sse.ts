/**
 * An event-stream (server-sent events) parser, fed text as it arrives: lines end with CRLF, LF or
 * CR (even split across chunks), `data:` lines of one event are joined with a newline, an event
 * ends at a blank line, comments (`:`) and other fields are skipped. A last event without its
 * blank line is still given at the end (many servers close right after it).
 */

/** The data that ends a stream (OpenAI-style APIs send it last). */
export const DONE_MARKER = '[DONE]';

export class EventStreamParser {
  private buffer = '';
  private data: string[] = [];
  private hasData = false;

  /** Feeds text; returns the data of every event completed by it. */
  push(text: string): string[] {
    this.buffer += text;
    const events: string[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const event = this.line(line);
      if (event !== undefined) events.push(event);
    }
    return events;
  }

  /** The stream ended: the pending line and event, if any. */
  end(): string[] {
    const events: string[] = [];
    const rest = this.buffer.replace(/\r$/, '');
    this.buffer = '';
    if (rest !== '') this.line(rest);
    const last = this.dispatch();
    if (last !== undefined) events.push(last);
    return events;
  }

  private line(line: string): string | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      this.data.push(value);
      this.hasData = true;
    }
    return undefined;
  }

  private dispatch(): string | undefined {
    if (!this.hasData) return undefined;
    const data = this.data.join('\n');
    this.data = [];
    this.hasData = false;
    return data;
  }
}

/** An event's data as a value: JSON when it parses, else the text itself. */
export function parseEventData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

export const isDoneMarker = (data: string) => data.trim() === DONE_MARKER;
