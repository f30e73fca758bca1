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

  it('delivers every contest’s events to a listener of all, after the contest’s own listeners', async () => {
    const bus = createInProcessEventBus({ warn: vi.fn(), info: vi.fn() });
    const heard: string[] = [];
    const stopAll = bus.subscribeAll((event) => heard.push(`all ${event.contestId}`));
    bus.subscribe(4, (event) => heard.push(`four ${event.contestId}`));
    await bus.publish(changed(4));
    await bus.publish(changed(9));
    expect(heard).toEqual(['four 4', 'all 4', 'all 9']);
    // Without a contest the count is every listener; a contest's count leaves out the listeners of all.
    expect([bus.listenerCount(), bus.listenerCount(4), bus.listenerCount(9)]).toEqual([2, 1, 0]);

    stopAll();
    stopAll();
    await bus.publish(changed(9));
    expect(heard).toHaveLength(3);
    expect(bus.listenerCount()).toBe(1);
  });

  it('keeps delivering to the listeners of all when one of them throws', async () => {
    const warn = vi.fn();
    const bus = createInProcessEventBus({ warn, info: vi.fn() });
    const after = vi.fn();
    bus.subscribeAll(() => {
      throw new Error('broken listener');
    });
    bus.subscribeAll(after);
    await bus.publish(changed(6));
    expect(after).toHaveBeenCalledWith(changed(6));
    expect(warn).toHaveBeenCalledOnce();
  });

  it('never delivers a sessions-ended notice to the listeners of all', async () => {
    const bus = createInProcessEventBus({ warn: vi.fn(), info: vi.fn() });
    const heard = vi.fn();
    bus.subscribeAll(heard);
    await bus.publishSessionsEnded({ sessionId: 3 });
    expect(heard).not.toHaveBeenCalled();
  });
});
