import { describe, expect, it } from 'vitest';
import { createEventStreamParser } from './eventStream';

describe('createEventStreamParser', () => {
  it('yields complete events across chunk boundaries and skips comments', () => {
    const parse = createEventStreamParser();
    expect(parse('event: unread\ndata: {"cou')).toEqual([]);
    expect(parse('nt":2}\n\n: ping\n\nevent: timeline\r\ndata: {}\r\n\r\n')).toEqual([
      { event: 'unread', data: '{"count":2}' },
      { event: 'timeline', data: '{}' },
    ]);
  });

  it('joins multi-line data and defaults the event name', () => {
    expect(createEventStreamParser()('data: a\ndata: b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
