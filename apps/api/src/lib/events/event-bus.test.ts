import { CONTEST_EVENT_TYPES, type ContestEvent } from '@cj/shared/contest-events';
import { describe, expect, it, vi } from 'vitest';
import { createInProcessEventBus } from './event-bus';

const changed = (contestId: number): ContestEvent => ({
  type: CONTEST_EVENT_TYPES.leaderboardChanged,
  contestId,
});

describe('the in-process event bus', () => {
  it('delivers an event to the listeners of its contest only', async () => {
    const bus = createInProcessEventBus({ warn: vi.fn(), info: vi.fn() });
    const seven: ContestEvent[] = [];
    const eight: ContestEvent[] = [];
    bus.subscribe(7, (event) => seven.push(event));
    bus.subscribe(7, (event) => seven.push(event));
    bus.subscribe(8, (event) => eight.push(event));
    await bus.publish(changed(7));
    expect(seven).toEqual([changed(7), changed(7)]);
    expect(eight).toEqual([]);
  });

  it('stops delivering after unsubscribe and forgets contests nobody listens to', async () => {
    const bus = createInProcessEventBus({ warn: vi.fn(), info: vi.fn() });
    const heard = vi.fn();
    const unsubscribe = bus.subscribe(1, heard);
    expect([bus.listenerCount(1), bus.listenerCount()]).toEqual([1, 1]);
    unsubscribe();
    unsubscribe();
    await bus.publish(changed(1));
    expect(heard).not.toHaveBeenCalled();
    expect([bus.listenerCount(1), bus.listenerCount()]).toEqual([0, 0]);
  });

  it('keeps delivering when one listener throws, and logs it', async () => {
    const warn = vi.fn();
    const bus = createInProcessEventBus({ warn, info: vi.fn() });
    const after = vi.fn();
    bus.subscribe(2, () => {
      throw new Error('broken listener');
    });
    bus.subscribe(2, after);
    await bus.publish(changed(2));
    expect(after).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('lets a listener unsubscribe while an event is being delivered', async () => {
    const bus = createInProcessEventBus({ warn: vi.fn(), info: vi.fn() });
    const second = vi.fn();
    const unsubscribeSecond = bus.subscribe(3, () => unsubscribeSecond());
    bus.subscribe(3, second);
    await bus.publish(changed(3));
    expect(second).toHaveBeenCalledOnce();
    expect(bus.listenerCount(3)).toBe(1);
  });
});
