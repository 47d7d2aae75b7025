import { describe, expect, it } from 'vitest';
import { Emitter } from './events.js';

interface Events {
  readonly said: { readonly word: string };
  readonly other: { readonly n: number };
}

describe('Emitter', () => {
  it('tells the listeners of an event in the order they subscribed, and only those', async () => {
    const events = new Emitter<Events>();
    const heard: string[] = [];
    events.on('said', ({ word }) => void heard.push(`a:${word}`));
    events.on('other', ({ n }) => void heard.push(`other:${n}`));
    events.on('said', ({ word }) => void heard.push(`b:${word}`));
    await events.emit('said', { word: 'hi' });
    expect(heard).toEqual(['a:hi', 'b:hi']);
  });

  it('settles once every listener has, each after the one before it', async () => {
    const events = new Emitter<Events>();
    const heard: string[] = [];
    events.on('said', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      heard.push('slow');
    });
    events.on('said', () => void heard.push('next'));
    await events.emit('said', { word: 'x' });
    expect(heard).toEqual(['slow', 'next']);
  });

  it('starts the first listener in the same turn as the emit', () => {
    const events = new Emitter<Events>();
    let started = false;
    events.on('said', () => {
      started = true;
    });
    void events.emit('said', { word: 'now' });
    expect(started).toBe(true);
  });

  it('rejects with a listener that failed, and tells none after it', async () => {
    const events = new Emitter<Events>();
    let after = false;
    events.on('said', () => {
      throw new Error('no');
    });
    events.on('said', () => {
      after = true;
    });
    await expect(events.emit('said', { word: 'x' })).rejects.toThrow('no');
    expect(after).toBe(false);
  });

  it('with no listener, settles at once', async () => {
    await expect(new Emitter<Events>().emit('other', { n: 1 })).resolves.toBeUndefined();
  });
});
