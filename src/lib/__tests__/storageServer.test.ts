/** @jest-environment node */
import { getStorage } from "../storage";

it("refuses to be used during server rendering", () => {
  expect(() => getStorage()).toThrow(
    "Browser storage was used during server rendering. Read it in an effect or event handler.",
  );
});
