import { provideDocFrame, registeredDocFrame } from "../Layout/docFrameSlot";

describe("the doc frame's slot", () => {
  it("fails with the reason when a doc renders before its template registered the frame", () => {
    expect(() => registeredDocFrame()).toThrow("before its template registered the doc frame");
  });

  it("gives the layout the frame the doc template registered", () => {
    const Frame = () => null;
    provideDocFrame(Frame);
    expect(registeredDocFrame()).toBe(Frame);
  });
});
