import { describe, expect, it } from 'vitest';
import { EventStreamParser, isDoneMarker, parseEventData } from './sse.ts';

/** Feeds `chunks` one by one and returns every event's data, the end included. */
function parse(chunks: string[]): string[] {
  const parser = new EventStreamParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

describe('EventStreamParser', () => {
  it('gives each event’s data at its blank line', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: one\n')).toEqual([]);
    expect(parser.push('\n')).toEqual(['one']);
    expect(parser.push('data: two\n\ndata: three\n\n')).toEqual(['two', 'three']);
  });

  it('joins the data lines of one event with newlines', () => {
    expect(parse(['data: first\ndata: second\n\n'])).toEqual(['first\nsecond']);
  });

  it('accepts CRLF, LF and CR line ends, even a CRLF split across chunks', () => {
    expect(parse(['data: a\r\n\r\ndata: b\r\rdata: c\n\n'])).toEqual(['a', 'b', 'c']);
    expect(parse(['data: a\r', '\n\r', '\ndata: b\r\n\r\n'])).toEqual(['a', 'b']);
  });

  it('reads lines split anywhere, even inside a multi-byte text decoded in pieces', () => {
    expect(parse(['da', 'ta: {"word":"h', 'é"}', '\n', '\n'])).toEqual(['{"word":"hé"}']);
  });

  it('removes only one space after the colon, and reads "data" without a colon as empty', () => {
    expect(parse(['data:no space\n\ndata:  two spaces\n\ndata\n\n'])).toEqual([
      'no space',
      ' two spaces',
      '',
    ]);
  });

  it('skips comments, other fields and events without data', () => {
    expect(
      parse([': keep-alive\n\nevent: ping\nid: 7\nretry: 1000\n\ndata: x\nevent: y\n\n']),
    ).toEqual(['x']);
  });

  it('gives a last event without its blank line when the stream ends', () => {
    expect(parse(['data: a\n\ndata: last'])).toEqual(['a', 'last']);
    expect(parse(['data: a\n\ndata: last\r'])).toEqual(['a', 'last']);
  });
});

describe('parseEventData', () => {
  it('reads JSON, else keeps the text', () => {
    expect(parseEventData('{"n":1,"word":"Hi"}')).toEqual({ n: 1, word: 'Hi' });
    expect(parseEventData('42')).toBe(42);
    expect(parseEventData('"quoted"')).toBe('quoted');
    expect(parseEventData('plain words')).toBe('plain words');
  });
});

describe('isDoneMarker', () => {
  it('knows [DONE], spaces around allowed', () => {
    expect(isDoneMarker('[DONE]')).toBe(true);
    expect(isDoneMarker(' [DONE] ')).toBe(true);
    expect(isDoneMarker('DONE')).toBe(false);
    expect(isDoneMarker('[done]')).toBe(false);
  });
});
