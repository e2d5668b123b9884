import { classifyUrl, describeUnsafeUrl, isSafeUrl, safeHref } from "../urlSafety";

describe("classifyUrl", () => {
  it.each([
    ["https://getwemap.com/contact", "external"],
    ["HTTP://example.org", "external"],
    ["mailto:support@getwemap.com", "mailto"],
    ["tel:+33102030405", "tel"],
    ["/docs/about", "site-path"],
    ["/img/wemap-logo.svg", "site-path"],
    ["../Model/Coordinates.mdx", "relative"],
    ["./img/map.png", "relative"],
    ["img/map.png", "relative"],
    ["getting-started.mdx#install", "relative"],
    ["?q=livemap", "relative"],
    ["javascript%3Aalert(1)", "relative"],
    ["#install", "anchor"],
    ["", "anchor"],
  ])("lets %j through as %s", (url, kind) => {
    expect(classifyUrl(url).kind).toBe(kind);
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    ["javascript:alert(1)", "javascript"],
    ["JaVaScRiPt:alert(1)", "javascript"],
    ["  javascript:alert(1)", "javascript"],
    ["\u0001\u0000javascript:alert(1)", "javascript"],
    ["java\tscript:alert(1)", "javascript"],
    ["java\nscript:alert(1)", "javascript"],
    ["\u00a0javascript:alert(1)", "javascript"],
    ["\ufeffjavascript:alert(1)", "javascript"],
    ["javascript&#58;alert(1)", "javascript"],
    ["javascript&#x3A;alert(1)", "javascript"],
    ["javascript&colon;alert(1)", "javascript"],
    ["&#106;avascript:alert(1)", "javascript"],
    ["vbscript:msgbox(1)", "vbscript"],
    ["data:text/html,<script>alert(1)</script>", "data"],
    ["file:///etc/passwd", "file"],
    ["ftp://example.org", "ftp"],
    ["//evil.example.org/x", ""],
    ["/\\evil.example.org/x", ""],
    ["\\\\evil.example.org", ""],
    ["https:evil.example.org", "https"],
  ])("refuses %j (scheme %j)", (url, scheme) => {
    const result = classifyUrl(url);
    expect(result).toMatchObject({ kind: "unsafe", scheme });
    expect(isSafeUrl(url)).toBe(false);
  });

  it("keeps the URL as written for safe kinds", () => {
    expect(classifyUrl(" /docs ")).toEqual({ kind: "site-path", url: " /docs " });
  });

  it("explains a refusal in one line", () => {
    expect(describeUnsafeUrl("javascript:alert(1)")).toBe(
      '"javascript:alert(1)": the scheme "javascript:" is not allowed (only http:, https:, mailto:, tel:, site paths and relative files)',
    );
    expect(describeUnsafeUrl("https://getwemap.com")).toBeUndefined();
  });
});

describe("safeHref", () => {
  it("keeps safe URLs and drops unsafe ones", () => {
    expect(safeHref("https://getwemap.com")).toBe("https://getwemap.com");
    expect(safeHref("JAVASCRIPT:alert(1)")).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
});
