import { IDLE_TIMEOUT_MS, NO_IDLE_CALLBACK_DELAY_MS, whenIdle } from "../scheduling/whenIdle";

describe("whenIdle", () => {
  it("waits for the browser's idle callback, with a deadline for a page that never idles", () => {
    const requestIdleCallback = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(
      () => 1,
    );
    const setTimeout = jest.fn();
    const run = jest.fn();
    whenIdle(run, { requestIdleCallback, setTimeout } as never);
    expect(run).not.toHaveBeenCalled();
    expect(setTimeout).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_TIMEOUT_MS,
    });
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("waits a moment instead where the browser has no idle callback (Safari)", () => {
    jest.useFakeTimers();
    try {
      const run = jest.fn();
      whenIdle(run, { setTimeout: globalThis.setTimeout } as never);
      jest.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS - 1);
      expect(run).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
